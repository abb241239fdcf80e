import type { Context } from 'hono';
import type { ServiceContext } from '../core/context.ts';
import { badRequest } from '../core/errors.ts';
import { decodeToken, encodeToken, type FetchRows, pageRows } from './paging.ts';
import { checkParams, readLimit, readQuery } from './request.ts';
import type { V1Env } from './v1-env.ts';

export interface Prepared<R extends { id: string }> {
  /** Error objects of criteria that failed (spec: the GET `errors` array). */
  errors: Record<string, unknown>[];
  fetch: FetchRows<R>;
}

/**
 * A paged GET: `?query=<json>&limit=<n>` or `?paging=<token>`. Answers
 * `{results, errors, paging}`; `paging` carries both spellings of the tokens
 * and the envelope is repeated under `scrolling` (docs/decisions/partner-api.md#get-envelope).
 * `errors` belong to the criteria and are reported on the first page only.
 */
export async function list<R extends { id: string }>(
  c: Context<V1Env>,
  ctx: ServiceContext,
  route: string,
  prepare: (criteria: unknown[]) => Promise<Prepared<R>>,
  view: (row: R) => unknown,
) {
  checkParams(c, ['query', 'limit', 'paging']);
  const account = c.get('account');
  const token = c.req.query('paging');
  let criteria: unknown[];
  let limit: number;
  let start: Parameters<typeof pageRows>[3] = null;
  if (token !== undefined) {
    if (c.req.query('query') !== undefined)
      throw badRequest('invalid_request', 'send either "query" (first page) or "paging" (later pages), not both');
    const s = decodeToken(ctx.pagingKey, token, route, account);
    criteria = s.q;
    limit = readLimit(c, ctx.limits) ?? s.l;
    start = { dir: s.d, cursor: s.c };
  } else {
    criteria = readQuery(c, ctx.limits);
    limit = readLimit(c, ctx.limits) ?? ctx.limits.defaultLimit;
  }
  const { errors, fetch } = await prepare(criteria);
  const page = await pageRows(fetch, criteria.length, limit, start, (d, cursor) =>
    encodeToken(ctx.pagingKey, { r: route, a: account, q: criteria, l: limit, d, c: cursor }),
  );
  const paging = { next: page.next, previous: page.previous, next_results: page.next, previous_results: page.previous };
  return c.json({ results: page.rows.map(view), errors: start ? [] : errors, paging, scrolling: paging });
}
