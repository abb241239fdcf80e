import type { MiddlewareHandler } from 'hono';

/**
 * The app's requests whose handlers have not finished, so that a stop closes
 * the database only after them. Node's `server.close` waits for connections,
 * not handlers: a client that goes away mid-request (a closed tab, a load
 * balancer's timeout) closes its connection while its handler still runs, and
 * that handler would then meet a closed database (a write failing halfway, an
 * error in the log).
 */
export function inFlightRequests(): { count: MiddlewareHandler; settled(): Promise<void> } {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async count(_c, next) {
      running++;
      try {
        await next();
      } finally {
        if (--running === 0) for (const done of waiting.splice(0)) done();
      }
    },
    settled: () => (running === 0 ? Promise.resolve() : new Promise((done) => waiting.push(done))),
  };
}
