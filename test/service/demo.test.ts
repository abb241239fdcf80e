import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../../demo/seed-data.ts';
import { demoRouteGroup } from '../../demo/server.ts';
import type { ServiceClient } from '../../src/client/index.ts';
import { createKeyPair } from '../../src/service/auth/keys.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { APP_URL, ok, type Service, startService } from './harness.ts';

// The demo's QA API is unauthenticated by design, so it must act for the
// demo's own account only: nothing it is asked can read or change another
// account's websites (docs/decisions/demo.md#the-demo-has-an-account-of-its-own).

let s: Service;
let demo: ServiceClient | null = null;
let demoSite: string;
let otherSite: string;
/** The demo's configured public origin (APP_URL). */
const ORIGIN = APP_URL;

beforeAll(async () => {
  s = await startService({
    groups: [demoRouteGroup({ account: DEMO_ACCOUNT_ID, client: () => demo, demoDir: join(import.meta.dirname, '../../demo') })],
  });
  demo = s.clientFor(await createKeyPair(s.db, s.ctx.kek, DEMO_ACCOUNT_ID));
  demoSite = ok(await demo.websites.create([{ account_id: DEMO_ACCOUNT_ID, url: 'https://demo.example', name: 'Demo' }]))[0]!.id;
  otherSite = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://real.example', name: 'Real' }]))[0]!.id;
});
afterAll(() => s.close());

describe('the demo API', () => {
  it("lists the demo account's websites only", async () => {
    const sites = (await (await s.app.request(`${ORIGIN}/demo/api/sites`)).json()) as { id: string }[];
    expect(sites.map((x) => x.id)).toEqual([demoSite]);
  });

  it('cannot read the consent records or analytics of a website of another account', async () => {
    const consents = (await (await s.app.request(`${ORIGIN}/demo/api/consents?website=${otherSite}`)).json()) as {
      records: unknown[];
    };
    expect(consents.records).toEqual([]);
    const analytics = await s.app.request(`${ORIGIN}/demo/api/analytics?website=${otherSite}`);
    expect(analytics.status).toBe(404);
    expect(JSON.stringify(await analytics.json())).not.toContain('decisions');
  });

  it("charts the demo's own website from the /v1 analytics, and serves uPlot for it", async () => {
    const analytics = await s.app.request(`${ORIGIN}/demo/api/analytics?website=${demoSite}`);
    expect(analytics.status).toBe(200);
    const body = (await analytics.json()) as { website_id: string; days: unknown[]; totals: { decisions: number } };
    expect(body).toMatchObject({ website_id: demoSite, totals: { decisions: 0 } });
    expect(body.days).toHaveLength(14);
    const uplot = await s.app.request(`${ORIGIN}/demo/static/uPlot.iife.min.js`);
    expect(uplot.status).toBe(200);
    expect(await uplot.text()).toContain('uPlot');
  });

  it('edits no banner: the console does, and the panel links to it', async () => {
    const html = await (await s.app.request(`${ORIGIN}/demo/`)).text();
    expect(html).toContain('href="/console/"');
    expect(html).not.toContain('banner-form');
    const res = await s.app.request(`${ORIGIN}/demo/api/banner`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ website: demoSite, banner: { display_style: 'modal' }, theme: null }),
    });
    expect(res.status).toBe(404);
    const [banner] = (await demo!.banners.list([{ account_id: DEMO_ACCOUNT_ID, ids: [demoSite] }])).results;
    expect(banner!.display_style).not.toBe('modal');
    for (const gone of ['colour.js', 'messages.js'])
      expect((await s.app.request(`${ORIGIN}/demo/static/${gone}`)).status).toBe(404);
  });

  it("scans only the demo's own websites, asked from its own origin, at the website's page of the example site", async () => {
    const scan = (website: string, origin = ORIGIN) =>
      s.app.request(`${ORIGIN}/demo/api/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ website }),
      });
    expect((await scan(demoSite, 'https://evil.example')).status).toBe(403);
    expect((await scan(otherSite)).status).toBe(404);
    expect((await scan('')).status).toBe(400);
    const res = await scan(demoSite);
    expect(res.status).toBe(200);
    const { report_id } = (await res.json()) as { report_id: string };
    const [site] = (await demo!.websites.list([{ account_id: DEMO_ACCOUNT_ID, ids: [demoSite] }])).results;
    expect(site!.url).toBe(`${s.ctx.settings.appUrl}/demo/site?website=${demoSite}`);
    const report = (await (await s.app.request(`${ORIGIN}/demo/api/scan?website=${demoSite}&report=${report_id}`)).json()) as {
      id: string;
      status: string;
    };
    expect(report).toMatchObject({ id: report_id, status: 'scanning' });
    expect((await s.app.request(`${ORIGIN}/demo/api/scan?website=${otherSite}`)).status).toBe(404);
  });

  it("offers every language of the shared list in the panel's picker (it once copied 16 of 20)", async () => {
    const html = await (await s.app.request(`${ORIGIN}/demo/`)).text();
    const picker = /<select id="lang">([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect([...picker.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual([...LANGUAGES]);
  });

  it('answers 404 for a demo file that does not exist', async () => {
    expect((await s.app.request(`${ORIGIN}/demo/static/nope.js`)).status).toBe(404);
    expect((await s.app.request(`${ORIGIN}/demo/static/qa.js`)).status).toBe(200);
  });
});
