import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../core/errors.ts';
import type { Keyset } from '../model/owned.ts';

/**
 * Stateless paging (spec: Paging). A token carries the original criteria, the
 * page size, a direction and a keyset cursor, and is authenticated with an
 * HMAC under a server secret: it never expires, cannot be forged or altered,
 * and is bound to the endpoint and the account it was issued for.
 */
export interface Cursor {
  ci: number;
  id: string;
  inclusive?: boolean;
}
interface State {
  r: string;
  a: string;
  q: unknown[];
  l: number;
  d: 'next' | 'prev';
  c: Cursor;
}

/** Rows of criterion `ci`, ordered by id ascending (`after`/none) or descending (`before`). */
export type FetchRows<R extends { id: string }> = (ci: number, keyset: Keyset) => Promise<R[]>;

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(`paging-v1\n${payload}`).digest();

export function encodeToken(key: Buffer, s: State): string {
  const payload = b64(JSON.stringify(s));
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const invalid = () => badRequest('invalid_paging_token', 'invalid paging token: start again with a fresh request using "query"');

export function decodeToken(key: Buffer, token: string, route: string, account: string): State {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) throw invalid();
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let s: State;
  try {
    s = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as State;
  } catch {
    throw invalid();
  }
  // A genuine token of another endpoint or account is as invalid as a forged one.
  if (s.r !== route || s.a !== account) throw invalid();
  return s;
}

export interface Page<R> {
  rows: R[];
  next: string | null;
  previous: string | null;
}

/** One page over the rows of every criterion in order (criterion index, then id). */
export async function pageRows<R extends { id: string }>(
  fetch: FetchRows<R>,
  n: number,
  limit: number,
  start: { dir: 'next' | 'prev'; cursor: Cursor } | null,
  token: (d: 'next' | 'prev', c: Cursor) => string,
): Promise<Page<R>> {
  const out: { ci: number; row: R }[] = [];
  if (!start || start.dir === 'next') {
    const from = start?.cursor;
    for (let ci = from ? from.ci : 0; ci < n && out.length <= limit; ci++) {
      const after = from && ci === from.ci ? { id: from.id, inclusive: !!from.inclusive } : undefined;
      for (const row of await fetch(ci, { ...(after ? { after } : {}), desc: false, limit: limit + 1 - out.length }))
        out.push({ ci, row });
    }
    const rows = out.slice(0, limit);
    const last = rows.at(-1);
    const first = rows[0];
    return {
      rows: rows.map((r) => r.row),
      next: out.length > limit && last ? token('next', { ci: last.ci, id: last.row.id }) : null,
      previous: !from
        ? null
        : first
          ? token('prev', { ci: first.ci, id: first.row.id })
          : token('prev', { ...from, inclusive: true }),
    };
  }
  const from = start.cursor;
  for (let ci = from.ci; ci >= 0 && out.length <= limit; ci--) {
    const before = ci === from.ci ? { id: from.id, inclusive: !!from.inclusive } : undefined;
    for (const row of await fetch(ci, { ...(before ? { before } : {}), desc: true, limit: limit + 1 - out.length }))
      out.push({ ci, row });
  }
  const rows = out.slice(0, limit).reverse();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => r.row),
    previous: out.length > limit && first ? token('prev', { ci: first.ci, id: first.row.id }) : null,
    next: last ? token('next', { ci: last.ci, id: last.row.id }) : token('next', { ...from, inclusive: true }),
  };
}
