// The record names its banner revision (issue 43, point 1): the service serves the revision beside the config, a
// record that sends one is held to what the website was served, and a record that sends none is attributed the
// revision in force when it arrived — A, not B, after a website went A → B → A.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportLines, verifyExport } from '../../../proof/verify-export.mjs';
import { INLINE_CONFIG_EXPRESSION, INLINE_REVISION_EXPRESSION, REVISION_HEADER } from '../../../src/shared/inline-config.ts';
import type { POSITIONS } from '../../../src/shared/positions.ts';
import { ok } from '../harness.ts';
import { proofFixture, type Site, standInDist } from './proof-fixture.ts';

// The stand-in runtime with both places the service writes into, as the built one has them.
const dist = standInDist();
writeFileSync(
  join(dist, 'consent.min.js'),
  `/* runtime */self.seen=${INLINE_CONFIG_EXPRESSION};self.revision=${INLINE_REVISION_EXPRESSION};`,
);
const f = proofFixture(dist);
beforeAll(() => f.start());
afterAll(() => f.close());

const revisionsOf = (site: Site) =>
  f.s.db.query<{ id: string; position: (typeof POSITIONS)[number] }>(
    `SELECT id, config::jsonb->>'position' AS position FROM banner_revisions WHERE website_id = $1 ORDER BY first_served_at`,
    [site.id],
  );
const serveConfig = (site: Site, headers: Record<string, string> = {}) =>
  f.s.app.request(`/public/v1/websites/${site.uuid}/config?lang=en`, { headers });
const setPosition = async (site: Site, position: (typeof POSITIONS)[number]) =>
  ok(await f.s.a.banners.put([{ account_id: 'acct_a', website_id: site.id, position }]));
const leaves = (site: Site) =>
  f.s.db.query<{ id: string; banner_revision: string; revision_source: string }>(
    'SELECT id::text AS id, banner_revision, revision_source FROM consent_records WHERE website_id = $1',
    [site.id],
  );

/** The issue's steps: served with its first position (A), then `top` once (B), then the first position again. */
async function servedABA(): Promise<{ site: Site; a: string; b: string }> {
  const site = await f.site();
  const [first] = await revisionsOf(site);
  await setPosition(site, 'top');
  await serveConfig(site);
  await setPosition(site, first!.position);
  await serveConfig(site);
  const [a, b, ...more] = await revisionsOf(site);
  expect(more).toEqual([]);
  expect(b!.position).toBe('top');
  return { site, a: a!.id, b: b!.id };
}

describe('the revision is served beside the config', () => {
  it('in a header of the config answer (also on a 304) and in the first-view script, never inside the config', async () => {
    const site = await f.site();
    const [revision] = await revisionsOf(site);
    const res = await serveConfig(site);
    expect(res.headers.get(REVISION_HEADER)).toBe(revision!.id);
    expect(res.headers.get('access-control-expose-headers')).toBe(REVISION_HEADER);
    expect(await res.text()).not.toContain(revision!.id);
    const again = await serveConfig(site, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get(REVISION_HEADER)).toBe(revision!.id);
    const script = await (await f.s.app.request(`/c/${site.uuid}.js?service_lang=en`)).text();
    expect(script).toContain(`self.revision=("${revision!.id}")`);
    expect(script).not.toContain(INLINE_REVISION_EXPRESSION);
  });
});

describe('a record that names its revision', () => {
  it('is refused, naming the field, when the website never served that revision', async () => {
    const site = await f.site();
    const other = await f.site();
    const [foreign] = await revisionsOf(other);
    for (const banner_revision of ['0'.repeat(64), foreign!.id, 'ABC'])
      await expect(f.record(site, randomUUID(), { banner_revision })).rejects.toThrow(
        /^record answered 400: .*"error":"invalid_record","message":"banner_revision: /,
      );
  });

  it('is kept for a revision served long ago and since replaced, and its leaf says the revision was sent', async () => {
    const { site, b } = await servedABA();
    const visitor = randomUUID();
    // A page loaded while B was served answers after A came back: B is what that visitor saw.
    const id = await f.record(site, visitor, { banner_revision: b });
    await f.seal();
    expect(await leaves(site)).toEqual([{ id, banner_revision: b, revision_source: 'sent' }]);
    const doc = await f.exportOf(site, { visitor });
    expect(doc.records[0]!.data).toMatchObject({ banner_revision: b, revision_source: 'sent' });
    const out = verifyExport(doc);
    expect(out.ok).toBe(true);
    expect(reportLines(out).find((l) => l.includes(`record ${doc.records[0]!.record_id}`))).toContain('banner revision sent');
  });
});

describe('a record that names none (an older runtime)', () => {
  it('is attributed the revision in force when it arrived: after A → B → A, A, marked inferred', async () => {
    const { site, a, b } = await servedABA();
    expect(a).not.toBe(b);
    const visitor = randomUUID();
    const id = await f.record(site, visitor);
    await f.seal();
    expect(await leaves(site)).toEqual([{ id, banner_revision: a, revision_source: 'inferred' }]);
    const doc = await f.exportOf(site, { visitor });
    expect(doc.records[0]!.data).toMatchObject({ banner_revision: a, revision_source: 'inferred' });
    expect(reportLines(verifyExport(doc)).find((l) => l.includes(`record ${id}`))).toContain('banner revision inferred');
  });

  it('counts each serving period once: the same revision composed again in force adds none', async () => {
    const { site } = await servedABA();
    await setPosition(site, (await revisionsOf(site))[0]!.position);
    await serveConfig(site);
    const periods = await f.s.db.query<{ revision_id: string }>(
      'SELECT revision_id FROM banner_revision_servings WHERE website_id = $1 ORDER BY served_at',
      [site.id],
    );
    const [a, b] = await revisionsOf(site);
    expect(periods.map((p) => p.revision_id)).toEqual([a!.id, b!.id, a!.id]);
  });
});
