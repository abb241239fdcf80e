import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { RequestError } from '../http/errors.ts';
import { etagOf, ifNoneMatch } from '../http/etag.ts';

export interface StaticFile {
  type: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** A file kept in memory with its brotli and gzip forms, compressed once at start-up. */
export function staticFile(type: string, content: Buffer | string): StaticFile {
  const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    type,
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
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
 * Answers with the best encoding the client accepts. The bundles' URLs carry
 * no version, so they are cached briefly and revalidated: a fix reaches every
 * site within minutes, and a revalidation is a 304.
 */
export function sendStatic(
  c: Context,
  f: StaticFile | null,
  cacheControl = 'public, max-age=300, stale-while-revalidate=86400',
): Response {
  if (!f) throw new RequestError(503, 'not_built', 'this file is not built: run npm run build');
  const accept = c.req.header('accept-encoding') || '';
  const [body, encoding] = /\bbr\b/.test(accept) ? [f.br, 'br'] : /\bgzip\b/.test(accept) ? [f.gzip, 'gzip'] : [f.raw, null];
  // Each encoding is its own representation, with its own strong tag.
  const etag = encoding ? f.etag.replace(/"$/, `-${encoding}"`) : f.etag;
  const headers = new Headers({
    'Content-Type': f.type,
    'Cache-Control': cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  });
  if (ifNoneMatch(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
