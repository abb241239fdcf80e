// The proof jobs on the job queue: a seal is queued once while records wait and only the worker holding it can
// run it; screenshots are kept for the revision the job names, and only when they are PNGs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofJobOps } from '../../../src/service/jobs/proof-job-ops.ts';
import { startQueueKeeper } from '../../../src/service/jobs/queue-keeper.ts';
import { SCREENSHOT_JOB } from '../../../src/service/model/banner-revisions.ts';
import { claimJob, queueJob, queueJobOnce } from '../../../src/service/model/jobs.ts';
import { SEAL_JOB } from '../../../src/service/proof/seal.ts';
import { testLog } from '../harness.ts';
import { canRun, need } from '../prerequisites.ts';
import { proofFixture } from './proof-fixture.ts';

const f = proofFixture();
beforeAll(() => f.start());
afterAll(() => f.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const claim = (worker: string, type: string) => claimJob(f.s.db, worker, 60_000, { types: [type], inFlightPerAccount: 2 });
const waitingSeals = async () =>
  (await f.s.db.query(`SELECT id FROM jobs WHERE job_type = $1 AND status = 'scanning'`, [SEAL_JOB])).length;

describe('the seal job', () => {
  it('is queued by the keeper while records wait, once, and seals only for the worker that holds it', async () => {
    const site = await f.site();
    const keeper = startQueueKeeper({ db: f.s.db, log: testLog, maxQueued: 10, pollMs: 50, scheduleMs: 0, sealEveryMs: 50 });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await waitingSeals()).toBe(0);
      await f.record(site, randomUUID());
      for (let i = 0; i < 100 && !(await waitingSeals()); i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      keeper.stop();
    }
    expect(await waitingSeals()).toBe(1);
    expect(await queueJobOnce(f.s.db, SEAL_JOB)).toBe(false);
    const job = await claim('w1', SEAL_JOB);
    if (job?.kind !== 'job') throw new Error('no seal job claimed');
    const ops = proofJobOps(f.s.db, { signer: async () => f.signer });
    expect(await ops.sealProofs('w2', job.job.id)).toBe(0);
    expect(await ops.sealProofs('w1', job.job.id)).toBeGreaterThanOrEqual(1);
    const [head] = await f.s.db.query<{ n: number }>('SELECT tree_size::integer AS n FROM proof_heads WHERE website_id = $1', [
      site.id,
    ]);
    expect(head?.n).toBe(1);
  });
});

describe('sealing on the embedded database', () => {
  /** How many table rows counting the website's records visits (0 when its index answers alone). */
  const heapFetches = async (websiteId: string) => {
    // Planner settings of this connection only, so that the plan is the index-only scan the count gets at scale.
    await f.s.db.query('SET enable_seqscan = off');
    await f.s.db.query('SET enable_bitmapscan = off');
    try {
      const [row] = await f.s.db.query<{ 'QUERY PLAN': [{ Plan: { 'Node Type': string; Plans?: unknown[] } }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM consent_records WHERE website_id = '${websiteId}'`,
      );
      const scan = JSON.stringify(row!['QUERY PLAN']);
      expect(scan).toContain('Index Only Scan');
      return Number(/"Heap Fetches":\s*(\d+)/.exec(scan)![1]);
    } finally {
      await f.s.db.query('RESET enable_seqscan');
      await f.s.db.query('RESET enable_bitmapscan');
    }
  };

  it.runIf(canRun('vacuuming the embedded database', need.embedded))(
    'vacuums the records once a job has sealed 10,000, so counting them stays an index-only scan',
    async () => {
      const site = await f.site();
      const first = await f.record(site, randomUUID());
      await f.s.db.query(
        `INSERT INTO consent_records (id, website_id, record, received_at)
         SELECT gen_random_uuid(), website_id, record, received_at + g * interval '1 microsecond'
         FROM consent_records, generate_series(1, 9999) g WHERE id = $1`,
        [first],
      );
      expect(await heapFetches(site.id)).toBeGreaterThan(0);
      await queueJob(f.s.db, SEAL_JOB);
      const job = await claim('w3', SEAL_JOB);
      if (job?.kind !== 'job') throw new Error('no seal job claimed');
      expect(await proofJobOps(f.s.db, { signer: async () => f.signer }).sealProofs('w3', job.job.id)).toBe(10_000);
      expect(await heapFetches(site.id)).toBe(0);
    },
    120_000,
  );
});

describe('the screenshot job', () => {
  it('keeps PNGs for the revision its own row names, and refuses anything else', async () => {
    await f.site();
    // Queued as the keeper queues what serving the config noted due.
    await f.s.ctx.dueJobs.queue((due) => queueJob(f.s.db, due.type, due.payload));
    const job = await claim('w1', SCREENSHOT_JOB);
    if (job?.kind !== 'job') throw new Error('no screenshot job claimed');
    const ops = proofJobOps(f.s.db, { signer: async () => f.signer });
    const shot = { view: 'banner', width: 1366, height: 768, png: PNG };
    await expect(ops.keepScreenshots('w1', job.job.id, [{ ...shot, png: Buffer.from('<svg/>') }])).rejects.toThrow(/not a PNG/);
    await expect(ops.keepScreenshots('w1', job.job.id, [{ ...shot, view: 'elsewhere' }])).rejects.toThrow(/no screenshot view/);
    await expect(ops.keepScreenshots('w1', job.job.id, [{ ...shot, width: 0 }])).rejects.toThrow(/no sensible size/);
    expect(await ops.keepScreenshots('w2', job.job.id, [shot])).toBe(false);
    expect(await ops.keepScreenshots('w1', job.job.id, [shot])).toBe(true);
    const kept = await f.s.db.query<{ revision_id: string; website_id: string; sha256: string }>(
      'SELECT revision_id, website_id, sha256 FROM banner_screenshots',
    );
    expect(kept).toEqual([
      { website_id: job.job.payload.website_id, revision_id: job.job.payload.revision_id, sha256: expect.any(String) },
    ]);
  });
});
