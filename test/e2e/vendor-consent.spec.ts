import { expect, test } from '@playwright/test';
import { en } from '../../src/service/texts/lang/en.ts';
import { createSite, hostPage, SERVICE } from './support.ts';

// Shopify's Customer Privacy API and the vendors' own consent calls (docs/integrations.md): per-website pieces of the
// first-view script, each decision handed to the APIs on the page, here stand-ins that record their calls.
const STAND_INS = `<script>
window.__calls = [];
var rec = function (name) { return function () { __calls.push([name].concat([].slice.call(arguments))); }; };
window.Shopify = { customerPrivacy: { setTrackingConsent: function (c, done) { __calls.push(['shopify', c]); done(); } } };
window.fbq = rec('fbq');
window.clarity = rec('clarity');
window.ttq = { grantConsent: rec('ttq.grantConsent'), revokeConsent: rec('ttq.revokeConsent') };
window._paq = { push: rec('_paq.push') };
</script>`;

test("Shopify's Customer Privacy API and Meta, Clarity, TikTok, Matomo get each decision; off, none of it is served", async ({
  page,
}) => {
  const site = await createSite({
    banner: { shopify_customer_privacy: true, vendor_consent_calls: true },
    regions: { eu: { enable_decline_button: true } },
  });
  const calls = () => page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls);
  const url = await hostPage(page, {
    origin: site.origin,
    head: site.firstView.replace('<script ', '<script data-region="eu" ') + STAND_INS,
  });

  await page.goto(url);
  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).click();
  await expect
    .poll(calls)
    .toEqual([
      ['shopify', { analytics: true, marketing: true, preferences: true, sale_of_data: true }],
      ['fbq', 'consent', 'grant'],
      ['clarity', 'consent'],
      ['ttq.grantConsent'],
      ['_paq.push', ['setConsentGiven']],
    ]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await page.getByRole('button', { name: en.texts.decline, exact: true }).click();
  await expect
    .poll(calls)
    .toEqual([
      ['shopify', { analytics: false, marketing: false, preferences: false, sale_of_data: false }],
      ['fbq', 'consent', 'revoke'],
      ['clarity', 'consent', false],
      ['ttq.revokeConsent'],
      ['_paq.push', ['forgetConsentGiven']],
    ]);

  const off = await createSite();
  const served = await (await page.request.get(`${SERVICE}/c/${off.uuid}.js`)).text();
  expect(served).not.toContain('setTrackingConsent');
  expect(served).not.toContain('grantConsent');
});
