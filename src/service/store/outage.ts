import type { Logger } from 'pino';
import type { OutageReason } from './unavailable.ts';

/** Whether the database serves, as the last queries found it: for readiness, and for one log line per change. */
export interface Outage {
  /** Null while it serves; else why not and since when (ms since the epoch). */
  readonly down: { reason: OutageReason; since: number } | null;
  /** A query failed for a reason of the database's (unavailable.ts). */
  failed(reason: OutageReason, err: unknown): void;
  /** A query succeeded; `wrote`: it wrote, which alone ends an outage for want of space (reads still work then). */
  succeeded(wrote: boolean): void;
}

/**
 * The outage state, logged once when the database goes down (with the first
 * error's message, no stack: hundreds of requests meet the same outage) and
 * once when it serves again, with how long it was down.
 */
export function outageState(log: Logger, now: () => number = Date.now): Outage {
  let down: Outage['down'] = null;
  return {
    get down() {
      return down;
    },
    failed(reason, err) {
      if (down?.reason === reason) return;
      down = { reason, since: down?.since ?? now() };
      log.warn(
        { reason, error: (err as Error | null)?.message ?? String(err) },
        `database ${reason}: answering 503 until it serves`,
      );
    },
    succeeded(wrote) {
      if (!down || (down.reason === 'out of space' && !wrote)) return;
      log.info({ downMs: now() - down.since }, 'database serves again');
      down = null;
    },
  };
}
