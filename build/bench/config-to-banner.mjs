// What peer-bench does not measure and issue 2 budgets: how long after the
// config response the banner can be used (≤ 50 ms at 4× CPU), and the long
// tasks on the way. Cold loads of the article page in Debian's Chromium; the
// page runs no script but ours, so every long task is ours or the page's parse.
import { chromium } from '@playwright/test';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// In the page before its scripts: long tasks; when the config's body is parsed and handed to the
// runtime (the main thread may be busy with the page's own work when the response arrives, and the
// page's tasks may run while the body is read); and the first frame in
// which the accept button is rendered and would receive a click at its centre (hit-testing sees
// through opacity, so a fade-in does not delay "usable").
function probe() {
  const P = (window.__probe = { longTasks: [], usableAt: null, handledAt: null });
  const json = Response.prototype.json;
  Response.prototype.json = function () {
    const parsed = json.call(this);
    return this.url.includes('/config') ? parsed.then((v) => ((P.handledAt ??= performance.now()), v)) : parsed;
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) P.longTasks.push([e.startTime, e.duration]);
  }).observe({
    type: 'longtask',
    buffered: true,
  });
  const frame = () => {
    const root = document.querySelector('[data-service-consent]')?.shadowRoot;
    const button = root?.querySelector('button.p');
    if (button) {
      const r = button.getBoundingClientRect();
      if (r.width && root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button) {
        P.usableAt = performance.now();
        window.__usable();
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function loadOnce(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // A binding, not waitForFunction: Playwright's injected polling script would run on the main thread
    // while the runtime boots, and be counted against it.
    let usable;
    const shown = new Promise((ok) => {
      usable = ok;
    });
    await page.exposeFunction('__usable', () => usable());
    await page.addInitScript(probe);
    await page.goto(url);
    await Promise.race([
      shown,
      page.waitForTimeout(10_000).then(() => {
        throw new Error('no usable banner within 10 s');
      }),
    ]);
    await page.waitForTimeout(500); // long tasks that follow the first usable frame
    return await page.evaluate(() => {
      const res = performance.getEntriesByType('resource');
      const config = res.find((e) => e.name.includes('/config'));
      const script = res.find((e) => e.name.includes('/consent.min.js'));
      const P = window.__probe;
      return {
        scriptEnd: script.responseEnd,
        configStart: config.startTime,
        configEnd: config.responseEnd,
        handled: P.handledAt,
        usable: P.usableAt,
        longTasks: P.longTasks,
      };
    });
  } finally {
    await context.close();
  }
}

const stat = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return { med: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2, min: s[0], max: s[s.length - 1] };
};
const fmt = ({ med, min, max }) => `${med.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`;

/** Measures `runs` cold loads of `url` per CPU rate and prints a markdown table. */
export async function measureConfigToBanner(
  url,
  { runs = 15, rates = [1, 4], chromium: executablePath = '/usr/bin/chromium' } = {},
) {
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const lines = [
    '| CPU | script loaded ms | config requested ms | config received ms | runtime has it ms | banner usable ms | usable − config received ms | usable − runtime has it ms | long tasks | longest task ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  try {
    await loadOnce(browser, url, 1); // warm-up: the service's first answers, the browser's caches of code
    for (const rate of rates) {
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await loadOnce(browser, url, rate));
      const col = (f) => fmt(stat(rs.map(f)));
      lines.push(
        `| ${rate}x | ${col((r) => r.scriptEnd)} | ${col((r) => r.configStart)} | ${col((r) => r.configEnd)} | ${col((r) => r.handled)} | ${col((r) => r.usable)} | ` +
          `${col((r) => r.usable - r.configEnd)} | ${col((r) => r.usable - r.handled)} | ${col((r) => r.longTasks.length)} | ${col((r) => Math.max(0, ...r.longTasks.map(([, d]) => d)))} |`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`\n### From config to a usable banner (${runs} cold loads per row, median (min–max))\n\n${lines.join('\n')}\n`);
}
