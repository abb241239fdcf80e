import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../../playwright.config.ts';
import { en } from '../../src/service/texts/lang/en.ts';
import { ACCOUNT, client, createSite, one, SERVICE, type Site } from './support.ts';
import { canRunWordPress, startWordPress, type WordPress } from './wordpress-site.ts';

// The WordPress plugin (integrations/wordpress/, docs/integrations.md) in a real WordPress 6.1 on MariaDB, driven as
// a visitor and as the site's administrator: the snippet first in <head>, a decision in the banner reaching
// wp_has_consent() on the next request and wp_set_consent() in the browser, both shortcodes, the settings page.
test.skip(!canRunWordPress(), 'php, mariadb-server or wordpress is not installed (see the line above)');

let wp: WordPress;
let site: Site;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const created = createSite({ publish: true, regions: { eu: { enable_decline_button: true } } }).then((s) => {
    site = s;
    return { service: SERVICE, websiteUuid: s.uuid, policyUuid: s.documentId.replace(/^doc_/, '') };
  });
  wp = await startWordPress(created);
});
test.afterAll(async () => {
  await wp?.stop();
});
test.beforeEach(async ({ page }) => {
  // The visitor is in the EU (the service's geo header for tests): the banner asks before anything is granted.
  await page.setExtraHTTPHeaders({ 'x-e2e-country': 'DE' });
  // The WP Consent API's change event, as its documented listeners get it (the detail's keys are categories).
  await page.addInitScript(() => {
    const w = window as unknown as { __wpConsent: string[][] };
    w.__wpConsent = [];
    document.addEventListener('wp_listen_for_consent_change', (e) => {
      const d = (e as CustomEvent).detail as Record<string, string>;
      for (const k of Object.keys(d)) w.__wpConsent.push([k, d[k]!]);
    });
  });
});
test.afterEach(() => {
  // WordPress 6.1 itself logs PHP 8.2 deprecations; the plugin logs nothing.
  expect(
    wp
      .phpErrors()
      .split('\n')
      .filter((l) => l.includes('consent-service')),
  ).toEqual([]);
});

interface Answers {
  functional: boolean;
  preferences: boolean;
  statistics: boolean;
  'statistics-anonymous': boolean;
  marketing: boolean;
  consent_type: string;
  registered: boolean;
  secret_autoload: string | null;
}
/** wp_has_consent() for each category on a new request with the browser's cookies (the test mu-plugin's answer). */
const serverSide = async (page: Page) => (await (await page.request.get(`${wp.url}/?e2e_consent=1`)).json()) as Answers;
const wpConsentEvents = (page: Page) => page.evaluate(() => (window as unknown as { __wpConsent: string[][] }).__wpConsent);
const ALL_DENIED = { functional: true, preferences: false, statistics: false, 'statistics-anonymous': false, marketing: false };

test('the snippet is the first script in <head>, before what WordPress, the theme and plugins print', async ({ request }) => {
  const html = await (await request.get(`${wp.url}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = head.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts[0]).toContain(`src="${SERVICE}/c/${site.uuid}.js"`);
  expect(scripts[0]).toContain(`data-website-uuid="${site.uuid}"`);
  expect(scripts[0]).not.toMatch(/\b(async|defer)\b/);
  // The test mu-plugin prints one at wp_head's first priority and enqueues one for the head: both come later.
  expect(scripts.slice(1).join('')).toContain('e2e-head.js');
  expect(head.indexOf('e2eEarlyHead')).toBeGreaterThan(head.indexOf(scripts[0]!));
});

test('accepting in the banner: wp_has_consent() is true on the next request, wp_set_consent() was called', async ({ page }) => {
  // Before any decision: opt-in, registered, nothing but functional.
  expect(await serverSide(page)).toMatchObject({ ...ALL_DENIED, consent_type: 'optin', registered: true });
  await page.goto(`${wp.url}/`);
  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).click();
  await expect
    .poll(() => wpConsentEvents(page))
    .toEqual(
      expect.arrayContaining([
        ['statistics', 'allow'],
        ['marketing', 'allow'],
        ['preferences', 'allow'],
      ]),
    );
  expect(await page.evaluate(() => [window.wp_consent_type, wp_has_consent('statistics')])).toEqual(['optin', true]);
  // The WP Consent API's own script ran: the real plugin's (WP_CONSENT_API_DIR) or the stand-in's.
  const api = wp.realConsentApi ? '/wp-consent-api/assets/js/wp-consent-api' : '/wp-consent-api/wp-consent-api.js';
  await expect(page.locator(`script[src*="${api}"]`)).toHaveCount(1);
  expect(await serverSide(page)).toMatchObject({
    functional: true,
    preferences: true,
    statistics: true,
    'statistics-anonymous': true,
    marketing: true,
  });
});

test('declining in the banner: wp_has_consent() is false on the next request; a garbled cookie is no consent', async ({
  page,
  context,
}) => {
  await page.goto(`${wp.url}/`);
  await page.getByRole('button', { name: en.texts.decline, exact: true }).click();
  await expect
    .poll(() => wpConsentEvents(page))
    .toEqual(
      expect.arrayContaining([
        ['statistics', 'deny'],
        ['marketing', 'deny'],
      ]),
    );
  expect(await page.evaluate(() => wp_has_consent('statistics'))).toBe(false);
  expect(await serverSide(page)).toMatchObject(ALL_DENIED);

  // The runtime's cookie is the one source: the API's own cookie saying `allow` does not override a garbled choice.
  await context.clearCookies();
  await context.addCookies([
    { name: 'service_consent', value: '1:epads:accept_all:notanumber:v:not-a-uuid', url: wp.url },
    { name: 'wp_consent_statistics', value: 'allow', url: wp.url },
  ]);
  expect(await serverSide(page)).toMatchObject(ALL_DENIED);

  // Read from the raw header as the runtime writes it: PHP's $_COOKIE would have decoded the version's `%3A` to `:`.
  await context.clearCookies();
  const at = Math.floor(Date.now() / 1000);
  await context.addCookies([
    { name: 'service_consent', value: `1:ea:custom:${at}:v%3A1:3f1c2b4a-1234-4abc-8def-0123456789ab`, url: wp.url },
  ]);
  expect(await serverSide(page)).toMatchObject({ ...ALL_DENIED, statistics: true, 'statistics-anonymous': true });
});

test('[consent_service_policy] renders the published policy in its frame', async ({ page }) => {
  await page.goto(wp.pages.policy);
  const frame = page.locator(`iframe[src^="${SERVICE}/policies/${site.documentId.replace(/^doc_/, '')}"]`);
  await expect(frame).toBeVisible();
  await expect(frame.contentFrame().getByRole('heading').first()).toBeVisible();
});

test('[consent_service_preferences] opens the preference centre', async ({ page }) => {
  await page.goto(wp.pages.preferences);
  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).click();
  await page.getByRole('button', { name: 'Change cookie settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: en.texts.pc_title })).toBeVisible();
});

test('settings: hostile input is refused and nothing from the service reaches the page unescaped', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInToWordPress(page);
  // The owner's way in: Plugins → the plugin's Settings link.
  await page.goto(`${wp.url}/wp-admin/plugins.php`);
  await page.locator('tr[data-plugin="consent-service/consent-service.php"]').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Consent Service', level: 1 })).toBeVisible();

  // An attacker's values, past the browser's own checks: none is stored, each says why.
  await page.locator('form[action$="options.php"]').evaluate((f) => f.setAttribute('novalidate', ''));
  await page.getByLabel('Service URL').fill('javascript:alert(1)//');
  await page.getByLabel('Website uuid').fill('"><script>alert(2)</script>');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The service URL must be an https:// address')).toBeVisible();
  await expect(page.getByText('The website uuid must be a UUID')).toBeVisible();
  await expect(page.getByLabel('Service URL')).toHaveValue(SERVICE);
  await expect(page.getByLabel('Website uuid')).toHaveValue(site.uuid);

  // Sign-in lists the account's websites through the signed API; a hostile name is shown as text.
  const hostile = one(
    await client.websites.create([{ account_id: ACCOUNT, name: '<img src=x onerror=alert(3)>', url: 'https://hostile.test' }]),
    'website',
  );
  const signIn = async (privateKey: string) => {
    await page.getByLabel('Account id').fill(ACCOUNT);
    await page.getByLabel('Public key').fill(E2E.publicKey);
    await page.getByLabel('Private key').fill(privateKey);
    await page.getByRole('button', { name: 'Sign in and list websites' }).click();
  };
  await signIn('sk_wrong_0123456789abcdef0123456789abcdef');
  await expect(page.getByText('The service refused the key pair or the account')).toBeVisible();
  await expect(page.getByLabel('Website', { exact: true })).toHaveCount(0);
  await signIn(E2E.privateKey);
  const pick = page.getByLabel('Website', { exact: true });
  await expect(pick.locator(`option[value="${hostile.uuid}"]`)).toHaveText('<img src=x onerror=alert(3)> (https://hostile.test)');
  expect(await page.content()).not.toContain(E2E.privateKey);
  expect(await page.getByLabel('Private key').inputValue()).toBe('');
  expect((await serverSide(page)).secret_autoload).toBe('no');

  await pick.selectOption(hostile.uuid);
  await page.getByRole('button', { name: 'Use this website' }).click();
  await expect(page.getByText('Website chosen')).toBeVisible();
  const home = await (await page.request.get(`${wp.url}/`)).text();
  expect(home.match(/<script\b[^>]*>/)?.[0]).toContain(`/c/${hostile.uuid}.js`);
  expect(dialogs).toEqual([]);
});

test('settings written past the checks, straight into the database, are escaped and print no snippet', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const raw = {
    service_url: 'javascript:alert(4)//',
    website_uuid: '"><script>alert(5)</script>',
    policy_uuid: '" autofocus onfocus="alert(6)',
  };
  await page.request.get(`${wp.url}/?e2e_raw_settings=${encodeURIComponent(JSON.stringify(raw))}`);
  await signInToWordPress(page);
  await page.goto(SETTINGS());
  await expect(page.getByLabel('Service URL')).toHaveValue(raw.service_url);
  await expect(page.getByLabel('Website uuid')).toHaveValue(raw.website_uuid);
  await expect(page.getByLabel('Policy document uuid')).toHaveValue(raw.policy_uuid);
  for (const url of [`${wp.url}/`, wp.pages.policy]) {
    const html = await (await page.request.get(url)).text();
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('service-embed');
  }
  expect(dialogs).toEqual([]);
  // A real policy with a service URL that never passed the checks: nothing is loaded from that URL either.
  const policyUuid = site.documentId.replace(/^doc_/, '');
  const stray = { ...raw, service_url: 'https://elsewhere.example/x', policy_uuid: policyUuid };
  await page.request.get(`${wp.url}/?e2e_raw_settings=${encodeURIComponent(JSON.stringify(stray))}`);
  expect(await (await page.request.get(wp.pages.policy)).text()).not.toContain('elsewhere.example');
});

async function signInToWordPress(page: Page) {
  await page.goto(`${wp.url}/wp-login.php`);
  await page.locator('#user_login').fill(wp.admin.user);
  await page.locator('#user_pass').fill(wp.admin.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/wp-admin/);
}
const SETTINGS = () => `${wp.url}/wp-admin/options-general.php?page=consent-service`;

declare global {
  interface Window {
    wp_consent_type?: string;
  }
  function wp_has_consent(category: string): boolean;
}
