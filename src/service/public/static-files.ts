import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { pickCoding } from '../http/encoding.ts';
import { RequestError } from '../http/errors.ts';
import { etagOf, ifNoneMatch } from '../http/etag.ts';

export interface StaticFile {
  type: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A text kept with its brotli and gzip forms, compressed once: at start-up for
 * the bundles, once per change for composed answers (quality 11), per request
 * for pages rendered each time (a lower `quality`, cheaper in CPU).
 */
export function staticFile(type: string, content: Buffer | string, quality = 11): StaticFile {
  const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    type,
    raw,
    br: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip: gzipSync(raw, { level: quality >= 9 ? 9 : 6 }),
    etag: etagOf(raw),
  };
}

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

/**
 * Answers with the best encoding the client accepts, a strong ETag per
 * encoding, and 304 to a matching `If-None-Match`.
 */
export function sendStatic(c: Context, f: StaticFile | null, opts: SendOptions = {}): Response {
  if (!f) throw new RequestError(503, 'not_built', 'this file is not built: run npm run build');
  const encoding = pickCoding(c.req.header('accept-encoding'));
  const body = encoding ? f[encoding] : f.raw;
  // Each encoding is its own representation, with its own strong tag.
  const etag = encoding ? f.etag.replace(/"$/, `-${encoding}"`) : f.etag;
  const headers = new Headers({
    ...opts.headers,
    'Content-Type': f.type,
    'Cache-Control': opts.cacheControl ?? SHORT_LIVED,
    ETag: etag,
    Vary: ['Accept-Encoding', ...(opts.vary ?? [])].join(', '),
    'X-Content-Type-Options': 'nosniff',
  });
  const status = opts.status ?? 200;
  if (status === 200 && ifNoneMatch(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}
