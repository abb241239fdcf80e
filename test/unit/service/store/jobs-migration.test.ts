// Migration 014 on a database that holds rows from before it: the queue table is renamed `jobs` with every row
// kept, `scans` reads back the scans with their reports (and no other job), and queueing still wakes a listener.
// On the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own, dropped after).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../../src/service/log.ts';
import { claimJob, JOBS_CHANNEL, queueJob } from '../../../../src/service/model/jobs.ts';
import { selectReport, toReport, triggerScan } from '../../../../src/service/model/scans.ts';
import type { Db } from '../../../../src/service/store/db.ts';
import { MIGRATIONS } from '../../../../src/service/store/migrations/index.ts';
import { migrate } from '../../../../src/service/store/migrations.ts';
import { openPglite } from '../../../../src/service/store/pglite.ts';
import { openPostgres } from '../../../../src/service/store/postgres.ts';

const BEFORE = MIGRATIONS.findIndex((m) => m.id === '014_jobs_table');
const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let db: Db;

const cookie = { id: 'ck_1', name: '_ga', domain: 'example.test', new: true, first_found: true };

beforeAll(async () => {
  db = pgUrl ? await openPostgres(pgUrl, createLogger('silent'), schema) : await openPglite();
  await migrate(db, MIGRATIONS.slice(0, BEFORE));
  await db.query("INSERT INTO accounts (id) VALUES ('acct_a')");
  for (const id of ['web_1', 'web_2'])
    await db.query(
      `INSERT INTO websites (id, account_id, uuid, api_key, url, scan_period) VALUES ($1, 'acct_a', $2, $3, 'https://example.test', 'off')`,
      [id, randomUUID(), `key_${id}`],
    );
  await db.query(
    `INSERT INTO scans (id, account_id, website_id, scan_type, status, pages_done, cookies, signals, finished_at)
     VALUES ('rpt_done', 'acct_a', 'web_1', 'all_pages', 'scan_finish', 3, $1::jsonb, '{"detected_consent_banner": true}', now())`,
    [JSON.stringify([cookie])],
  );
  await db.query(
    "INSERT INTO scans (id, account_id, website_id, scan_type) VALUES ('rpt_waiting', 'acct_a', 'web_2', 'one_page')",
  );
  await db.query(
    `INSERT INTO scans (id, job_type, payload, scan_type, requested_by) VALUES ('job_seal', 'proof_seal', '{"n": 1}', '', 'schedule')`,
  );
  expect(await migrate(db, MIGRATIONS.slice(0, BEFORE + 1))).toEqual(['014_jobs_table']);
});
afterAll(async () => {
  if (pgUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
  await db.close();
});

describe('migration 014 (the queue table named jobs)', () => {
  it('keeps every row of the queue, each job with its type and payload', async () => {
    const rows = await db.query<{ id: string; job_type: string; payload: unknown; status: string }>(
      'SELECT id, job_type, payload, status FROM jobs ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'job_seal', job_type: 'proof_seal', payload: { n: 1 }, status: 'scanning' },
      { id: 'rpt_done', job_type: 'scan', payload: {}, status: 'scan_finish' },
      { id: 'rpt_waiting', job_type: 'scan', payload: {}, status: 'scanning' },
    ]);
  });

  it('shows the scans, and only them, with the reports they had', async () => {
    expect((await db.query<{ id: string }>('SELECT id FROM scans ORDER BY id')).map((r) => r.id)).toEqual([
      'rpt_done',
      'rpt_waiting',
    ]);
    const report = toReport((await selectReport(db, 'acct_a', 'web_1', {}))!);
    expect(report).toMatchObject({ id: 'rpt_done', status: 'scan_finish', pages: '3', detected_consent_banner: true });
    expect(report.cookies).toEqual([cookie]);
  });

  it('queues a scan through the view as a job of type scan, which wakes a listener and is claimed', async () => {
    let woken!: () => void;
    const wake = new Promise<void>((r) => {
      woken = r;
    });
    const unlisten = await db.listen(JOBS_CHANNEL, () => woken());
    try {
      const triggered = await triggerScan(db, 'acct_a', 'web_1', 'one_page', { maxQueued: 10 });
      expect(triggered).toMatchObject({ queued: true });
      await wake;
      const id = (triggered as { id: string }).id;
      expect(await db.query('SELECT job_type FROM jobs WHERE id = $1', [id])).toEqual([{ job_type: 'scan' }]);
    } finally {
      await unlisten();
    }
    const seal = await claimJob(db, 'w1', 60_000, { types: ['proof_seal', 'scan'], inFlightPerAccount: 2 });
    expect(seal).toEqual({ kind: 'job', job: { id: 'job_seal', type: 'proof_seal', payload: { n: 1 } } });
    const other = await queueJob(db, 'vendor_list_refresh');
    expect(await db.query('SELECT id FROM scans WHERE id = $1', [other])).toEqual([]);
  });
});
