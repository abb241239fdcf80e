// A revision's screenshots are bound to the log's key when they are kept: the export carries the signed statement of
// their hashes, and the verifier refuses an export whose screenshots were replaced, dropped or never signed.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../../proof/verify-export.mjs';
import { proofJobOps } from '../../../src/service/jobs/proof-job-ops.ts';
import { SCREENSHOT_JOB } from '../../../src/service/model/banner-revisions.ts';
import { claimJob, queueJob } from '../../../src/service/model/jobs.ts';
import { proofFixture } from './proof-fixture.ts';

const f = proofFixture();
beforeAll(() => f.start());
afterAll(() => f.close());

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
  const job = await claimJob(f.s.db, 'w1', 60_000, { types: [SCREENSHOT_JOB], inFlightPerAccount: 2 });
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
