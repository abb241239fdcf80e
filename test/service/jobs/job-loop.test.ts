import { afterAll, beforeAll, expect, test } from 'vitest';
import { startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import { queueJob } from '../../../src/service/model/jobs.ts';
import { type Service, startService, testLog } from '../harness.ts';

// Every job has a deadline: one that hangs, heeding its abort or not, ends in scan_fault and gives its slot to the
// next job, rather than holding the worker as a trickling vendor-list location once did for ten minutes.
let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

const ended = async (id: string) => {
  for (const end = Date.now() + 15_000; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    const [row] = await s.db.query<{ status: string; failure_message: string | null }>(
      'SELECT status, failure_message FROM jobs WHERE id = $1',
      [id],
    );
    if (row && row.status !== 'scanning') return row;
  }
  throw new Error(`job ${id} did not end within 15 s`);
};

test('a job past its deadline fails and frees its slot, whether it heeds its abort or not', async () => {
  const heeds = await queueJob(s.db, 'hang_heeding');
  const deaf = await queueJob(s.db, 'hang_deaf');
  const after = await queueJob(s.db, 'quick');
  const q = startJobLoop({
    store: dbQueueStore(s.db),
    log: testLog,
    jobs: {
      hang_heeding: (_job, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      hang_deaf: () => new Promise(() => {}),
      quick: async () => {},
    },
    deadlines: { hang_heeding: 200, hang_deaf: 200 },
    abandonAfterMs: 200,
    concurrency: 1,
    pollMs: 20,
  });
  try {
    expect(await ended(heeds)).toEqual({ status: 'scan_fault', failure_message: expect.stringMatching(/deadline of 0.2 s/) });
    expect(await ended(deaf)).toMatchObject({ status: 'scan_fault' });
    expect(await ended(after)).toMatchObject({ status: 'scan_finish' });
  } finally {
    await q.stop();
  }
});
