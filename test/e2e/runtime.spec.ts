import { expect, type Page, test } from '@playwright/test';
import { STRICT_DEFAULT_STATES } from '../fixtures/config.ts';
import { axe, consentCookie, createSite, hostPage, SERVICE, settled, texts, watchErrors, watchUncaught } from './support.ts';

// End to end: a customer's page at its own origin pastes the website's
// snippet; the built runtime and the config come from the real service.

const ALL = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];

/** Where each style sits in a 1280×800 viewport for the position the test asks for. */
const STYLES = [
  { display_style: 'stretch', position: 'top', role: 'region', at: (b: Box) => b.y <= 1 && b.width >= 1270 },
  {
    display_style: 'banner',
    position: 'bottom',
    role: 'region',
    at: (b: Box) => Math.abs(b.y + b.height - 800) <= 40 && b.width < 1270,
  },
  {
    display_style: 'tooltip',
    position: 'bottom_left',
    role: 'region',
    at: (b: Box) => b.x <= 40 && Math.abs(b.y + b.height - 800) <= 40 && b.width <= 640,
  },
  { display_style: 'modal', position: 'bottom', role: 'dialog', at: (b: Box) => Math.abs(b.x + b.width / 2 - 640) <= 2 },
] as const;
type Box = { x: number; y: number; width: number; height: number };

for (const { display_style, position, role, at } of STYLES) {
  test(`${display_style}: snippet → ${role} at ${position} → accept → reload → no banner, choice kept`, async ({ page }) => {
    const errors = watchErrors(page);
    const site = await createSite({ banner: { display_style, position } });
    const t = await texts(site);
    await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));

    const banner = page.getByRole(role, { name: role === 'region' ? t.banner_label : t.banner_title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t.banner_body);
    // Polled: the banner may slide in.
    await expect
      .poll(async () => at((await banner.boundingBox())!), { message: JSON.stringify(await banner.boundingBox()) })
      .toBe(true);
    expect(await consentCookie(page, site.origin)).toBeUndefined();

    await banner.getByRole('button', { name: t.accept_all, exact: true }).click();
    await expect(banner).toBeHidden();
    const cookie = await consentCookie(page, site.origin);
    expect(cookie?.value).toMatch(/^1:epads:accept_all:\d+:[^:]+:[0-9a-f-]{36}$/);
    expect(cookie?.sameSite).toBe('Lax');

    await page.reload();
    expect(await settled(page)).toMatchObject({ granted: ALL, method: 'accept_all' });
    await expect(page.getByRole(role, { name: role === 'region' ? t.banner_label : t.banner_title })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

const DISPLAY_STYLES = ['stretch', 'banner', 'tooltip', 'modal'] as const;

/** A new website in `display_style` at the bottom (a tooltip in `corner`), its shop page open with the snippet. */
async function openShop(page: Page, display_style: (typeof DISPLAY_STYLES)[number], corner: 'bottom_left' | 'bottom_right') {
  const site = await createSite({ banner: { display_style, position: display_style === 'tooltip' ? corner : 'bottom' } });
  const t = await texts(site);
  const body = '<main><h1>Shop</h1><p>Welcome to the shop.</p></main>';
  await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet, body }));
  return { site, t };
}

for (const display_style of DISPLAY_STYLES) {
  test(`${display_style} at 320 px wide: every button inside the viewport, no sideways scrolling, no layout shift`, async ({
    page,
    browserName,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    if (browserName === 'chromium') {
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => {
            w.__shift += (e as unknown as { value: number }).value;
          }),
        ).observe({ type: 'layout-shift', buffered: true });
      });
    }
    const { t } = await openShop(page, display_style, 'bottom_right');
    const accept = page.getByRole('button', { name: t.accept_all, exact: true });
    await expect(accept).toBeVisible();
    for (const name of [t.accept_all, t.decline, t.preferences]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await accept.click();
    await expect(accept).toBeHidden();
    if (browserName === 'chromium') expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });
}

test.describe('at 200% zoom (a 1280×800 screen is 640×400 CSS px)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  for (const display_style of DISPLAY_STYLES) {
    test(`${display_style}: the banner stays inside the viewport and every button can be reached and used`, async ({ page }) => {
      const { site, t } = await openShop(page, display_style, 'bottom_left');
      const ui = page.getByRole(display_style === 'modal' ? 'dialog' : 'region', {
        name: display_style === 'modal' ? t.banner_title : t.banner_label,
      });
      await expect(ui).toBeVisible();
      await expect(ui).toBeInViewport({ ratio: 1 });
      for (const name of [t.decline, t.preferences, t.accept_all]) {
        const b = ui.getByRole('button', { name, exact: true });
        // Long texts scroll inside the banner, never off the screen.
        await b.scrollIntoViewIfNeeded();
        await expect(b).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
      await ui.getByRole('button', { name: t.accept_all, exact: true }).click();
      await expect(ui).toBeHidden();
      expect((await consentCookie(page, site.origin))?.value).toMatch(/^1:epads:accept_all:/);
    });
  }
});

test('a page stylesheet that hides, shrinks or moves every div, even with !important, leaves the banner in place and usable', async ({
  page,
}) => {
  const site = await createSite({ banner: { display_style: 'banner', position: 'bottom' } });
  const t = await texts(site);
  const hostile =
    '<style>div{display:none!important;position:static!important;transform:scale(0)!important;opacity:0!important;z-index:-1!important;' +
    'letter-spacing:2em!important}body>*{visibility:hidden!important}</style>';
  await page.goto(
    await hostPage(page, { origin: site.origin, head: hostile + site.snippet, body: '<main><h1>Shop</h1></main>' }),
  );
  const accept = page.getByRole('button', { name: t.accept_all, exact: true });
  await expect(accept).toBeInViewport({ ratio: 1 });
  await accept.click();
  await expect(accept).toBeHidden();
  expect((await consentCookie(page, site.origin))?.value).toMatch(/^1:epads:accept_all:/);
});

test('keyboard only: Tab reaches accept with a visible focus ring, Enter accepts', async ({ page }) => {
  const site = await createSite({ banner: { display_style: 'banner' } });
  const t = await texts(site);
  await page.goto(
    await hostPage(page, { origin: site.origin, head: site.snippet, body: '<main><h1>Shop</h1><a href="/cart">Cart</a></main>' }),
  );
  const accept = page.getByRole('region', { name: t.banner_label }).getByRole('button', { name: t.accept_all, exact: true });
  await expect(accept).toBeVisible();
  let tabs = 0;
  while (!(await accept.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))) {
    expect(++tabs, 'Tab never reached the accept button').toBeLessThan(10);
    await page.keyboard.press('Tab');
  }
  expect(await accept.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(accept).toBeHidden();
  expect((await consentCookie(page, site.origin))?.value).toContain(':accept_all:');
});

/** The focused element, looking through shadow roots. */
const deepFocus = () => {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
};

for (const display_style of ['stretch', 'banner', 'tooltip'] as const) {
  test(`keyboard: the ${display_style} has focus on appearance, the first Tab reaches its first control, Enter decides, the next Tab starts at the top of the page`, async ({
    page,
  }) => {
    const site = await createSite({ banner: { display_style } });
    const t = await texts(site);
    // Sixteen links before it, as on the demo page: none of them is in the way any more.
    const links = Array.from({ length: 16 }, (_, i) => `<a href="/p${i}">Page ${i}</a>`).join(' ');
    await page.goto(
      await hostPage(page, { origin: site.origin, head: site.snippet, body: `<nav>${links}</nav><main>Shop</main>` }),
    );
    const banner = page.getByRole('region', { name: t.banner_label });
    await expect(banner).toBeFocused();
    const controls = banner.locator('a[href], button');
    await page.keyboard.press('Tab');
    await expect(controls.first()).toBeFocused();
    const accept = banner.getByRole('button', { name: t.accept_all, exact: true });
    // the policy link, when there is one, comes first; then the accept button
    if (!(await accept.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))) await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect((await consentCookie(page, site.origin))?.value).toContain(':accept_all:');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(deepFocus), 'the next Tab starts at the top of the page').toBe(
      await page.evaluate(() => document.querySelector('a')),
    );
  });
}

test('keyboard: a page field with autofocus keeps focus; Tab from the field reaches the banner and focus returns to the field', async ({
  page,
}) => {
  const site = await createSite({ banner: { display_style: 'banner' } });
  const t = await texts(site);
  await page.goto(
    await hostPage(page, {
      origin: site.origin,
      head: site.snippet,
      body: '<main><label>Search <input id="q" autofocus></label></main>',
    }),
  );
  const banner = page.getByRole('region', { name: t.banner_label });
  await expect(banner).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Search' });
  await expect(field).toBeFocused();
  await page.keyboard.type('shoes');
  await expect(field).toHaveValue('shoes');
  const decline = banner.getByRole('button', { name: t.decline, exact: true });
  let tabs = 0;
  while (!(await decline.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))) {
    expect(++tabs, 'Tab never reached the decline button').toBeLessThan(6);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect((await consentCookie(page, site.origin))?.value).toMatch(/^1:e:decline:/);
  await expect(field).toBeFocused();
});

test('keyboard: a banner in a frame leaves focus in the page around it, where the visitor is typing', async ({ page }) => {
  const site = await createSite({ banner: { display_style: 'banner' } });
  const t = await texts(site);
  const framed = await hostPage(page, { origin: site.origin, head: site.snippet, path: '/embedded' });
  // The frame comes once the visitor is typing in the page around it, as a widget that loads late would.
  const around = await hostPage(page, {
    origin: `http://portal-${site.origin.slice(12)}`,
    body: `<main><label>Search <input id="q"></label></main>
<script>document.getElementById('q').addEventListener('input', function once() {
  this.removeEventListener('input', once);
  var f = document.createElement('iframe'); f.src = ${JSON.stringify(framed)}; f.title = 'Shop'; document.body.append(f);
});</script>`,
  });
  await page.goto(around);
  const field = page.getByRole('textbox', { name: 'Search' });
  await field.focus();
  await page.keyboard.type('sh');
  const frame = page.frameLocator('iframe[title="Shop"]');
  await expect(frame.getByRole('region', { name: t.banner_label })).toBeVisible();
  // Past the moment the banner would take focus: its page loaded, then a frame and a task.
  const inFrame = page.frames().find((f) => f.url().startsWith(site.origin))!;
  await inFrame.waitForFunction(() => document.readyState === 'complete');
  await inFrame.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  await page.keyboard.type('oes');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('shoes');
});

test('modal: focus moves into the dialog and Tab stays inside it', async ({ page }) => {
  const site = await createSite({ banner: { display_style: 'modal' } });
  const t = await texts(site);
  await page.goto(
    await hostPage(page, { origin: site.origin, head: site.snippet, body: '<main><a href="/a">A</a><a href="/b">B</a></main>' }),
  );
  const dialog = page.getByRole('dialog', { name: t.banner_title });
  await expect(dialog).toBeVisible();
  const insideDialog = () =>
    dialog.evaluate((d) => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return !!a && d.contains(a);
    });
  await expect.poll(insideDialog).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    await page.keyboard.press('Tab');
    expect(await insideDialog()).toBe(true);
  }
});

test('preference centre: opens from the banner, Escape closes it without deciding and returns focus', async ({ page }) => {
  const site = await createSite({ banner: { display_style: 'stretch' } });
  const t = await texts(site);
  await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));
  const prefsButton = page.getByRole('button', { name: t.preferences, exact: true });
  await prefsButton.click();
  const centre = page.getByRole('dialog', { name: t.pc_title });
  await expect(centre).toBeVisible();
  // Every category; essential locked on, the others off (opt-in) and named for screen readers.
  await expect(centre.getByRole('switch', { name: t.cat_essential })).toBeChecked();
  await expect(centre.getByRole('switch', { name: t.cat_essential })).toBeDisabled();
  for (const c of ['performance', 'analytics', 'advertising', 'social_networking'] as const)
    await expect(centre.getByRole('switch', { name: t[`cat_${c}`] })).not.toBeChecked();
  await expect(centre).toContainText('_ga');

  await centre.getByRole('switch', { name: t.cat_analytics }).check();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(prefsButton).toBeFocused();
  await expect(page.getByRole('region', { name: t.banner_label })).toBeVisible();
  expect(await consentCookie(page, site.origin)).toBeUndefined();
  expect(await page.evaluate(() => window.ServiceConsent!.get())).toBeNull();
});

test('after a decision the floating preference button reopens the centre by keyboard, showing the stored choice', async ({
  page,
}) => {
  const site = await createSite({ banner: { display_style: 'banner' } });
  const t = await texts(site);
  await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));
  await page.getByRole('button', { name: t.decline, exact: true }).click();
  const floating = page.locator('[data-service-consent]').getByRole('button', { name: t.pref_button });
  await expect(floating).toBeVisible();
  await floating.focus();
  await page.keyboard.press('Enter');
  const centre = page.getByRole('dialog', { name: t.pc_title });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('switch', { name: t.cat_analytics })).not.toBeChecked();
  await centre.getByRole('switch', { name: t.cat_analytics }).check();
  await centre.getByRole('button', { name: t.save, exact: true }).click();
  await expect(centre).toBeHidden();
  expect(await page.evaluate(() => window.ServiceConsent!.get())).toMatchObject({
    granted: ['essential', 'analytics'],
    method: 'custom',
    reloadNeeded: false,
  });
  expect((await consentCookie(page, site.origin))?.value).toMatch(/^1:ea:custom:/);
});

test('us (opt-out): the banner gives the opt-out notice and "do not sell or share" instead of reject; choosing it records a decline', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const site = await createSite({ banner: { display_style: 'banner' } });
  const t = (await texts(site)) as Awaited<ReturnType<typeof texts>> & { opt_out_notice: string; scroll_notice: string };
  const url = await hostPage(page, { origin: site.origin, head: site.snippet, body: '<main><h1>Shop</h1></main>' });
  await page.goto(`${url}?service_region=us`);
  const banner = page.getByRole('region', { name: t.banner_label });
  await expect(banner).toContainText(t.opt_out_notice);
  await expect(banner).not.toContainText(t.scroll_notice);
  const optOut = banner.getByRole('button', { name: t.decline_opt_out, exact: true });
  await expect(optOut).toBeVisible();
  await expect(banner.getByRole('button', { name: t.decline, exact: true })).toHaveCount(0);
  // under opt-out everything already runs (implied): the action is opting out
  expect(await settled(page)).toMatchObject({ method: 'implied', region: 'us' });
  await optOut.click();
  await expect(banner).toBeHidden();
  expect((await consentCookie(page, site.origin))?.value).toMatch(/^1:e:decline:/);
  expect(errors).toEqual([]);
});

test('QA overrides: ?service_region=eu&service_lang=de win over the attributes and the visitor', async ({ page }) => {
  // global has no decline button; eu has one. The attributes say us and fr.
  const site = await createSite({
    banner: { selected_languages: ['de', 'fr'] },
    regions: { global: { enable_decline_button: false } },
  });
  const [en, de] = [await texts(site), await texts(site, 'de')];
  expect(de.accept_all).not.toBe(en.accept_all);
  const snippet = site.snippet.replace('<script ', '<script data-region="global" data-lang="fr" ');
  const url = await hostPage(page, { origin: site.origin, head: snippet });

  await page.goto(`${url}?service_region=eu&service_lang=de`);
  const banner = page.getByRole('region', { name: de.banner_label });
  await expect(banner).toContainText(de.banner_title);
  await expect(banner.getByRole('button', { name: de.accept_all, exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: de.decline, exact: true })).toBeVisible();
  await expect(page.locator('[data-service-consent] [lang]').first()).toHaveAttribute('lang', 'de');

  await page.goto(url); // the attributes alone: global, French
  const fr = await texts(site, 'fr');
  await expect(page.getByRole('button', { name: fr.accept_all, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: fr.decline, exact: true })).toHaveCount(0);
});

for (const display_style of ['stretch', 'modal'] as const) {
  test(`axe: no serious or critical violation on the ${display_style} banner nor the preference centre`, async ({ page }) => {
    const site = await createSite({
      banner: { display_style, default_theme: display_style === 'modal' ? 'navy_blue' : 'light' },
    });
    const t = await texts(site);
    await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));
    await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: t.preferences, exact: true }).click();
    await expect(page.getByRole('dialog', { name: t.pc_title })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
}

test('axe sees into the banner: a broken button inside its shadow root is reported', async ({ page }) => {
  // Guards the two scans above against passing only because axe skipped the shadow root.
  const site = await createSite();
  const t = await texts(site);
  await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));
  const accept = page.getByRole('button', { name: t.accept_all, exact: true });
  await expect(accept).toBeVisible();
  await accept.evaluate((el) => {
    el.textContent = '';
  });
  expect((await axe(page)).join()).toContain('button-name');
});

const FAILURES = [
  { name: 'unreachable', answer: { abort: true } },
  { name: 'answering 500', answer: { status: 500, body: '{"error":"internal"}' } },
  { name: 'answering broken JSON', answer: { status: 200, body: '{"format":1,' } },
  {
    name: 'answering another shape',
    answer: { status: 200, body: '{"format":1,"uuid":"x","texts":{"accept_all":"<img src=x onerror=alert(1)>"}}' },
  },
];

for (const { name, answer } of FAILURES) {
  test(`service ${name}: no banner, no page error, consent mode stays denied`, async ({ page }) => {
    const site = await createSite();
    const uncaught = await watchUncaught(page);
    let asked = 0;
    await page.route(`${SERVICE}/public/v1/websites/*/config*`, (route) => {
      asked++;
      return 'abort' in answer
        ? route.abort('connectionrefused')
        : route.fulfill({
            status: answer.status,
            contentType: 'application/json',
            body: answer.body,
            headers: { 'Access-Control-Allow-Origin': '*' },
          });
    });
    await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));
    expect(await settled(page)).toBeNull();
    expect(asked).toBe(1);
    await expect(page.locator('[data-service-consent]')).toHaveCount(0);
    const layer = await page.evaluate(() => (window.dataLayer as unknown[]).map((e) => Array.prototype.slice.call(e)));
    expect(layer).toEqual([['consent', 'default', STRICT_DEFAULT_STATES]]);
    // The page's own API calls do not throw either.
    expect(
      await page.evaluate(() => {
        window.ServiceConsent!.showBanner();
        window.ServiceConsent!.set(['analytics']);
        return window.ServiceConsent!.get();
      }),
    ).toBeNull();
    expect(await uncaught()).toEqual([]);
  });
}
