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
 * Fetches one file of the vendor list. A translation the IAB does not
 * publish (404) is a file with no body, kept like any other answer; any other
 * failure throws, and the stored file stays as it is.
 */
export async function fetchVendorFile(
  vendorListUrl: string,
  name: string,
  signal: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<VendorListFile> {
  const url = name === 'vendor-list' ? vendorListUrl : fileUrl(vendorListUrl, name);
  // The IAB asks for a compressed answer; fetch decodes it.
  const res = await fetchFn(url, { headers: { 'accept-encoding': 'gzip, deflate, br' }, signal, redirect: 'follow' });
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
}
