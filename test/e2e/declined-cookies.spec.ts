import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT, client, createSite, hostPage, SERVICE, texts } from './support.ts';

// Declining a category removes the first-party cookies and storage keys the website's cookie list puts in it
// (docs/runtime.md#declined-cookies-are-removed): accept, then reject all in the preference centre, then reload.
// Essential ones and the choice's own cookie stay; what a tag that ignores consent sets again on the next page
// view is removed again.

/** The page's tags: set on accepting (gated), or on every page view (a tag that ignores consent). */
const TAGS = `
<script type="text/plain" data-service-category="analytics">
  document.cookie = '_ga=GA1.1.1; path=/; domain=' + location.hostname;
  document.cookie = '_ga_XYZ789=GS1.1; path=/; domain=' + location.hostname;
  localStorage.setItem('ajs_anonymous_id', 'a1');
</script>
<script type="text/plain" data-service-category="advertising">
  document.cookie = '_gcl_au=1.1.1; path=/shop';
  sessionStorage.setItem('_uetsid', 'u1');
</script>
<script>
  document.cookie = '_gid=GA1.1.2; path=/';
  document.cookie = 'cart_id=c1; path=/';
  localStorage.setItem('cart', '[1]');
</script>`;

const DECLINED = ['_ga', '_ga_XYZ789', '_gid', '_gcl_au'];

async function siteWithList() {
  const site = await createSite({ cookies: [{ name: 'cart_id', category: 'essential', tracker_type: 'http_cookie' }] });
  const domain = `.${new URL(site.origin).hostname}`;
  const cookie = (name: string, category: string, tracker_type: string) => ({
    account_id: ACCOUNT,
    website_id: site.id,
    name,
    domain,
    category,
    tracker_type,
  });
  await client.cookies.create([
    cookie('cart', 'essential', 'html_local_storage'),
    cookie('_ga', 'analytics;', 'http_cookie'),
    // The name a scan first saw: `_ga_XYZ789` is the same cookie (the `_ga_` prefix).
    cookie('_ga_ABC123', 'analytics;', 'http_cookie'),
    cookie('_gid', 'analytics;', 'http_cookie'),
    cookie('ajs_anonymous_id', 'analytics;', 'html_local_storage'),
    cookie('_gcl_au', 'advertising', 'http_cookie'),
    cookie('_uetsid', 'advertising', 'html_session_storage'),
    // Another site's: the page cannot reach it, and the config does not name it.
    { ...cookie('IDE', 'advertising', 'http_cookie'), domain: '.doubleclick.net' },
  ] as never);
  return site;
}

const cookieNames = async (page: Page, origin: string) => (await page.context().cookies(origin)).map((c) => c.name).sort();
/** The page's storage keys, without the older snippet's copy of the config (`service_consent_config:…`). */
const storageKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage)
      .filter((k) => !k.startsWith('service_consent_config:'))
      .sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
const configCopy = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('service_consent_config:')));

for (const snippet of ['firstView', 'snippet'] as const) {
  test(`accept, reject all in the centre, reload: the declined categories' cookies and storage are gone (${snippet})`, async ({
    page,
  }) => {
    const site = await siteWithList();
    const config = await (await page.request.get(`${SERVICE}/public/v1/websites/${site.uuid}/config?lang=en`)).json();
    expect(config.purge).toEqual({ analytics: '_ga|_ga_.*|_gid|ajs_anonymous_id', advertising: '_gcl_au|_uetsid' });
    const t = await texts(site);
    const url = await hostPage(page, {
      origin: site.origin,
      path: '/shop/cart',
      head: site[snippet] + TAGS,
      body: '<main><h1>Cart</h1><button type="button" class="service-display-preferences">Cookie settings</button></main>',
    });
    await page.goto(url);
    await page.getByRole('region', { name: t.banner_label }).getByRole('button', { name: t.accept_all }).click();
    await expect.poll(() => cookieNames(page, url)).toEqual([...DECLINED, 'cart_id', 'service_consent'].sort());
    await expect.poll(() => storageKeys(page)).toEqual({ local: ['ajs_anonymous_id', 'cart'], session: ['_uetsid'] });

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const centre = page.getByRole('dialog', { name: t.pc_title });
    await expect(centre.getByText(t.third_party_note)).toBeVisible();
    await centre.getByRole('button', { name: t.decline_all, exact: true }).click();
    await expect(centre).toBeHidden();
    await expect.poll(() => cookieNames(page, url)).toEqual(['cart_id', 'service_consent']);
    await expect.poll(() => storageKeys(page)).toEqual({ local: ['cart'], session: [] });
    // What the runtime keeps stays: the older snippet's copy of the config.
    expect(await configCopy(page)).toHaveLength(snippet === 'snippet' ? 1 : 0);

    // The next page view: the tag that ignores consent sets `_gid` again, and it is removed again.
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.cookie.includes('cart_id=c1'))).toBe(true);
    await expect.poll(() => cookieNames(page, url)).toEqual(['cart_id', 'service_consent']);
    expect(await storageKeys(page)).toEqual({ local: ['cart'], session: [] });
  });
}
