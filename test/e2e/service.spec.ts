import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  ACCOUNT,
  axe,
  client,
  consentCount,
  createSite,
  hostPage,
  one,
  preview,
  putBanner,
  records,
  SERVICE,
  settled,
  texts,
  watchErrors,
  watchUncaught,
} from './support.ts';

// End to end: a partner creates a website through the signed client,
// pastes the snippets into its page, a visitor decides, and the partner reads
// the result back — all against the real service the suite started.
// Tests tagged @server prove the service's side; the browser adds nothing
// engine-specific to them, so they run on Chromium only.
const SERVER = { tag: '@server' };

test(
  'create a website, paste its snippet, decide: consent_count rises and the records are the proof',
  SERVER,
  async ({ browser, page }) => {
    const site = await createSite();
    const t = await texts(site);
    expect(await consentCount(site)).toBe(0);

    await page.goto(
      await hostPage(page, {
        origin: site.origin,
        head: site.snippet,
        body: `<main><h1>Shop</h1>${site.preferenceButton}</main>`,
      }),
    );
    await page.getByRole('button', { name: t.decline, exact: true }).click();
    await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(1);

    // A second visitor (a browser of their own) accepts.
    const other = await browser.newContext();
    try {
      const page2 = await other.newPage();
      await page2.goto(await hostPage(page2, { origin: site.origin, head: site.snippet }));
      await page2.getByRole('button', { name: t.accept_all, exact: true }).click();
      await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(2);
    } finally {
      await other.close();
    }

    // The first visitor changes their mind through the page's preference button (code_snippet.cookie_preference_button).
    await page.getByRole('button', { name: 'Cookie preferences' }).first().click();
    await page.getByRole('dialog', { name: t.pc_title }).getByRole('button', { name: t.accept_all, exact: true }).click();
    await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(3);

    const proof = await records(site);
    expect(proof.map((r) => [r.method, r.granted.length])).toEqual(
      expect.arrayContaining([
        ['decline', 1],
        ['accept_all', 5],
        ['accept_all', 5],
      ]),
    );
    expect(new Set(proof.map((r) => r.visitor)).size).toBe(2);
    expect(proof.every((r) => r.origin === site.origin && r.website === site.uuid)).toBe(true);
    // Each names the banner revision it was made under, the one the config answer names beside the config, which a
    // page of another origin can read (docs/proof.md#which-banner-revision-a-record-names).
    const served = await page.evaluate(
      async (url) => (await fetch(url)).headers.get('Banner-Revision'),
      `${SERVICE}/public/v1/websites/${site.uuid}/config?lang=en`,
    );
    expect(served).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.map((r) => r.banner_revision)).toEqual([served, served, served]);
  },
);

test("records from an origin that is not the website's are refused and not counted", SERVER, async ({ page }) => {
  const site = await createSite();
  const t = await texts(site);
  // Same snippet, pasted on somebody else's page.
  const refused: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/public/v1/consents')) refused.push(r.status());
  });
  await page.goto(await hostPage(page, { origin: 'http://impostor.test', head: site.snippet }));
  await page.getByRole('button', { name: t.accept_all, exact: true }).click();
  await expect.poll(() => refused).toEqual([403]);
  expect(await consentCount(site)).toBe(0);
});

test('a banner changed through the API: a new visitor sees it at once, a returning one on the view after next', async ({
  browser,
  page,
}) => {
  const site = await createSite({ banner: { display_style: 'stretch', position: 'bottom' } });
  const t = await texts(site);
  const url = await hostPage(page, { origin: site.origin, head: site.snippet });
  await page.goto(url);
  await expect(page.getByRole('region', { name: t.banner_label })).toBeVisible();

  const theme = one(
    await client.themes.create([
      {
        account_id: ACCOUNT,
        website_id: site.id,
        font_family: 'Georgia, serif',
        font_size: '15px',
        color: '#1f2937',
        background: '#fef3c7',
        btn_background: '#92400e',
        btn_text_color: '#ffffff',
      },
    ]),
    'theme',
  );
  await putBanner(site.id, { display_style: 'modal', theme_id: theme.id });

  const fresh = await browser.newContext();
  try {
    const page2 = await fresh.newPage();
    await page2.goto(await hostPage(page2, { origin: site.origin, head: site.snippet }));
    await expectModalWithTheme(page2, t.banner_title);
  } finally {
    await fresh.close();
  }

  // The visitor who has the config on the device: this view still uses it (stale-while-revalidate) …
  await page.goto(url);
  await settled(page);
  await expect(page.getByRole('region', { name: t.banner_label })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((k) => JSON.parse(localStorage.getItem(k) || '{}').display_style, `service_consent_config:${site.uuid}:en`),
    )
    .toBe('modal');
  // … and the next follows the change.
  await page.goto(url);
  await expectModalWithTheme(page, t.banner_title);
});

async function expectModalWithTheme(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(0);
  expect(await dialog.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).fontFamily])).toEqual([
    'rgb(254, 243, 199)',
    'Georgia, serif',
  ]);
}

/** The embed's iframe, once it has its content height; returns both heights and the frame's own scroll state. */
async function embeddedPolicy(page: Page, documentUuid: string) {
  const frame = page.locator(`iframe[src^="${SERVICE}/policies/${documentUuid}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('title', /\S/);
  const content = page.frameLocator(`iframe[src^="${SERVICE}/policies/"]`);
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  const measure = async () => {
    const frameHeight = (await frame.boundingBox())!.height;
    // The document's own height (its root box: scrollHeight never drops below the frame's height, so it cannot tell).
    const [doc, scroll, inner] = await content
      .locator('html')
      .evaluate((html) => [html.getBoundingClientRect().height, html.scrollHeight, window.innerHeight]);
    // The frame is as tall as its document, so the document has nothing left to scroll.
    return {
      frame: frameHeight,
      doc: doc!,
      scroll: scroll!,
      inner: inner!,
      fits: Math.abs(frameHeight - doc!) <= 2 && scroll! <= inner! + 1,
    };
  };
  await expect.poll(measure).toMatchObject({ fits: true });
  return measure();
}

test('a published policy shows through the embed at its full height, with no scrollbar of its own', async ({ page }) => {
  const site = await createSite({ publish: true });
  expect(site.embed).toBe(
    `<div name="service-embed" data-id="${site.documentId.replace(/^doc_/, '')}"></div><script src="${SERVICE}/embed-policy.min.js" async></script>`,
  );
  const doc = site.documentId.replace(/^doc_/, '');
  await page.goto(await hostPage(page, { origin: site.origin, body: `<main><h1>Our cookie policy</h1>${site.embed}</main>` }));
  const h = await embeddedPolicy(page, doc);
  expect(h.frame).toBeGreaterThan(300);
  expect(h.frame).not.toBe(480); // the embed's height before the frame reports its own
  // What it shows is the website's published policy: its cookies are in it.
  await expect(page.frameLocator('iframe').getByText('_ga', { exact: true }).first()).toBeVisible();
});

test(
  'a published policy follows its cookies: a new cookie is in it at once, as a new version, and the earlier version stays readable',
  SERVER,
  async ({ page }) => {
    const site = await createSite({ publish: true });
    const doc = site.documentId.replace(/^doc_/, '');
    const [cookie] = await client.cookies.create([
      { account_id: ACCOUNT, website_id: site.id, name: 'brand_new_cookie', category: 'performance', en_us: 'New.' },
    ]);
    expect(cookie).not.toHaveProperty('error');
    // Republished with the write (docs/decisions/policies.md#revisions): nothing is left for the owner to publish.
    expect((await preview(site.id)).republish_required).toBe(false);
    const url = await hostPage(page, { origin: site.origin, body: `<main>${site.embed}</main>` });
    await page.goto(url);
    await embeddedPolicy(page, doc);
    await expect(page.frameLocator('iframe').getByText('brand_new_cookie').first()).toBeVisible();

    // The version the owner published is still there, as it was.
    await page.goto(`${SERVICE}/policies/${doc}?revision=1`);
    await expect(page.getByText('_ga', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('brand_new_cookie')).toHaveCount(0);
  },
);

// The CSP the README documents for a host page, and nothing more (no 'unsafe-inline' anywhere).
const STRICT_CSP = `default-src 'self'; script-src ${SERVICE}; frame-src ${SERVICE}; style-src 'self'; connect-src ${SERVICE}`;

test('a strict-CSP host page shows the banner, the preference centre and the embedded policy with no violation', async ({
  page,
}) => {
  const site = await createSite({ publish: true });
  const t = await texts(site);
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const doc = site.documentId.replace(/^doc_/, '');
  await page.goto(
    await hostPage(page, {
      origin: site.origin,
      head: site.snippet,
      body: `<main><h1>Policy</h1>${site.embed}</main>`,
      csp: STRICT_CSP,
    }),
  );

  // The CSP is really in force: an inline script of the page itself is blocked (and reported).
  const probe = 'window.__inline = 1';
  expect(
    await page.evaluate((probe) => {
      const s = document.createElement('script');
      s.textContent = probe;
      document.head.append(s);
      return (window as unknown as { __inline?: number }).__inline;
    }, probe),
  ).toBeUndefined();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.length)).toBe(1);
  // Firefox also reports the probe's block as a page error, at a moment of its own (once after the check
  // below, in a loaded CI run): that one error, named by the probe's hash, is the test's, not the runtime's.
  const probeHash = createHash('sha256').update(probe).digest('base64');
  const notTheProbe = () => errors.filter((e) => !e.includes(probeHash));

  const banner = page.getByRole('region', { name: t.banner_label });
  await expect(banner).toBeVisible();
  // Styled (a stylesheet inside the shadow root), not raw: the buttons have the theme's background.
  expect(
    await banner.getByRole('button', { name: t.accept_all, exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');
  await embeddedPolicy(page, doc);

  await banner.getByRole('button', { name: t.preferences, exact: true }).click();
  const centre = page.getByRole('dialog', { name: t.pc_title });
  await expect(centre).toBeVisible();
  await centre.getByRole('button', { name: t.accept_all, exact: true }).click();
  // connect-src {app_url} carries the record.
  await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(1);

  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.slice(1))).toEqual([]);
  expect(notTheProbe()).toEqual([]);
});

test('without connect-src for the service, the runtime fails closed: no banner, no page error, nothing granted', async ({
  page,
}) => {
  // Documents why the README's CSP needs connect-src {app_url}: the config is fetched from it.
  const site = await createSite();
  const uncaught = await watchUncaught(page);
  const csp = `default-src 'self'; script-src ${SERVICE}; frame-src ${SERVICE}; style-src 'self'`;
  await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet, csp }));
  expect(await settled(page)).toBeNull();
  await expect(page.locator('[data-service-consent]')).toHaveCount(0);
  expect(await uncaught()).toEqual([]);
});

test(
  'a collaborator accepts the invitation in the browser: labelled form, errors announced, keyboard only, no axe violation, signed in',
  SERVER,
  async ({ browser }) => {
    const [col] = await client.collaborators.create([
      { account_id: ACCOUNT, email: `ed-${Date.now()}@shop.example`, role: 'admin' },
    ]);
    const url = one([col!], 'collaborator').invitation_url!;
    // The page's own CSP forbids every script; axe is injected past it.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.getByLabel('First name').fill('Edith');
    await page.keyboard.press('Enter'); // the last name is missing
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required.');
    await expect(page.getByLabel('First name')).toHaveValue('Edith');
    expect(await axe(page)).toEqual([]);

    // The password was not given either: refused, described by its rule and its error, never sent back.
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Last name').fill('Nörd');
    await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Accepted and signed in: the console opens on the account's websites.
    await expect(page).toHaveURL(/\/console\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
    const [stored] = (await client.collaborators.list([{ account_id: ACCOUNT, ids: [col!.id as string] }])).results;
    expect(stored).toMatchObject({ first_name: 'Edith', last_name: 'Nörd', invitation_status: 'accepted', invitation_url: null });
    await context.close();
  },
);
