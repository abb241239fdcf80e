import { expect } from '@playwright/test';
import { isItemError } from '../../src/client/index.ts';
import { ACCOUNT, client, createSite, type Site, type SiteOptions } from './support.ts';

// A TCF website for the end-to-end specs (tcf.spec.ts on Chromium and Firefox, webkit.spec.ts on WebKit), over the
// vendor-list fixture the service fetched at start (test/e2e/vendor-list-origin.mjs).

/**
 * The fixture's vendors 1–4 and Google provider 89. Vendor 1 asks consent for purposes 1–4 and legitimate
 * interest for 7; vendor 2 consent for 1 and legitimate interest for 2, 8, 9; vendor 3 declares special purposes
 * only; vendor 4 consent for 1, 3, 4 and no legitimate interest.
 */
export const VENDORS = [1, 2, 3, 4];

/** A website with TCF on in `eu` (opt-in), those vendors and provider, and the publisher in France. */
export async function tcfSite(banner: SiteOptions['banner'] = {}): Promise<Site> {
  const site = await createSite({ banner, regions: { eu: { enable_tcf: true, consent_mode: 'opt_in' } } });
  // The service fetches the vendor list within moments of its start: the vendors are taken once it has it.
  await expect
    .poll(
      async () => {
        const [r] = await client.banners.put([
          { account_id: ACCOUNT, id: site.id, tcf_vendors: VENDORS, tcf_google_atp_ids: [89], tcf_publisher_cc: 'FR' },
        ]);
        return r && isItemError(r) ? JSON.stringify(r) : 'ok';
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe('ok');
  return site;
}
