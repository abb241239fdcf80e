import type { Logger } from 'pino';

/** The status a request's line shows when its client went away before the answer (nginx's "client closed request"). */
export const CLIENT_CLOSED = 499;

/**
 * A request's one line, written when it has been answered, whichever way in
 * answered it (the app's middleware, the first-view fast path); also for a
 * client that went away mid-request: its doing, not an error of ours.
 */
export function logRequest(log: Logger, method: string, path: string, status: number, startedAt: number): void {
  const ms = Math.round((performance.now() - startedAt) * 10) / 10;
  log.info({ method, path, status, ms }, status === CLIENT_CLOSED ? 'request aborted by the client' : 'request');
}
