import { expect, type Page, test } from '@playwright/test';
import { en } from '../../src/service/texts/lang/en.ts';
import { createSite, hostAnswer, type Site } from './support.ts';
import { startTrackers, type Trackers } from './trackers.ts';

// The hostile review's ways around automatic blocking (issue 40), each as a page of its own with a tracker
// under its real host name (test/e2e/trackers.ts): before consent it neither runs nor, where a script in the
// page can prevent it, is requested; after accept it runs. What a page's script cannot close is asserted as
// docs/runtime.md#automatic-blocking documents it.

test.use({ ignoreHTTPSErrors: true });

let trackers: Trackers;
test.beforeAll(async () => {
  trackers = await startTrackers();
});
test.afterAll(() => trackers.close());

/** Google Analytics' library: in every new website's blocking map (analytics). */
const GA = 'https://www.google-analytics.com/analytics.js';
/** The Meta Pixel's library (advertising). */
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

interface Case {
  name: string;
  head?: string;
  body?: string;
  /** What runs (its `__ran` name) once accepted, and must not before; '' a worker's import, seen by its request. */
  runs: string;
  /** A `host/path` that must get no request before consent (only where a page's script can prevent it). */
  unrequested?: string;
  /** Page script run after accept, when the way refuses (throws) rather than holds. */
  again?: string;
}

const script = (src: string, attrs = '') => `<script${attrs} src="${src}"></script>`;
const inline = (js: string) => `<script>${js}</script>`;
/** A script element given its `src` the way `how` says, then put in the head. */
const added = (how: string) => inline(`var s = document.createElement('script'); ${how}; document.head.appendChild(s);`);
const SVG = 'http://www.w3.org/2000/svg';
const sameOriginFrame = `var f = document.createElement('iframe'); document.body.appendChild(f);`;
const workerOf = (type: string) =>
  `new ${type}(URL.createObjectURL(new Blob(["importScripts('${GA}')"], { type: 'text/javascript' })))`;
const tryWorker = (type: string) => inline(`try { ${workerOf(type)} } catch (e) { window.__refused = e.name; }`);

const CASES: Case[] = [
  // In markup.
  ...['text/ecmascript', 'application/x-javascript', 'text/javascript1.5', 'text/javascript ', 'TEXT/JScript'].map(
    (type): Case => ({
      name: `a script typed "${type}"`,
      head: script(GA.replace('analytics.js', 'analytics.js?t'), ` type="${type}"`),
      runs: 'analytics.js',
    }),
  ),
  { name: '<svg><script href>', body: `<svg>${script(GA).replace('src=', 'href=')}</svg>`, runs: 'analytics.js' },
  {
    name: '<svg><script xlink:href>',
    body: `<svg xmlns:xlink="http://www.w3.org/1999/xlink">${script(GA).replace('src=', 'xlink:href=')}</svg>`,
    runs: 'analytics.js',
  },
  { name: '<iframe srcdoc> with a script', body: `<iframe srcdoc='${script(GA)}'></iframe>`, runs: 'analytics.js' },
  {
    name: '<iframe srcdoc> whose script adds one',
    body: `<iframe srcdoc="<script>var s = document.createElement('script'); s.src = '${GA}'; document.head.appendChild(s);</script>"></iframe>`,
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'a <template> cloned into the page',
    body: `<template id="t">${script(GA)}</template>${inline("document.body.appendChild(document.getElementById('t').content.cloneNode(true));")}`,
    runs: 'analytics.js',
  },
  {
    name: "a <template>'s content moved into the page",
    body: `<template id="t">${script(GA)}</template>${inline("document.body.appendChild(document.getElementById('t').content);")}`,
    runs: 'analytics.js',
  },
  {
    name: "document.write('<script src>') from an inline script",
    head: inline(`document.write('<script src="${GA}"><\\/script>');`),
    runs: 'analytics.js',
  },
  { name: 'a trailing-dot host', head: script(GA.replace('.com/', '.com./')), runs: 'analytics.js' },
  {
    name: 'a path with a doubled slash (//gtag/js)',
    head: script('https://www.googletagmanager.com//gtag/js?id=G-TEST1'),
    runs: 'gtag.js',
  },
  // From script.
  {
    name: 'setAttributeNS',
    head: added(`s.setAttributeNS(null, 'src', '${GA}')`),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'setAttributeNode',
    head: added(`var a = document.createAttribute('src'); a.value = '${GA}'; s.setAttributeNode(a)`),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'editing an existing src attribute node',
    head: added(`s.setAttribute('src', '/own.js'); s.getAttributeNode('src').value = '${GA}'`),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'a subclass of HTMLScriptElement',
    head: inline(
      `class S extends HTMLScriptElement {} customElements.define('x-script', S, { extends: 'script' });
       var s = document.createElement('script', { is: 'x-script' }); s.setAttribute('src', '${GA}'); document.head.appendChild(s);`,
    ),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'an SVG script from createElementNS',
    body: `<svg id="g"></svg>${inline(`var s = document.createElementNS('${SVG}', 'script'); s.setAttribute('href', '${GA}'); document.getElementById('g').appendChild(s);`)}`,
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'an SVG script given xlink:href',
    body: `<svg id="g"></svg>${inline(`var s = document.createElementNS('${SVG}', 'script'); s.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', '${GA}'); document.getElementById('g').appendChild(s);`)}`,
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'createContextualFragment',
    body: inline(
      `document.body.appendChild(document.createRange().createContextualFragment('<script src="${GA}"><\\/script>'));`,
    ),
    runs: 'analytics.js',
  },
  {
    name: "the native src setter taken from an about:blank frame's realm",
    body: inline(
      `${sameOriginFrame} var set = Object.getOwnPropertyDescriptor(f.contentWindow.HTMLScriptElement.prototype, 'src').set;
       var s = document.createElement('script'); set.call(s, '${GA}'); document.head.appendChild(s);`,
    ),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: "the native setter taken through window.frames[0]'s realm",
    body: inline(
      `${sameOriginFrame} var set = Object.getOwnPropertyDescriptor(frames[0].HTMLScriptElement.prototype, 'src').set;
       var s = document.createElement('script'); set.call(s, '${GA}'); document.head.appendChild(s);`,
    ),
    runs: 'analytics.js',
  },
  {
    name: 'a same-origin frame that writes a tracker',
    body: inline(`${sameOriginFrame} f.contentDocument.write('<script src="${GA}"><\\/script>'); f.contentDocument.close();`),
    runs: 'analytics.js',
  },
  {
    name: 'a same-origin frame that adds a tracker',
    body: inline(
      `${sameOriginFrame} var d = f.contentDocument, s = d.createElement('script'); s.src = '${GA}'; d.head.appendChild(s);`,
    ),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'a blob: frame',
    body: inline(
      `var f = document.createElement('iframe'); f.src = URL.createObjectURL(new Blob(['${script(GA).replace('</', '<\\/')}'], { type: 'text/html' })); document.body.appendChild(f);`,
    ),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  {
    name: 'a javascript: frame',
    body: inline(
      `var f = document.createElement('iframe'); f.src = 'javascript:"<script src=${GA}><\\\\/script>"'; document.body.appendChild(f);`,
    ),
    runs: 'analytics.js',
    unrequested: 'www.google-analytics.com',
  },
  // Workers, whose scripts note nothing in the page: counted by their requests.
  ...['Worker', 'SharedWorker'].map(
    (type): Case => ({
      name: `a ${type} with importScripts`,
      body: tryWorker(type),
      unrequested: 'www.google-analytics.com',
      again: `!!(window.__worker = ${workerOf(type)})`,
      // A shared worker's own requests, from the browser's worker process, do not reach the suite's tracker server in Chromium.
      runs: type === 'Worker' ? '' : 'none',
    }),
  ),
];

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const requested = (host: string) => trackers.hits.filter((h) => h.startsWith(host));
const accept = (page: Page) => page.getByRole('button', { name: en.texts.accept_all, exact: true }).first().click();

/** Opens the page: the snippet first in the head, then the case; `files` and redirects as the site answers them. */
async function open(page: Page, site: Site, c: Pick<Case, 'head' | 'body'>, before = ''): Promise<void> {
  const head = `${before}${site.firstView.replace('<script ', '<script data-region="eu" ')}\n${c.head ?? ''}`;
  const o = { origin: site.origin, head, body: `<main><h1>Shop</h1></main>${c.body ?? ''}` };
  const files = { '/own.js': { type: 'text/javascript', body: "(window.__ran = window.__ran || []).push('own.js');" } };
  await page.route(`${site.origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill(path === '/go' ? { status: 302, headers: { location: GA } } : hostAnswer({ ...o, files }, path));
  });
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('button', { name: en.texts.accept_all, exact: true }).first()).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
}

/** Long enough for a tracker the local server answers at once to have run, had it been let through. */
const settle = (page: Page) => page.waitForTimeout(500);

let site: Site;
test.beforeAll(async () => {
  site = await createSite();
});

for (const c of CASES)
  test(`${c.name}: held before consent, runs after accept`, async ({ page }) => {
    trackers.hits.length = 0;
    await open(page, site, c);
    await settle(page);
    expect(await ran(page)).not.toContain(c.runs);
    if (c.unrequested) expect(requested(c.unrequested)).toEqual([]);
    if (c.again) expect(await page.evaluate(() => (window as unknown as { __refused?: string }).__refused)).toBe('SecurityError');

    await accept(page);
    if (c.again) expect(await page.evaluate(c.again), 'constructed after accept').toBe(true);
    if (!c.runs) await expect.poll(() => requested('www.google-analytics.com/analytics.js').length).toBeGreaterThan(0);
    else if (c.runs !== 'none') await expect.poll(() => ran(page)).toContain(c.runs);
  });

test('network APIs to held destinations are refused until consent; preload links and stylesheets wait', async ({ page }) => {
  trackers.hits.length = 0;
  const calls = `
    window.__refused = [];
    var note = function (what) { return function (e) { __refused.push(what + ':' + (e && e.name)); }; };
    fetch('https://www.google-analytics.com/g/collect?v=fetch').catch(note('fetch'));
    fetch(new Request('https://www.google-analytics.com/g/collect?v=request')).catch(note('request'));
    try { var x = new XMLHttpRequest(); x.open('GET', 'https://www.google-analytics.com/g/collect?v=xhr'); x.send(); } catch (e) { note('xhr')(e); }
    try { new EventSource('https://www.google-analytics.com/g/collect?v=es'); } catch (e) { note('eventsource')(e); }
    try { new WebSocket('wss://www.google-analytics.com/g/collect'); } catch (e) { note('websocket')(e); }
    window.__beacon = navigator.sendBeacon('https://www.google-analytics.com/g/collect?v=beacon', 'x');
    ['preload', 'prefetch', 'modulepreload', 'stylesheet'].forEach(function (rel) {
      var l = document.createElement('link'); l.rel = rel; l.as = 'script'; l.href = 'https://www.google-analytics.com/' + rel + '.js'; document.head.appendChild(l);
    });`;
  await open(page, site, {
    head: `<link id="marked" rel="stylesheet" href="https://www.google-analytics.com/marked.css">${inline(calls)}`,
  });
  await settle(page);
  expect(requested('www.google-analytics.com').filter((h) => !h.endsWith('marked.css'))).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __refused: string[] }).__refused.sort()))
    .toEqual([
      'eventsource:SecurityError',
      'fetch:TypeError',
      'request:TypeError',
      'websocket:SecurityError',
      'xhr:SecurityError',
    ]);
  // The stylesheet in the markup (which the preload scanner may have fetched) is typed out: not applied.
  expect(await page.locator('#marked').getAttribute('href')).toBeNull();

  await accept(page);
  await expect.poll(() => requested('www.google-analytics.com/stylesheet.js').length).toBe(1);
  expect(await page.locator('#marked').getAttribute('href')).toBe('https://www.google-analytics.com/marked.css');
  await page.evaluate(() => fetch('https://www.google-analytics.com/g/collect?v=after'));
  await expect.poll(() => requested('www.google-analytics.com/g/collect').length).toBe(1);
});

test('a first-party redirect to a tracker is not seen from the page (documented): it runs', async ({ page }) => {
  trackers.hits.length = 0;
  await open(page, site, { head: script('/go') });
  // docs/decisions/blocking.md#no-way-around-the-blocker-from-the-page: the scan reports it; the page's script cannot see where /go leads.
  await expect.poll(() => ran(page)).toContain('analytics.js');
});

test('import() cannot be intercepted (documented): the module runs, what it then sends is held', async ({ page }) => {
  trackers.hits.length = 0;
  await open(page, site, {
    head: inline(
      `import('${GA}').then(function () { window.__sent = navigator.sendBeacon('https://www.facebook.com/tr?ev=x'); });`,
    ),
  });
  await expect.poll(() => ran(page)).toContain('analytics.js');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __sent?: boolean }).__sent)).toBe(true);
  await settle(page);
  expect(requested('www.facebook.com')).toEqual([]);
});

test('no denial: a held script the page removes, or one that fails, does not hold back the next', async ({ page }) => {
  trackers.hits.length = 0;
  await open(page, site, {
    head: `${script(GA)}${inline('var held = document.currentScript.previousElementSibling; held.parentNode.removeChild(held);')}
      ${script('https://www.google-analytics.com/missing.js')}${script(PIXEL)}`,
  });
  await settle(page);
  expect(await ran(page)).toEqual([]);
  await accept(page);
  await expect.poll(() => ran(page)).toContain('fbevents.js');
});

test('no denial: a clone of a held script runs after accept', async ({ page }) => {
  trackers.hits.length = 0;
  await open(page, site, {
    head: inline(`var s = document.createElement('script'); s.src = '${GA}'; document.head.appendChild(s.cloneNode());`),
  });
  await settle(page);
  expect(await ran(page)).toEqual([]);
  await accept(page);
  await expect.poll(() => ran(page)).toContain('analytics.js');
});

test('a frozen prototype makes the blocker fail closed, with a warning, and consent releases what it held', async ({ page }) => {
  trackers.hits.length = 0;
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const freeze = inline(
    'Object.freeze(Element.prototype); Object.freeze(HTMLScriptElement.prototype); Object.freeze(HTMLElement.prototype); Object.freeze(Node.prototype);',
  );
  await open(page, site, { head: added(`s.src = '${GA}'`) }, freeze);
  await settle(page);
  expect(await ran(page)).toEqual([]);
  expect(warnings.join('\n')).toContain('automatic blocking');
  await accept(page);
  await expect.poll(() => ran(page)).toContain('analytics.js');
});
