import { expect, test } from '@playwright/test';
import { en } from '../../src/service/texts/lang/en.ts';
import { ACCOUNT, client, consentCount, createSite, hostPage, SERVICE, settled, texts, watchUncaught } from './support.ts';

// The website's code_snippet.banner as a partner gets it: one script, `{app_url}/c/{uuid}.js`, that carries
// the runtime and the website's config for the visitor's region and language (docs/decisions/first-view.md).

const pageViews = async (id: string) => (await client.websites.list([{ account_id: ACCOUNT, ids: [id] }])).results[0]!.page_views;

test('a first view makes exactly one request to the service before the banner is visible', async ({ page }) => {
  const site = await createSite();
  const t = await texts(site);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(SERVICE)) asked.push(r.url());
  });
  await page.goto(await hostPage(page, { origin: site.origin, head: site.firstView }));
  await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toBeVisible();
  expect(asked).toEqual([`${SERVICE}/c/${site.uuid}.js`]);
});

test('the first-view script: the decision is recorded, the page view counted once, a returning view settles on the choice', async ({
  page,
}) => {
  const site = await createSite();
  // The texts from the language pack, not from the config endpoint: fetching it would count a page view too.
  const accept = page.getByRole('button', { name: en.texts.accept_all, exact: true });
  const url = await hostPage(page, { origin: site.origin, head: site.firstView });
  await page.goto(url);
  await accept.click();
  await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(1);
  // Counted when the script request reached the service; page views reach the database every 5 s.
  await expect.poll(() => pageViews(site.id), { timeout: 15_000 }).toBe(1);

  await page.goto(url);
  expect(await settled(page)).toMatchObject({ method: 'accept_all' });
  await expect(accept).toHaveCount(0);
  // The returning view counts too (from the browser's copy, the revalidation carries the count).
  await expect.poll(() => pageViews(site.id), { timeout: 15_000 }).toBe(2);
});

test('a QA language in the first-view script hands over to consent.min.js, which shows the banner in that language', async ({
  page,
}) => {
  const site = await createSite({ banner: { selected_languages: ['de'] } });
  const de = await texts(site, 'de');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(SERVICE)) asked.push(r.url().replace(SERVICE, ''));
  });
  // The visitor reads English (Accept-Language): the inlined config is English; the QA attribute asks for German.
  await page.goto(
    await hostPage(page, { origin: site.origin, head: site.firstView.replace('<script ', '<script data-lang="de" ') }),
  );
  await expect(page.getByRole('button', { name: de.accept_all, exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.ServiceConsent!.lang())).toBe('de');
  expect(asked).toEqual([`/c/${site.uuid}.js`, '/consent.min.js', `/public/v1/websites/${site.uuid}/config?lang=de`]);
  // One runtime on the page: one banner.
  await expect(page.locator('[data-service-consent]')).toHaveCount(1);
});

test('Microsoft UET consent mode: uetq gets ad_storage denied before any tag, then each decision; off, none of it is served', async ({
  page,
}) => {
  const site = await createSite({ regions: { eu: { enable_decline_button: true } } });
  const uetq = () => page.evaluate(() => (window as unknown as { uetq?: unknown[] }).uetq ?? []);
  // A UET tag's own queue line right after the snippet sees the default already there.
  const head = `${site.firstView.replace('<script ', '<script data-region="eu" ')}
<script>window.uetq = window.uetq || []; window.__atTag = window.uetq.slice();</script>`;
  await page.goto(await hostPage(page, { origin: site.origin, head }));
  const atTag = await page.evaluate(() => (window as unknown as { __atTag: unknown[] }).__atTag);
  expect(atTag).toEqual(['consent', 'default', { ad_storage: 'denied' }]);
  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).click();
  await expect
    .poll(uetq)
    .toEqual(['consent', 'default', { ad_storage: 'denied' }, 'consent', 'update', { ad_storage: 'granted' }]);
  // A returning view: the default, then the stored choice at once.
  await page.reload();
  expect(await uetq()).toEqual(['consent', 'default', { ad_storage: 'denied' }, 'consent', 'update', { ad_storage: 'granted' }]);

  const off = await createSite({ banner: { microsoft_consent_mode: false } });
  const served = await (await page.request.get(`${SERVICE}/c/${off.uuid}.js`)).text();
  expect(served).not.toContain('uetq');
  expect(await (await page.request.get(`${SERVICE}/c/${site.uuid}.js`)).text()).toContain('uetq');
});

test('the preference centre of a first view gets its texts from the service when it opens, in the inlined language; without them it opens nothing and throws nothing', async ({
  page,
}) => {
  const site = await createSite({ banner: { selected_languages: ['de'] } });
  const de = await texts(site, 'de');
  const uncaught = await watchUncaught(page);
  await page.setExtraHTTPHeaders({ 'accept-language': 'de-DE,de;q=0.9' });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(SERVICE)) asked.push(r.url().replace(SERVICE, ''));
  });
  const url = await hostPage(page, { origin: site.origin, head: site.firstView });
  await page.goto(url);
  // The first view carries the banner's words, not the centre's.
  const served = await (await page.request.get(`${SERVICE}/c/${site.uuid}.js`, { headers: { 'accept-language': 'de' } })).text();
  expect(served).toContain(de.banner_title);
  expect(served).not.toContain(de.pc_body);
  await page.getByRole('button', { name: de.preferences, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: de.pc_title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(de.pc_body);
  await expect(dialog.getByRole('button', { name: de.save, exact: true })).toBeVisible();
  expect(asked).toContain(`/public/v1/websites/${site.uuid}/cookies?lang=de`);

  // The answer cannot be had: nothing opens, the banner still decides.
  await page.route(`${SERVICE}/public/v1/websites/*/cookies*`, (route) => route.abort());
  await page.goto(url);
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/cookies?'));
  await page.getByRole('button', { name: de.preferences, exact: true }).click();
  await failed;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: de.accept_all, exact: true }).click();
  await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(1);
  expect(await uncaught()).toEqual([]);
});

test('a QA region whose settings the first view left out hands over to consent.min.js, which shows that region’s banner', async ({
  page,
}) => {
  const site = await createSite();
  // A visitor in eu, as an edge says: the first view carries eu's settings only.
  await page.setExtraHTTPHeaders({ 'x-e2e-country': 'DE' });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(SERVICE)) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(
    await hostPage(page, { origin: site.origin, head: site.firstView.replace('<script ', '<script data-region="us" ') }),
  );
  // us is opt-out: its banner's button is the opt-out one, from the fetched config.
  await expect(page.getByRole('button', { name: en.texts.decline_opt_out, exact: true })).toBeVisible();
  expect(asked.slice(0, 3)).toEqual([`/c/${site.uuid}.js`, '/consent.min.js', `/public/v1/websites/${site.uuid}/config`]);
  await expect(page.locator('[data-service-consent]')).toHaveCount(1);
});
