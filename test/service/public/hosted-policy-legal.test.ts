// The hosted policy's legal sections on the real service: the published snapshot keeps the regions its
// banner configured (which decide the GDPR and CCPA sections), each provider's transfer safeguard comes
// from the scanner's adequacy data, and the GPC status is this request's `Sec-GPC`, so the page varies on it
// (docs/decisions/policies.md#legal-checklist).
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
// A DOM to read the pages by element, as a browser would (no resource is ever loaded).
const parser = new Window();
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
});
afterAll(() => s.close());

async function publishedSite(url: string, regions?: Record<string, unknown>) {
  const [w] = ok(
    await s.a.websites.create([
      {
        account_id: 'acct_a',
        url,
        company: { legal_name: 'Shop SAS', supervisory_authority: 'CNIL', dpo_contact: 'dpo@shop.example' },
      },
    ]),
  );
  if (regions) {
    // A banner with only these regions: /v1 merges regions into the defaults, so the stored settings are set here.
    await s.db.query(`UPDATE banners SET settings = jsonb_set(settings, '{regions}', $2::jsonb) WHERE website_id = $1`, [
      w!.id,
      JSON.stringify(regions),
    ]);
  }
  ok(
    await s.a.cookies.create([
      {
        account_id: 'acct_a',
        website_id: w!.id,
        name: '_ga',
        domain: '.google-analytics.com',
        category: 'analytics;',
        service: 'Google Analytics',
        country: 'US',
      } as never,
      {
        account_id: 'acct_a',
        website_id: w!.id,
        name: 'trk',
        domain: '.tracker.example',
        category: 'advertising',
        service: 'Tracker',
        country: 'BR',
      } as never,
    ]),
  );
  await s.a.documents.publish([{ account_id: 'acct_a', website_id: w!.id }]);
  return `/policies/${w!.cookie_policy_document_id.slice(4)}`;
}

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await s.app.request(path, { headers });
  return { res, doc: new parser.DOMParser().parseFromString(await res.text(), 'text/html') as unknown as Document };
};

describe('the hosted policy', () => {
  it('carries every section where the banner has all regions, with the safeguard of each provider', async () => {
    const path = await publishedSite('https://all.example');
    const { doc } = await page(path);
    for (const id of [
      'legal-basis',
      'providers',
      'transfers',
      'rights',
      'complaint',
      'notice-at-collection',
      'do-not-sell',
      'gpc',
    ])
      expect(doc.getElementById(id), id).not.toBeNull();
    const rows = [...doc.querySelectorAll('#providers tbody tr')].map((r) =>
      [...r.children].map((c) => c.firstChild?.textContent),
    );
    expect(rows).toContainEqual(
      expect.arrayContaining(['Google Analytics', 'United States', 'EU-US Data Privacy Framework (GDPR Art. 45)']),
    );
    expect(rows).toContainEqual(
      expect.arrayContaining(['Tracker', 'Brazil', 'No adequacy decision: your consent (GDPR Art. 49(1)(a))']),
    );
    expect(doc.getElementById('supervisory-authority')?.textContent).toContain('CNIL');
    expect(doc.querySelector('#dpo a')?.getAttribute('href')).toBe('mailto:dpo@shop.example');
  });

  it('keeps the CCPA sections out where neither us nor california is configured', async () => {
    const path = await publishedSite('https://eu-only.example', {
      eu: (await s.db.query<{ eu: unknown }>("SELECT settings->'regions'->'eu' AS eu FROM banners LIMIT 1"))[0]!.eu,
    });
    const { doc } = await page(`${path}?lang=fr`);
    expect(doc.getElementById('rights')).not.toBeNull();
    for (const id of ['notice-at-collection', 'ccpa-rights', 'do-not-sell', 'gpc']) expect(doc.getElementById(id), id).toBeNull();
  });

  it("states this browser's GPC signal and varies on it", async () => {
    const path = await publishedSite('https://gpc.example');
    const on = await page(path, { 'sec-gpc': '1' });
    expect(on.doc.getElementById('gpc-status')?.textContent).toBe(
      'Status: your browser is sending a GPC signal, and we honor it.',
    );
    expect(on.res.headers.get('vary')).toMatch(/Sec-GPC/);
    const off = await page(`${path}?lang=de`);
    expect(off.doc.getElementById('gpc-status')?.textContent).toBe('Status: Ihr Browser sendet kein GPC-Signal.');
  });
});
