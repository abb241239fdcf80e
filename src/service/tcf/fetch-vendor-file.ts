import type { VendorListFile } from '../model/vendor-lists.ts';

/** When the IAB's answer names no max-age: an hour (docs/service.md#iab-tcf). */
export const DEFAULT_FRESH_SECONDS = 3600;

/**
 * How long an answer may be kept, as a browser's cache would (RFC 9111 4.2):
 * its `max-age` less its `Age`; `no-store` and `no-cache` keep it not at all
 * (fetched again at the next refresh), and no max-age the default.
 */
export function freshSeconds(headers: Headers): number {
  const cc = (headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|no-cache)([\s,=]|$)/.test(cc)) return 0;
  const m = /(?:^|[\s,])max-age\s*=\s*"?(\d+)"?/.exec(cc);
  if (!m) return DEFAULT_FRESH_SECONDS;
  const age = Number(headers.get('age') ?? 0);
  return Math.max(0, Number(m[1]) - (Number.isFinite(age) && age > 0 ? age : 0));
}

/**
 * The most a file may take once decompressed: the IAB's list was about 2 MB
 * in 2026; a misconfigured location (or a compression bomb) must not fill a
 * worker's memory.
 */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** How long one file may take, redirects and body together: a location that trickles must not hold the worker. */
export const FILE_DEADLINE_MS = 60_000;

/** Redirects followed for one file, each to the same origin. */
const MAX_REDIRECTS = 5;

/** Where the vendor list may come from and how long one file may take (docs/service.md#iab-tcf). */
export interface VendorFetchRules {
  /** Plain http on a loopback host (TCF_VENDOR_LIST_HTTP_LOOPBACK=1, for tests); otherwise https only. */
  httpLoopback?: boolean | undefined;
  /** Default FILE_DEADLINE_MS. */
  deadlineMs?: number | undefined;
}

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** Why `url` may not be fetched for the vendor list, or null: https, or http on a loopback host when allowed. */
export function refusedVendorUrl(url: string, httpLoopback = false): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `${url} is not a URL`;
  }
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:' && httpLoopback && LOOPBACK.test(u.hostname)) return null;
  return `${url} is not https (plain http only on a loopback host, with TCF_VENDOR_LIST_HTTP_LOOPBACK=1)`;
}

/** The body as text, read until `MAX_FILE_BYTES` and no further. */
async function boundedText(res: Response, url: string): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_FILE_BYTES) {
      await reader.cancel();
      throw new Error(`${url} is over ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Where `name` is at the operator's location: beside vendor-list.json, as the IAB publishes them. */
export const fileUrl = (vendorListUrl: string, name: string): string => new URL(`${name}.json`, vendorListUrl).href;

/**
 * GETs `url`, following a redirect only to the same origin: the location is
 * the operator's, and a redirect elsewhere (a loopback address, the
 * metadata service of a cloud) is not followed.
 */
async function getSameOrigin(url: string, signal: AbortSignal, fetchFn: typeof fetch): Promise<Response> {
  const origin = new URL(url).origin;
  let at = url;
  for (let hop = 0; ; hop++) {
    const res = await fetchFn(at, { headers: { 'accept-encoding': 'gzip, deflate, br' }, signal, redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || !location) return res;
    await res.body?.cancel();
    const next = new URL(location, at);
    if (next.origin !== origin) throw new Error(`${url} redirects to another origin (${next.origin}), which is not followed`);
    if (hop >= MAX_REDIRECTS) throw new Error(`${url} redirects more than ${MAX_REDIRECTS} times`);
    at = next.href;
  }
}

/**
 * Fetches one file of the vendor list, within `rules.deadlineMs` all told. A
 * translation the IAB does not publish (404) is a file with no body, kept
 * like any other answer; any other failure throws, and the stored file stays
 * as it is.
 */
export async function fetchVendorFile(
  vendorListUrl: string,
  name: string,
  signal: AbortSignal,
  fetchFn: typeof fetch = fetch,
  rules: VendorFetchRules = {},
): Promise<VendorListFile> {
  const url = name === 'vendor-list' ? vendorListUrl : fileUrl(vendorListUrl, name);
  const refused = refusedVendorUrl(url, rules.httpLoopback);
  if (refused) throw new Error(refused);
  const deadlineMs = rules.deadlineMs ?? FILE_DEADLINE_MS;
  const overdue = AbortSignal.timeout(deadlineMs);
  try {
    // The IAB asks for a compressed answer; fetch decodes it.
    const res = await getSameOrigin(url, AbortSignal.any([signal, overdue]), fetchFn);
    if (res.status === 404 && name !== 'vendor-list') {
      await res.body?.cancel();
      return { name, body: null, freshSeconds: freshSeconds(res.headers) };
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${url} answered ${res.status}`);
    }
    const text = await boundedText(res, url);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${url} is not JSON`);
    }
    return { name, body, freshSeconds: freshSeconds(res.headers) };
  } catch (err) {
    if (overdue.aborted && !signal.aborted) throw new Error(`${url} took longer than ${deadlineMs / 1000} s`);
    throw err;
  }
}
