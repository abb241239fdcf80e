import type { Logger } from 'pino';

/** A job to queue: its type and what it needs. */
export interface DueJob {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Jobs a request found due, held in memory until the queue keeper queues
 * them (src/service/jobs/queue-keeper.ts): a GET answers and writes no job
 * (docs/proof.md#screenshots). Keyed, so a job noted twice is queued once.
 * At most `max` wait: past that a note is dropped with a warning rather than
 * held, as a flood of reads must not grow the process. Notes still waiting
 * when the process dies are lost; what they would have done is not proof
 * itself (the kept revision is).
 */
export function dueJobs(log: Logger, max = 1_000) {
  const waiting = new Map<string, DueJob>();
  return {
    note(key: string, job: DueJob): void {
      if (!waiting.has(key) && waiting.size >= max) {
        log.warn({ job: job.type, key }, `${max} jobs wait to be queued already: this one is dropped`);
        return;
      }
      waiting.set(key, job);
    },
    /** Queues each waiting job in the order noted, forgetting each once queued; a failure leaves it and the rest waiting. */
    async queue(queueJob: (job: DueJob) => Promise<unknown>): Promise<void> {
      for (const [key, job] of waiting) {
        await queueJob(job);
        waiting.delete(key);
      }
    },
  };
}
export type DueJobs = ReturnType<typeof dueJobs>;
