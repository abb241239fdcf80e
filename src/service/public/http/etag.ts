import { createHash } from 'node:crypto';

/** A strong entity tag for these bytes. */
export const etagOf = (bytes: Buffer | string, suffix = ''): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;

/**
 * RFC 9110 §13.1.2: whether `If-None-Match` (a list of entity tags, or `*`)
 * matches; weak comparison, which is what GET and HEAD use.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // What a browser revalidating its copy sends: the one tag it was given.
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
