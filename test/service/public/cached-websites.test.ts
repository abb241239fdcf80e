import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cachedWebsites } from '../../../src/service/public/config/cached-websites.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';

// What the first-view script and the config are answered from: the websites kept in memory. A change made
// through this process drops its website at once; one made by another process (here: straight in the
// database, which no event reaches) shows after the periodic re-read.

let s: Service;
let site: { id: string; uuid: string };
beforeAll(async () => {
  s = await startService();
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://heads.example' }]));
  site = { id: w!.id, uuid: w!.uuid };
});
afterAll(() => s.close());

describe('cachedWebsites', () => {
  it('keeps a website in memory, drops it on a change made here, re-reads one made by another process', async () => {
    const heads = cachedWebsites(s.db, testLog, 50);
    try {
      const first = await heads.get(site.uuid.toUpperCase());
      expect(first!.uuid).toBe(site.uuid);
      // Kept: answered without a promise, so without the database.
      expect(heads.get(site.uuid)).toBe(first);

      ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, display_style: 'modal' }]));
      const changed = await heads.get(site.uuid);
      expect(changed!.banner.display_style).toBe('modal');
      expect(changed!.revision).not.toBe(first!.revision);

      // Another process's write: no event here, the re-read finds it.
      await s.db.query('UPDATE websites SET revision = revision + 1 WHERE id = $1', [site.id]);
      await vi.waitFor(() => expect((heads.get(site.uuid) as { revision: string }).revision).not.toBe(changed!.revision));

      // Deleted elsewhere: gone after the re-read.
      await s.db.query('DELETE FROM websites WHERE id = $1', [site.id]);
      await vi.waitFor(() => expect(heads.get(site.uuid)).toBeNull());
    } finally {
      await heads.stop();
    }
  });

  it('an unknown or malformed uuid is null', async () => {
    const heads = cachedWebsites(s.db, testLog, 50);
    try {
      expect(await heads.get('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(heads.get("x' OR 1=1")).toBeNull();
    } finally {
      await heads.stop();
    }
  });

  it('remembers unknown uuids apart and never re-reads them: a flood of them costs one query each', async () => {
    const heads = cachedWebsites(s.db, testLog, 50);
    const query = s.db.query.bind(s.db);
    let reads = 0;
    s.db.query = ((sql: string, params?: readonly unknown[]) => {
      if (sql.includes('FROM websites w')) reads++;
      return query(sql, params);
    }) as typeof s.db.query;
    try {
      const flood = Array.from({ length: 500 }, () => crypto.randomUUID());
      for (const uuid of flood) expect(await heads.get(uuid)).toBeNull();
      expect(reads).toBe(500);
      // Several refreshes later: none of them was re-read (kept among the websites, each refresh re-read them all).
      await new Promise((r) => setTimeout(r, 300));
      expect(reads).toBe(500);
    } finally {
      s.db.query = query;
      await heads.stop();
    }
  });
});
