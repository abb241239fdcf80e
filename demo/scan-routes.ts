import type { Hono } from 'hono';
import { isItemError, type ServiceClient } from '../src/client/index.ts';
import { type PrivateAccess, privateOriginsOf } from '../src/service/scan/private-access.ts';
import { demoThirdPartyOrigin } from './third-party.ts';

/**
 * What the demo adds to the scan settings: its own two origins may be
 * loopback addresses, for scans of the demo's account only, so the start-up
 * account (or any other) cannot scan the demo's /healthz or anything else on
 * this machine through them (docs/decisions/scans.md#the-demos-site).
 */
export const demoScanAccess = (appUrl: string, account: string): Omit<PrivateAccess, 'allowPrivate'> => ({
  allowPrivateOrigins: privateOriginsOf([appUrl, demoThirdPartyOrigin(appUrl)]),
  allowPrivateAccount: account,
});

/** The demo website's page on this service: what its scans load. */
export const demoSiteUrl = (appUrl: string, websiteId: string) => `${appUrl}/demo/site?website=${encodeURIComponent(websiteId)}`;

/**
 * "Scan this site" (docs/decisions/scans.md#the-demos-site): the QA panel asks here, and this
 * asks the signed /v1 API with the demo's key — trigger_scan, then
 * scan_report by the report's id — so the demo shows what a partner sees.
 * Scans reach the demo's own origins only (demo/main.ts passes them as
 * `allowPrivateOrigins`), so a demo website's url is pointed at its page of
 * the example site before its first scan (the seeded url is the bare origin).
 */
export function scanRoutes(app: Hono, api: () => ServiceClient, account: string, appUrl: string): void {
  app.post('/api/scan', async (c) => {
    const { website } = await c.req.json<{ website?: unknown }>().catch(() => ({ website: undefined }));
    if (typeof website !== 'string' || !website)
      return c.json({ error: 'validation_error', message: 'website (a website id) is required' }, 400);
    const [site] = (await api().websites.list([{ account_id: account, ids: [website] }])).results;
    if (!site) return c.json({ error: 'not_found', message: 'no such website' }, 404);
    const url = demoSiteUrl(appUrl, website);
    if (site.url !== url) {
      const [updated] = await api().websites.update([{ account_id: account, id: website, url }]);
      if (!updated || isItemError(updated)) return c.json({ error: 'demo_error', message: JSON.stringify(updated) }, 500);
    }
    const [out] = await api().scans.trigger([{ account_id: account, website_id: website, scan_type: 'all_pages' }]);
    if (!out || isItemError(out)) return c.json({ error: 'demo_error', message: JSON.stringify(out) }, 500);
    return c.json({ report_id: out.report_id });
  });

  // Polled by the panel while the scan runs (a GET: free of the replay guard, like a partner's polling).
  app.get('/api/scan', async (c) => {
    const website = c.req.query('website') ?? '';
    const id = c.req.query('report');
    const found = await api().scans.report([
      { account_id: account, website_id: website, ...(id ? { id } : { latest_scan: true }) },
    ]);
    const report = found.results[0];
    if (!report) return c.json({ error: 'not_found', message: 'no scan of this website yet' }, 404);
    return c.json(report);
  });
}
