/**
 * The ServiceV1 request signature (spec: Authentication), written once and
 * used by both the client and the service. Web Crypto only — no DOM, no
 * `node:` imports — so it runs in Node 20 and in browsers alike.
 */

export const SCHEME = 'ServiceV1';
export const TIMESTAMP_HEADER = 'X-Service-Timestamp';

export interface CanonicalParts {
  method: string;
  /** Host the request goes to, without scheme (with or without port; see docs/decisions/partner-api.md#host-in-the-canonical-request). */
  host: string;
  /** Path without query string. */
  path: string;
  /** The URL-encoded value of `query`, or the value of `paging`, or ''. */
  param: string;
  timestamp: string;
  /** Exact bytes of the body; empty for none. */
  body: Uint8Array | string;
}

const enc = new TextEncoder();
const bytes = (v: Uint8Array | string): Uint8Array => (typeof v === 'string' ? enc.encode(v) : v);
const hex = (buf: ArrayBuffer): string => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data as BufferSource));
}

export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes(data) as BufferSource));
}

/** The six parts joined by '\n', no trailing newline. */
export async function canonicalRequest(p: CanonicalParts): Promise<string> {
  return canonicalString(p, await sha256Hex(p.body));
}

/** The same with the body already hashed, so a verifier that tries several hosts hashes the body once. */
export function canonicalString(p: Omit<CanonicalParts, 'body'>, bodyHash: string): string {
  return [p.method.toUpperCase(), p.host, p.path, p.param, p.timestamp, bodyHash].join('\n');
}

/** private key → HMAC(timestamp) → HMAC('default') → HMAC('service'). */
export async function derivedKey(privateKey: string, timestamp: string): Promise<Uint8Array> {
  let secret: Uint8Array = enc.encode(privateKey);
  for (const step of [timestamp, 'default', 'service']) secret = await hmac(secret, enc.encode(step));
  return secret;
}

/**
 * Derives the key of `timestamp` once and signs any number of canonical
 * strings with it (a verifier tries a few hosts and query encodings; the
 * derivation is four HMACs, the same for all of them).
 */
export async function signer(privateKey: string, timestamp: string): Promise<(canonical: string) => Promise<string>> {
  const key = await crypto.subtle.importKey(
    'raw',
    (await derivedKey(privateKey, timestamp)) as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (canonical) => hex(await crypto.subtle.sign('HMAC', key, enc.encode(canonical) as BufferSource));
}

/** 64 hex characters. */
export async function sign(privateKey: string, p: CanonicalParts): Promise<string> {
  return (await signer(privateKey, p.timestamp))(await canonicalRequest(p));
}

/** `YYYYMMDDTHHMMSSZ` (basic ISO 8601, UTC). */
export function formatTimestamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const TIMESTAMP_RE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** Milliseconds since the epoch, or null when the value is not a valid timestamp. */
export function parseTimestamp(v: string): number | null {
  const m = TIMESTAMP_RE.exec(v);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const t = Date.UTC(y, mo - 1, d, h, mi, s);
  // Reject rolled-over dates such as 20261332T...: the round trip must give the same string.
  return formatTimestamp(new Date(t)) === v ? t : null;
}

export function authorizationHeader(publicKey: string, signature: string): string {
  return `${SCHEME}, PublicKey=${publicKey}, Signature=${signature}`;
}

const AUTH_RE = /^ServiceV1,\s*PublicKey=([A-Za-z0-9_-]{1,128}),\s*Signature=([0-9a-fA-F]{64})$/;

/** `{publicKey, signature}` from an Authorization header, or null when malformed. */
export function parseAuthorization(v: string): { publicKey: string; signature: string } | null {
  const m = AUTH_RE.exec(v.trim());
  return m ? { publicKey: m[1]!, signature: m[2]!.toLowerCase() } : null;
}

/**
 * Part 4 as the client sends it: the raw, URL-encoded `query` value exactly as
 * it appears in the URL, else the raw `paging` value, else ''.
 */
export function signedParam(search: string): string {
  let query: string | undefined;
  let paging: string | undefined;
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    if (name === 'query' && query === undefined) query = value;
    if (name === 'paging' && paging === undefined) paging = value;
  }
  return query ?? paging ?? '';
}
