// The consent log: a visitor's export verifies offline with the documented command, and a change to the stored
// records — an edit, a deletion, a reordering — makes it fail; unsealed and erased records say what they are; a
// revision's screenshots are bound by the statement signed when they were kept.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyExport } from '../../../proof/verify-export.mjs';
import { proofJobOps } from '../../../src/service/jobs/proof-job-ops.ts';
import { startQueueKeeper } from '../../../src/service/jobs/queue-keeper.ts';
import { SCREENSHOT_JOB } from '../../../src/service/model/banner-revisions.ts';
import { claimJob, queueJob } from '../../../src/service/model/jobs.ts';
import { ok, testLog } from '../harness.ts';
import { proofFixture, type Site } from './proof-fixture.ts';

const f = proofFixture();
beforeAll(() => f.start());
afterAll(() => f.close());

const dir = mkdtempSync(join(tmpdir(), 'proof-'));
/** Runs the documented offline check on an export: exit status and output. */
const verifyOffline = (doc: unknown) => {
  const file = join(dir, `${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const r = spawnSync(process.execPath, ['proof/verify-export.mjs', file], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout };
};

/** A website with a visitor's three decisions among two others' (five leaves), sealed in two batches. */
async function sealedSite(): Promise<{ site: Site; visitor: string; mine: string[]; others: string[] }> {
  const site = await f.site();
  const visitor = randomUUID();
  const mine = [await f.record(site, visitor), await f.record(site, visitor, { granted: ['essential'], method: 'decline' })];
  const others = [await f.record(site, randomUUID()), await f.record(site, randomUUID())];
  await f.seal();
  mine.push(await f.record(site, visitor, { method: 'withdraw', granted: ['essential'] }));
  await f.seal();
  return { site, visitor, mine, others };
}

describe('a visitor export', () => {
  it('carries the records, their proofs, the signed head, the key and the banner revision, and verifies offline', async () => {
    const { site, visitor, mine } = await sealedSite();
    const doc = await f.exportOf(site, { visitor });
    expect(doc.records.map((r) => r.record_id)).toEqual(mine);
    expect(doc.head).toMatchObject({ log: site.uuid, tree_size: 5, key_id: f.signer.keyId });
    expect(doc.public_key).toEqual({ key_id: f.signer.keyId, ed25519: f.signer.publicKey });
    const revision = doc.records[0]!.data!.banner_revision!;
    expect(revision).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.banner_revisions[revision]).toMatchObject({
      lang: 'en',
      consent_version: site.version,
      display_style: expect.any(String),
    });
    expect(JSON.parse(doc.banner_revisions[revision]!.config).version).toBe(site.version);
    const offline = verifyOffline(doc);
    expect(offline.out).toContain('OK: 3 record(s) verified');
    expect(offline.status).toBe(0);
    // The CLI's `proof verify` is the same check: built, it prints the same lines (docs/proof.md).
  });

  it('fails when a stored record was edited after its seal', async () => {
    const { site, visitor, mine } = await sealedSite();
    await f.s.db.query(
      `UPDATE consent_records SET record = jsonb_set(record, '{granted}', '["essential","marketing"]') WHERE id = $1`,
      [mine[1]],
    );
    const out = verifyExport(await f.exportOf(site, { visitor }));
    expect(out.ok).toBe(false);
    expect(out.problems).toContainEqual(expect.stringMatching(new RegExp(`record ${mine[1]}: its content does not match leaf`)));
    expect(verifyOffline(await f.exportOf(site, { visitor })).status).toBe(1);
  });

  it('fails when another record of the website was deleted', async () => {
    const { site, visitor, others } = await sealedSite();
    await f.s.db.query('DELETE FROM consent_records WHERE id = $1', [others[0]]);
    const out = verifyExport(await f.exportOf(site, { visitor }));
    expect(out.ok).toBe(false);
    expect(out.problems.join('\n')).toMatch(/is not proven in the signed tree of size 5/);
  });

  it('fails when two records were swapped in the log order', async () => {
    const { site, visitor, mine, others } = await sealedSite();
    const at = async (id: string) =>
      (await f.s.db.query<{ i: number }>('SELECT leaf_index::integer AS i FROM consent_records WHERE id = $1', [id]))[0]!.i;
    const [a, b] = [await at(mine[0]!), await at(others[1]!)];
    await f.s.db.transaction(async (tx) => {
      await tx.query('UPDATE consent_records SET leaf_index = -1 WHERE id = $1', [mine[0]]);
      await tx.query('UPDATE consent_records SET leaf_index = $2 WHERE id = $1', [others[1], a]);
      await tx.query('UPDATE consent_records SET leaf_index = $2 WHERE id = $1', [mine[0], b]);
    });
    const out = verifyExport(await f.exportOf(site, { visitor }));
    expect(out.ok).toBe(false);
    expect(out.records.find((r) => r.record_id === mine[0])?.status).toBe('not in the log');
  });

  it('fails when the head was signed by another key than the one it carries', async () => {
    const { site, visitor } = await sealedSite();
    const doc = await f.exportOf(site, { visitor });
    const other = execFileSync(process.execPath, [
      '-e',
      "const c=require('node:crypto');process.stdout.write(Buffer.from(c.generateKeyPairSync('ed25519').publicKey.export({format:'jwk'}).x,'base64url').toString('base64'))",
    ]).toString();
    const out = verifyExport({ ...doc, public_key: { key_id: doc.public_key!.key_id, ed25519: other } });
    expect(out.problems).toContainEqual(expect.stringMatching(/is not signed by the export's key/));
  });

  it('lists records not sealed yet as unsealed, proving nothing of them', async () => {
    const { site, visitor } = await sealedSite();
    const late = await f.record(site, visitor);
    const doc = await f.exportOf(site, { visitor });
    expect(doc.unsealed).toEqual([late]);
    expect(doc.records.map((r) => r.record_id)).not.toContain(late);
    expect(verifyOffline(doc).out).toContain(`not sealed yet  record ${late}`);
  });
});

describe('erasure', () => {
  it("removes a visitor's personal fields, keeps the leaves, and the log still verifies", async () => {
    const { site, visitor, mine } = await sealedSite();
    const other = (
      await f.s.db.query<{ v: string }>(
        `SELECT record->>'visitor' AS v FROM consent_records WHERE website_id = $1 AND record->>'visitor' <> $2 LIMIT 1`,
        [site.id, visitor],
      )
    )[0]!.v;
    const res = await f.s.a.call<{ erased_record_ids: string[] }[]>({
      method: 'POST',
      path: '/v1/websites/consents/erase',
      body: [{ account_id: 'acct_a', website_id: site.id, visitor }],
    });
    expect(res[0]!.erased_record_ids.sort()).toEqual([...mine].sort());
    // By visitor id there is nothing left to find.
    expect((await f.exportOf(site, { visitor })).records).toEqual([]);
    const doc = await f.exportOf(site, { record_id: mine[0]! });
    const [r] = doc.records;
    // A v2 leaf: the record id stays provable, the personal fields and their salt are gone.
    expect(r).toMatchObject({ record_id: mine[0], data: { v: 2, id: mine[0] }, personal: null, erased_at: expect.any(String) });
    for (const field of ['visitor', 'url', 'ip', 'origin']) expect(r!.data!.record).not.toHaveProperty(field);
    expect(r!.data!.record).toMatchObject({ method: 'custom', granted: ['essential', 'analytics'] });
    expect(verifyExport(doc)).toMatchObject({ ok: true, records: [{ record_id: mine[0], status: 'erased' }] });
    // The id is in the leaf: an erased record cannot be passed off as another.
    const relabelled = verifyExport({ ...doc, records: [{ ...r, record_id: mine[1] }] });
    expect(relabelled.problems).toContainEqual(expect.stringMatching(`record ${mine[1]}: the leaf is of record ${mine[0]}`));
    expect(verifyExport(await f.exportOf(site, { visitor: other })).ok).toBe(true);
  });
});

describe('the /v1 extensions', () => {
  it('refuses a criterion naming neither or both of visitor and record_id, and another account’s website', async () => {
    const { site, visitor, mine } = await sealedSite();
    const ask = (k: Record<string, unknown>, client = f.s.a) =>
      client.call<{ results: unknown[]; errors: { error: string }[] }>({
        method: 'GET',
        path: '/v1/websites/consents/proof',
        query: [{ account_id: k.account_id ?? 'acct_a', website_id: site.id, ...k }],
      });
    expect((await ask({})).errors[0]).toMatchObject({ error: 'validation_error' });
    expect((await ask({ visitor, record_id: mine[0] })).errors[0]).toMatchObject({ error: 'validation_error' });
    const theirs = await ask({ account_id: 'acct_b', visitor }, f.s.b);
    expect(theirs).toMatchObject({ results: [], errors: [{ error: 'object_not_found' }] });
  });

  it('leads from a listed record to its banner revision: config, runtime hash and screenshots', async () => {
    const { site } = await sealedSite();
    const listed = await f.s.a.call<{ results: { banner_revision: string; leaf_index: number }[] }>({
      method: 'GET',
      path: '/v1/websites/consents',
      query: [{ account_id: 'acct_a', website_id: site.id }],
    });
    const revision = listed.results[0]!.banner_revision;
    expect(listed.results.map((r) => r.leaf_index).sort()).toEqual([0, 1, 2, 3, 4]);
    const got = await f.s.a.call<{ results: Record<string, unknown>[]; errors: unknown[] }>({
      method: 'GET',
      path: '/v1/websites/banner_revisions',
      query: [{ account_id: 'acct_a', website_id: site.id, ids: [revision, 'nope'] }],
    });
    expect(got.results).toEqual([
      expect.objectContaining({
        id: revision,
        runtime_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        config: expect.any(String),
        screenshots: [],
      }),
    ]);
    expect(got.errors).toEqual([expect.objectContaining({ error: 'object_not_found', id: 'nope' })]);
  });
});

describe('banner revisions', () => {
  it('are kept the first time a config is served; the GET writes no job, the queue keeper then queues one screenshot job each', async () => {
    // Not f.site(), which serves the config already.
    const url = `https://p${randomUUID().slice(0, 8)}.example`;
    const site = ok(await f.s.a.websites.create([{ account_id: 'acct_a', url }]))[0]!;
    const allJobs = () => f.s.db.query('SELECT id, job_type, payload, status FROM jobs ORDER BY id');
    const before = await allJobs();
    await f.s.app.request(`/public/v1/websites/${site.uuid}/config?lang=en`);
    await f.s.app.request(`/c/${site.uuid}.js?service_lang=en`);
    const revisions = await f.s.db.query<{ id: string }>('SELECT id FROM banner_revisions WHERE website_id = $1', [site.id]);
    expect(revisions).toHaveLength(1);
    expect(await allJobs()).toEqual(before);
    const screenshotJobs = async () =>
      (
        await f.s.db.query<{ payload: Record<string, string> }>(
          `SELECT payload FROM jobs WHERE job_type = 'banner_screenshots' AND payload->>'website_id' = $1`,
          [site.id],
        )
      ).map((j) => j.payload);
    const keeper = startQueueKeeper({
      db: f.s.db,
      log: testLog,
      pollMs: 20,
      scheduleMs: 0,
      maxQueued: 100,
      due: f.s.ctx.dueJobs,
    });
    try {
      await vi.waitFor(async () => expect(await screenshotJobs()).toHaveLength(1));
    } finally {
      keeper.stop();
    }
    expect(await screenshotJobs()).toEqual([{ website_id: site.id, website_uuid: site.uuid, revision_id: revisions[0]!.id }]);
  });
});

describe('the banner revision a record names', () => {
  it('is the one served before the record arrived, even when a newer one went live before the seal', async () => {
    const site = await f.site();
    const revisionsOf = () =>
      f.s.db.query<{ id: string; consent_version: string; position: string }>(
        `SELECT id, consent_version, config::jsonb->>'position' AS position FROM banner_revisions
         WHERE website_id = $1 ORDER BY first_served_at`,
        [site.id],
      );
    const before = await f.record(site, randomUUID());
    // Between the record and its seal, the banner moves (not material to consent: the version stays) and is served.
    ok(await f.s.a.banners.put([{ account_id: 'acct_a', website_id: site.id, position: 'top' }]));
    await f.s.app.request(`/public/v1/websites/${site.uuid}/config?lang=en`);
    const after = await f.record(site, randomUUID());
    const [served, changed] = await revisionsOf();
    expect(changed).toMatchObject({ consent_version: served!.consent_version, position: 'top' });
    expect(served!.position).not.toBe('top');
    await f.seal();
    const named = await f.s.db.query<{ id: string; banner_revision: string }>(
      'SELECT id::text AS id, banner_revision FROM consent_records WHERE website_id = $1',
      [site.id],
    );
    expect(Object.fromEntries(named.map((r) => [r.id, r.banner_revision]))).toEqual({
      [before]: served!.id,
      [after]: changed!.id,
    });
  });
});

describe('revisions and heads are kept immutably', () => {
  it('refuses an update of a banner revision or a signed head', async () => {
    const { site } = await sealedSite();
    await expect(f.s.db.query(`UPDATE banner_revisions SET config = '{}' WHERE website_id = $1`, [site.id])).rejects.toThrow(
      /append only/,
    );
    await expect(f.s.db.query(`UPDATE proof_heads SET root_hash = 'x' WHERE website_id = $1`, [site.id])).rejects.toThrow(
      /append only/,
    );
  });
});

/** A PNG's signature and a few bytes of its own, so each screenshot has its own hash. */
const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(randomUUID())]);
const VIEWS = [
  { view: 'banner', width: 1366, height: 768 },
  { view: 'preferences', width: 1366, height: 768 },
  { view: 'banner', width: 390, height: 844 },
  { view: 'preferences', width: 390, height: 844 },
];

/** A website whose revision was screenshotted by the job (four PNGs), with a visitor's three records sealed. */
async function screenshotted() {
  const site = await f.site();
  await f.s.ctx.dueJobs.queue((due) => queueJob(f.s.db, due.type, due.payload));
  // Other tests' websites queued theirs too: claim until this website's.
  let job = await claimJob(f.s.db, 'w1', 60_000, { types: [SCREENSHOT_JOB], inFlightPerAccount: 100 });
  while (job?.kind === 'job' && job.job.payload.website_id !== site.id)
    job = await claimJob(f.s.db, 'w1', 60_000, { types: [SCREENSHOT_JOB], inFlightPerAccount: 100 });
  if (job?.kind !== 'job') throw new Error('no screenshot job claimed');
  const ops = proofJobOps(f.s.db, { signer: async () => f.signer });
  expect(
    await ops.keepScreenshots(
      'w1',
      job.job.id,
      VIEWS.map((v) => ({ ...v, png: png() })),
    ),
  ).toBe(true);
  const visitor = randomUUID();
  for (let i = 0; i < 3; i++) await f.record(site, visitor);
  await f.seal();
  return f.exportOf(site, { visitor });
}

describe('screenshots', () => {
  it('are in a statement signed with the log key when kept, which the export carries and the verifier checks', async () => {
    const doc = await screenshotted();
    const [rev] = Object.values(doc.banner_revisions);
    expect(rev!.screenshots).toHaveLength(4);
    expect(rev!.screenshots_signed).toMatchObject({
      key_id: f.signer.keyId,
      statement: { format: 'banner-screenshots/1', log: doc.website.uuid, config_hash: rev!.config_hash },
    });
    expect(rev!.screenshots_signed!.statement.screenshots.map((s) => s.sha256).sort()).toEqual(
      rev!.screenshots.map((s) => s.sha256).sort(),
    );
    const out = verifyExport(doc);
    expect(out.problems).toEqual([]);
    expect(out.notices.join('\n')).not.toMatch(/no screenshots/);
  });

  it('refuse an export whose screenshots were replaced (with their own hashes), dropped or unsigned', async () => {
    const doc = await screenshotted();
    const [id, rev] = Object.entries(doc.banner_revisions)[0]!;
    const withRevision = (r: object) => verifyExport({ ...doc, banner_revisions: { [id]: { ...rev, ...r } } });
    const other = png();
    const replaced = rev.screenshots.map((s, i) =>
      i
        ? s
        : {
            ...s,
            png: other.toString('base64'),
            sha256: createHash('sha256').update(other).digest('hex'),
          },
    );
    expect(withRevision({ screenshots: replaced }).problems).toContainEqual(expect.stringMatching(/is not the one signed/));
    expect(withRevision({ screenshots: [] }).problems).toContainEqual(expect.stringMatching(/is missing from the export/));
    expect(withRevision({ screenshots_signed: null }).problems).toContainEqual(
      expect.stringMatching(/in no signed statement: they prove nothing/),
    );
    // All gone: nothing to check, and the verifier says so plainly.
    const none = withRevision({ screenshots: [], screenshots_signed: null });
    expect(none.notices).toContainEqual(expect.stringMatching(`banner revision ${id} has no screenshots`));
  });
});
