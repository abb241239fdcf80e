import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { NodeHandler } from '../../core/context.ts';
import { logRequest } from '../../core/request-log.ts';
import { clientAddress } from '../http/client-ip.ts';
import type { RuntimeAnswers } from '../routes/runtime-answers.ts';
import type { ScriptAnswers, ScriptRequest } from '../routes/script-answers.ts';

/**
 * The uuid of `/c/{uuid}.js` (another query is ignored, as on the route), else null: anything else goes to Hono,
 * a QA region preview (`service_region`, script-route.ts) too.
 * By position rather than a pattern, on the service's busiest path: what is not a uuid is no kept website's,
 * so the lookup that follows turns it away (to the route, which validates it).
 */
const scriptUuid = (url: string): string | null =>
  url.length >= 42 &&
  url.startsWith('/c/') &&
  url.startsWith('.js', 39) &&
  (url.length === 42 || (url[42] === '?' && !url.includes('service_region', 43)))
    ? url.slice(3, 39)
    : null;

/** A Node request's headers as `ScriptRequest` reads them: one value, a repeated header joined as Fetch joins it. */
const headersOf = (req: IncomingMessage): Pick<Headers, 'get'> => ({
  get(name) {
    const v = req.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  },
});

/**
 * Headers as Node's `writeHead` takes them fastest, name and value in turn (what a raw
 * header list is); worked out once per answer's headers, which are made once per script.
 */
const flatHeaders = new WeakMap<Record<string, string>, string[]>();
const flat = (headers: Record<string, string>): string[] => {
  let f = flatHeaders.get(headers);
  if (!f) flatHeaders.set(headers, (f = Object.entries(headers).flat()));
  return f;
};

/**
 * The first-view script's 200 and 304 answered at the Node level, before
 * Hono (docs/service.md#the-first-view-fast-path): for a website, region and
 * language whose script is in memory, and a client within its address's
 * limit, it writes the answer `answers` makes — the same headers and bytes
 * as the route's, the page view counted the same — straight to the socket.
 * Everything else (the first request for a script, an unknown uuid, a
 * refused client, other methods and paths) it leaves to Hono, having done
 * nothing a second pass would do again.
 */
export function firstViewFastPath(opts: {
  run: RuntimeAnswers;
  answers: ScriptAnswers;
  log: Logger;
  trustedProxies?: number;
}): NodeHandler {
  const { run, answers, log, trustedProxies } = opts;
  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? '';
    if (method !== 'GET' && method !== 'HEAD') return false;
    const uuid = scriptUuid(req.url ?? '');
    if (!uuid) return false;
    // Timed only when its line would be written (LOG_LEVEL info or finer): this path is the service's busiest.
    const startedAt = log.isLevelEnabled('info') ? performance.now() : -1;
    const headers = headersOf(req);
    const ip = clientAddress(headers.get('x-forwarded-for'), req.socket.remoteAddress, trustedProxies);
    const request: ScriptRequest = { method, headers, ip };
    const make = answers.ready(uuid, request);
    // A refused client is counted as nothing (runtime-answers.ts `wait`): the route refuses it again, with its 429.
    if (!make || run.wait(ip) > 0) return false;
    const a = make();
    res.writeHead(a.status, flat(a.headers));
    res.end(a.body ?? undefined);
    if (startedAt >= 0) logRequest(log, method, req.url!.split('?')[0]!, a.status, startedAt);
    return true;
  };
}
