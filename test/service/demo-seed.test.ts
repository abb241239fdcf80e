import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_DECISIONS, seedDecisions } from '../../demo/seed-decisions.ts';
import { publicRouteGroups } from '../../src/service/public/index.ts';
import { listen, ok, type Service, startService } from './harness.ts';

// The demo seeds its websites with page views and decisions through the public endpoints. It once fetched the
// config as the older snippet's page views do, so after every fresh start each seeded website warned that an
// older snippet was in use (issue 39, point 7): the seeded page views are the first-view script's.

let s: Service;
let server: Awaited<ReturnType<typeof listen>>;
let website: { id: string; uuid: string };
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
  website = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shop.example' }]))[0]!;
  server = await listen(s);
});
afterAll(async () => {
  await server?.close();
  await s?.close();
});

describe('the demo seeding', () => {
  it('counts page views of the first-view script and records decisions, and no older snippet is noted', async () => {
    const recorded = await seedDecisions(`http://127.0.0.1:${server.port}`, [
      { uuid: website.uuid, url: 'https://shop.example/', displayStyle: 'banner', languages: ['en'] },
    ]);
    expect(recorded).toBe(SEEDED_DECISIONS);
    await s.flush();
    const [views] = await s.db.query<{ n: number | string }>(
      'SELECT coalesce(sum(count), 0) AS n FROM page_views WHERE website_id = $1',
      [website.id],
    );
    expect(Number(views!.n)).toBeGreaterThan(0);
    const [row] = await s.db.query<{ seen: Date | null }>('SELECT legacy_snippet_seen_at AS seen FROM websites WHERE id = $1', [
      website.id,
    ]);
    expect(row!.seen).toBeNull();
    const [banner] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [website.id] }])).results;
    expect(banner!.warnings.map((w) => w.code)).not.toContain('legacy_snippet');
  });
});
