import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import type { Logger } from 'pino';
import type { NodeHandler } from './context.ts';

/**
 * The `createServer` for @hono/node-server's `serve`: every request goes to
 * `fast` first, and to the app's listener when `fast` leaves it. A fault in
 * `fast` is logged and the app answers, unless an answer had already begun.
 * `extra`: more server options (core/client-limits.ts).
 */
export function fastPathFirst(fast: NodeHandler, log: Logger, extra: ServerOptions = {}): typeof createServer {
  const server = (options: ServerOptions, app: RequestListener) =>
    createServer({ ...options, ...extra }, (req, res) => {
      let answered: boolean;
      try {
        answered = fast(req, res);
      } catch (err) {
        log.error({ err, method: req.method, path: req.url }, 'fast path failed; the app answers');
        answered = res.headersSent;
      }
      if (!answered) app(req, res);
    });
  return server as typeof createServer;
}
