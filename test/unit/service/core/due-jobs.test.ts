// The jobs a request notes due: queued once each, in the order noted, none lost to a failed queueing, and never more
// than the bound held (a flood of reads must not grow the process).
import { describe, expect, it } from 'vitest';
import { type DueJob, dueJobs } from '../../../../src/service/core/due-jobs.ts';
import { createLogger } from '../../../../src/service/log.ts';

const job = (n: number): DueJob => ({ type: 'banner_screenshots', payload: { n } });

describe('due jobs', () => {
  it('queue each key once, in the order noted, and then hold nothing', async () => {
    const due = dueJobs(createLogger('silent'));
    due.note('a', job(1));
    due.note('b', job(2));
    due.note('a', job(1));
    const queued: DueJob[] = [];
    await due.queue(async (j) => void queued.push(j));
    expect(queued).toEqual([job(1), job(2)]);
    await due.queue(async (j) => void queued.push(j));
    expect(queued).toHaveLength(2);
  });

  it('keep a job whose queueing failed, and those after it, for the next round', async () => {
    const due = dueJobs(createLogger('silent'));
    for (const n of [1, 2, 3]) due.note(String(n), job(n));
    const queued: unknown[] = [];
    await expect(
      due.queue(async (j) => {
        if (j.payload.n === 2) throw new Error('database away');
        queued.push(j.payload.n);
      }),
    ).rejects.toThrow('database away');
    await due.queue(async (j) => void queued.push(j.payload.n));
    expect(queued).toEqual([1, 2, 3]);
  });

  it('drop a note past the bound with a warning, and take notes again once queued', async () => {
    const warnings: unknown[] = [];
    const log = createLogger('silent');
    log.warn = ((o: unknown) => void warnings.push(o)) as typeof log.warn;
    const due = dueJobs(log, 2);
    for (const n of [1, 2, 3]) due.note(String(n), job(n));
    expect(warnings).toEqual([{ job: 'banner_screenshots', key: '3' }]);
    const queued: unknown[] = [];
    await due.queue(async (j) => void queued.push(j.payload.n));
    due.note('3', job(3));
    await due.queue(async (j) => void queued.push(j.payload.n));
    expect(queued).toEqual([1, 2, 3]);
  });
});
