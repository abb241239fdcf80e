import type { ServiceClient } from '../src/client/index.ts';
import { isItemError } from '../src/client/index.ts';
import { demoSiteUrl } from './scan-routes.ts';
import { DEMO_COOKIES, DEMO_SITES } from './seed-data.ts';
import { seedDecisions } from './seed-decisions.ts';

/**
 * Fills an account with the demo websites through the signed partner API —
 * the same calls a partner makes — unless it already has websites.
 * Returns how many websites it created.
 */
export async function seedDemo(client: ServiceClient, account: string, siteUrl: string): Promise<number> {
  const existing = await client.websites.list([{ account_id: account }], { limit: 1 });
  if (existing.results.length > 0) return 0;

  const created = await client.websites.create(
    DEMO_SITES.map((s) => ({
      account_id: account,
      name: s.name,
      url: siteUrl,
      // No scan schedule: a demo start would scan all its websites at once; "Scan this site" scans on demand.
      company: {
        legal_name: 'Northwind Coffee Roasters Ltd',
        email: 'privacy@northwind.example',
        address: '12 Harbour Street',
        zip: '1011 AB',
        city: 'Amsterdam',
        country: 'NL',
      },
    })),
  );
  const ids = created.map((w, i) => {
    if (isItemError(w)) throw new Error(`demo website ${DEMO_SITES[i]!.key} not created: ${JSON.stringify(w)}`);
    return w.id;
  });

  // Each website's url is its own page of the example site, the page its scans load.
  const moved = await client.websites.update(ids.map((id) => ({ account_id: account, id, url: demoSiteUrl(siteUrl, id) })));
  const unmoved = moved.find(isItemError);
  if (unmoved) throw new Error(`demo website url refused: ${JSON.stringify(unmoved)}`);

  const banners = (await client.banners.list([{ account_id: account, ids }], { limit: 100 })).results;
  for (const [i, site] of DEMO_SITES.entries()) {
    const id = ids[i]!;
    const current = banners.find((b) => b.id === id)!;
    let theme_id: string | null = null;
    if (site.theme) {
      const [t] = await client.themes.create([{ account_id: account, website_id: id, ...site.theme }]);
      if (!t || isItemError(t)) throw new Error(`demo theme not created: ${JSON.stringify(t)}`);
      theme_id = t.id;
    }
    const regions = structuredClone(current.regions) as Record<string, Record<string, unknown>>;
    for (const [name, patch] of Object.entries(site.regions ?? {})) Object.assign(regions[name] ?? {}, patch);
    const [put] = await client.banners.put([{ account_id: account, id, ...site.banner, theme_id, regions } as never]);
    if (!put || isItemError(put)) throw new Error(`demo banner ${site.key} refused: ${JSON.stringify(put)}`);

    const cookies = await client.cookies.create(
      DEMO_COOKIES.map((c) => ({ account_id: account, website_id: id, tracker_type: 'http_cookie' as const, ...c })) as never,
    );
    const failed = cookies.find(isItemError);
    if (failed) throw new Error(`demo cookie refused: ${JSON.stringify(failed)}`);
  }
  await client.documents.publish(ids.map((website_id) => ({ account_id: account, website_id })));

  // Real decisions through the record endpoint, for the panel's analytics charts.
  const seeded = (await client.websites.list([{ account_id: account, ids }], { limit: 100 })).results;
  await seedDecisions(
    siteUrl,
    DEMO_SITES.map((site, i) => ({
      uuid: seeded.find((w) => w.id === ids[i])!.uuid,
      url: `${new URL(siteUrl).origin}/demo/site`,
      displayStyle: site.banner.display_style ?? 'banner',
      languages: ['en', ...(site.banner.selected_languages ?? [])],
    })),
  );
  return ids.length;
}
