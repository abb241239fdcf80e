import { expect, type Page, test } from '@playwright/test';
import type { Texts } from '../../src/schema/texts.ts';
import { createSite, hostPage, SERVICE, type Site, texts } from './support.ts';

// Issue 39, points 5 and 6: what the first view draws beside its banner is there in the banner's first frame —
// blocked frames' placeholders and the floating preference button — not when the second chunk arrives; the note
// shown where Global Privacy Control was honoured closes, stays closed, and moves nothing. The chunk and the
// cookies answer are held back until a test lets them go, so that "later" cannot win the race.
test.use({ timezoneId: 'Europe/Berlin' });

interface Frame {
  banner: boolean;
  button: boolean;
  placeholder: boolean;
  frame: boolean;
}

declare global {
  interface Window {
    __frames: Frame[];
    __cls: number;
  }
}

/**
 * Before any of the page's scripts: what every animation frame is about to paint (the banner, the floating button,
 * a placeholder's button, the blocked iframe itself), and the layout shifts Chromium reports (`__cls`).
 */
function recordFrames(page: Page) {
  return page.addInitScript(() => {
    window.__frames = [];
    window.__cls = 0;
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift'))
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    const shown = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0;
    const tick = () => {
      const root = document.querySelector('[data-service-consent]')?.shadowRoot;
      window.__frames.push({
        banner: shown(root?.querySelector('.ui')),
        button: shown(root?.querySelector('.pb')),
        placeholder: shown(document.querySelector('.service-placeholder button')),
        frame: shown(document.querySelector('iframe')),
      });
      if (window.__frames.length < 5000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Holds the second chunk and the cookies answer until `release()`; counts the chunk's requests. */
async function holdChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held = { chunk: 0, release };
  await page.route(`${SERVICE}/consent-preferences.min.js*`, async (route) => {
    held.chunk++;
    await released;
    await route.continue().catch(() => {});
  });
  await page.route(`${SERVICE}/public/v1/websites/*/cookies*`, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return held;
}

const frames = (page: Page) => page.evaluate(() => window.__frames);

const VIDEO =
  '<main><h1>Video</h1><iframe data-service-src="/video.html" data-service-category="social_networking" title="Video" width="320" height="180"></iframe>' +
  '<p id="after">Text under the video.</p></main>';

async function videoPage(page: Page, site: Site) {
  return hostPage(page, {
    origin: site.origin,
    head: site.firstView,
    body: `${VIDEO}<footer>${site.preferenceButton}</footer>`,
    files: { '/video.html': { type: 'text/html', body: '<p>video</p>' } },
  });
}

test('a blocked video has its placeholder in the banner’s first frame while the chunk is held; nothing shifts', async ({
  page,
  browserName,
}) => {
  const site = await createSite();
  const t = await texts(site);
  await recordFrames(page);
  const held = await holdChunk(page);
  // Not until `load`: the held chunk would keep it from coming.
  await page.goto(await videoPage(page, site), { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: t.banner_label });
  await expect(banner).toBeVisible();
  const allow = page.getByRole('button', { name: t.allow_category.replace('{category}', t.cat_social_networking) });
  // Before the chunk may arrive: the placeholder is a named group with its button, focusable.
  await expect(allow).toBeVisible();
  await expect(page.getByRole('group', { name: new URL(site.origin).hostname })).toBeVisible();
  await expect(page.locator('iframe[title="Video"]')).toBeHidden();
  const all = await frames(page);
  const first = all.find((f) => f.banner);
  expect(first).toEqual({ banner: true, button: false, placeholder: true, frame: false });
  // No frame ever showed the empty video box.
  expect(all.filter((f) => f.frame)).toEqual([]);
  await allow.focus();
  await expect(allow).toBeFocused();
  held.release();
  // The chunk's gate takes over the frame the first view drew: one placeholder, still blocked.
  await expect.poll(() => held.chunk).toBe(1);
  await expect(page.locator('.service-placeholder')).toHaveCount(1);
  if (browserName === 'chromium') expect(await page.evaluate(() => window.__cls)).toBe(0);
  await allow.click();
  await expect(page.frameLocator('iframe[title="Video"]').getByText('video')).toBeVisible();
  await expect(page.locator('.service-placeholder')).toHaveCount(0);
});

test('the floating preference button is in the first frame without a banner, and in the frame the banner leaves', async ({
  page,
  browserName,
}) => {
  const site = await createSite({ regions: { eu: { enable_cookie_preference_button: true } } });
  const t = await texts(site);
  await recordFrames(page);
  const held = await holdChunk(page);
  // Not until `load`: the held chunk would keep it from coming.
  await page.goto(await videoPage(page, site), { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: t.banner_label });
  await banner.getByRole('button', { name: t.decline, exact: true }).click();
  await expect(banner).toBeHidden();
  const button = page.locator('[data-service-consent]').getByRole('button', { name: t.pref_button, exact: true });
  await expect(button).toBeVisible();
  let all = await frames(page);
  // From the first frame the banner is gone, the button is there: no late box.
  const gone = all.findIndex((f, i) => i > 0 && all[i - 1]!.banner && !f.banner);
  expect(gone).toBeGreaterThan(0);
  expect(all[gone]!.button).toBe(true);

  // The next page view shows no banner: the button is in the UI's first frame, with the chunk still held.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(button).toBeVisible();
  all = await frames(page);
  const firstDrawn = all.findIndex((f) => f.button || f.placeholder);
  expect(all[firstDrawn]).toMatchObject({ button: true, placeholder: true, banner: false });
  if (browserName === 'chromium') expect(await page.evaluate(() => window.__cls)).toBe(0);
  // A button with a name that opens the preference centre once the chunk comes.
  await button.focus();
  await page.keyboard.press('Enter');
  held.release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the Global Privacy Control note closes with its button or the keyboard, stays closed, and shifts nothing', async ({
  page,
  browserName,
}) => {
  const site = await createSite({ regions: { us: { enable_cookie_preference_button: true } } });
  const t = await texts(site);
  await recordFrames(page);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const url = await hostPage(page, {
    origin: site.origin,
    head: site.firstView.replace('<script ', '<script data-region="us" '),
    body: '<main><h1>Shop</h1><p>Everything below stays where it is.</p></main>',
  });
  await page.goto(url);
  const ui = page.locator('[data-service-consent]');
  const note = ui.getByText((t as Texts & { gpc_note: string }).gpc_note);
  await expect(note).toBeVisible();
  // Fixed over the page: it takes no room in it.
  expect(await ui.locator('.pg').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const close = ui.getByRole('button', { name: t.close, exact: true });
  await close.click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await expect(ui.getByRole('button', { name: t.pref_button, exact: true })).toBeVisible();
  await expect(note).toHaveCount(0);
  if (browserName === 'chromium') expect(await page.evaluate(() => window.__cls)).toBe(0);

  // Keyboard, in a fresh visitor's storage: Tab reaches the close button, Enter closes, focus goes to the button.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(note).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(note).toHaveCount(0);
  await expect(ui.getByRole('button', { name: t.pref_button, exact: true })).toBeFocused();
  await page.reload();
  await expect(ui.getByRole('button', { name: t.pref_button, exact: true })).toBeVisible();
  await expect(note).toHaveCount(0);
});
