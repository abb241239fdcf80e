import { createHash, createHmac } from 'node:crypto';
import { BASE } from './harness.ts';

// Requests signed with node:crypto as the spec describes (independent of
// src/client/signing.ts), kept as headers so that a test can send the very
// same bytes twice — a replay — or sign for one host and send to another.

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface Signed {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** A request signed for `signedHost` (default: the base URL's host) at `at` ms; `headers` are sent unsigned. */
export function signedRequest(r: {
  key: { publicKey: string; privateKey: string };
  at: number;
  method: string;
  path: string;
  query?: unknown[];
  body?: unknown;
  signedHost?: string;
  headers?: Record<string, string>;
}): Signed {
  const param = r.query ? encodeURIComponent(JSON.stringify(r.query)) : '';
  const body = r.body === undefined ? '' : JSON.stringify(r.body);
  const ts = stamp(r.at);
  const canonical = [
    r.method,
    r.signedHost ?? new URL(BASE).host,
    r.path,
    param,
    ts,
    createHash('sha256').update(body).digest('hex'),
  ];
  const derived = hmac(hmac(hmac(r.key.privateKey, ts), 'default'), 'service');
  const signature = createHmac('sha256', derived).update(canonical.join('\n')).digest('hex');
  return {
    url: `${BASE}${r.path}${param ? `?query=${param}` : ''}`,
    init: {
      method: r.method,
      headers: {
        Authorization: `ServiceV1, PublicKey=${r.key.publicKey}, Signature=${signature}`,
        'X-Service-Timestamp': ts,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...r.headers,
      },
      ...(body ? { body } : {}),
    },
  };
}

/** Sends `req` to an in-process app; status, parsed JSON and headers. */
export async function sendTo(app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, req: Signed) {
  const res = await app.request(req.url, { ...req.init, headers: { ...req.init.headers } });
  return { status: res.status, json: (await res.json()) as unknown, headers: res.headers };
}
