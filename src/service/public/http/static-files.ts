import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { RequestError } from '../../core/errors.ts';
import { type Coding, pickCoding } from './encoding.ts';
import { etagOf, ifNoneMatch } from './etag.ts';

export interface StaticFile {
  type: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for a body of `bytes`: `best` up to 64 KiB (every usual
 * config and first-view script), lower beyond, so that a large body holds a
 * thread of libuv's pool for milliseconds, not seconds. Measured on 4.5 MB of
 * cookie prose: quality 11 took 12.5 s (2.7 s per MiB), 6 took 110 ms, 5 92 ms;
 * on 64 KiB, quality 11 took 144 ms.
 */
export const qualityFor = (bytes: number, best = 11): number =>
  Math.min(best, bytes <= 64 * 1024 ? 11 : bytes <= 1024 * 1024 ? 6 : 5);

const brotliParams = (raw: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});
const toBuffer = (content: Buffer | string) => (Buffer.isBuffer(content) ? content : Buffer.from(content));

/**
 * A text kept with its brotli and gzip forms, compressed once, here on the
 * event loop: only for what the service has at start-up (the bundles, the
 * policy stylesheet). Anything made from stored data goes through
 * `encodeFile`, whose size no visitor controls the cost of.
 */
export function staticFile(type: string, content: Buffer | string): StaticFile {
  const raw = toBuffer(content);
  return {
    type,
    raw,
    br: brotliCompressSync(raw, brotliParams(raw, 11)),
    gzip: gzipSync(raw, { level: 9 }),
    etag: etagOf(raw),
  };
}

/**
 * `staticFile` for answers made from stored data (composed configs, first-view
 * scripts, policy pages): compressed on libuv's thread pool, off the event
 * loop, at a quality that falls with the body's size (`qualityFor`), so a
 * website with a huge config delays nobody else's answer. `best` is lower for
 * pages rendered per request.
 */
export async function encodeFile(type: string, content: Buffer | string, best = 11): Promise<StaticFile> {
  const raw = toBuffer(content);
  const quality = qualityFor(raw.length, best);
  const [br, gz] = await Promise.all([
    brotliAsync(raw, brotliParams(raw, quality)),
    gzipAsync(raw, { level: quality >= 9 ? 9 : 6 }),
  ]);
  return { type, raw, br, gzip: gz, etag: etagOf(raw) };
}

/** Bytes a kept file holds in memory, all three forms. */
export const sizeOf = (f: StaticFile): number => f.raw.length + f.br.length + f.gzip.length;

/** Reads a built file; null when the build has not made it (the route then answers 503). */
export function builtFile(type: string, path: string): StaticFile | null {
  try {
    return staticFile(type, readFileSync(path));
  } catch {
    return null;
  }
}

/**
 * An unversioned URL (a bundle, the snippet's script): cached briefly and
 * revalidated, so a fix reaches every site within minutes; meanwhile a stale
 * copy serves at once while the cache revalidates (a revalidation is a 304).
 */
export const SHORT_LIVED = 'public, max-age=300, stale-while-revalidate=86400';
/** A URL whose content never changes (it names its content's hash): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SendOptions {
  /** Default SHORT_LIVED. */
  cacheControl?: string;
  /** Request headers the answer depends on besides Accept-Encoding (always sent). */
  vary?: readonly string[];
  status?: number;
  /** Extra response headers (a policy page's CSP). */
  headers?: Record<string, string>;
}

/** One encoding of a kept file as answered: its bytes, its tag, the headers of its 200 and of its 304. */
export interface Representation {
  body: Buffer;
  etag: string;
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

/** What `sendStatic` answers with for `encoding`, worked out once for whoever keeps it (the first-view fast path). */
export function representation(f: StaticFile, encoding: Coding | null, opts: SendOptions = {}): Representation {
  const body = encoding ? f[encoding] : f.raw;
  // Each encoding is its own representation, with its own strong tag.
  const etag = encoding ? f.etag.replace(/"$/, `-${encoding}"`) : f.etag;
  const notModified: Record<string, string> = {
    ...opts.headers,
    'Content-Type': f.type,
    'Cache-Control': opts.cacheControl ?? SHORT_LIVED,
    ETag: etag,
    Vary: ['Accept-Encoding', ...(opts.vary ?? [])].join(', '),
    'X-Content-Type-Options': 'nosniff',
  };
  const ok = { ...notModified, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': String(body.length) };
  return { body, etag, ok, notModified };
}

/**
 * Answers with the best encoding the client accepts, a strong ETag per
 * encoding, and 304 to a matching `If-None-Match`.
 */
export function sendStatic(c: Context, f: StaticFile | null, opts: SendOptions = {}): Response {
  if (!f) throw new RequestError(503, 'not_built', 'this file is not built: run npm run build');
  const r = representation(f, pickCoding(c.req.header('accept-encoding')), opts);
  const status = opts.status ?? 200;
  if (status === 200 && ifNoneMatch(c.req.header('if-none-match'), r.etag))
    return new Response(null, { status: 304, headers: r.notModified });
  // A view over the kept bytes, not a copy of them per request (12 KB for a config): nothing writes to them.
  const body = new Uint8Array(r.body.buffer as ArrayBuffer, r.body.byteOffset, r.body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : body, { status, headers: r.ok });
}
