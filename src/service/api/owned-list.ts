import type { Context } from 'hono';
import { z } from 'zod';
import type { ServiceContext } from '../core/context.ts';
import { type OwnedTable, ownedRows } from '../model/owned.ts';
import { checkCriteria, Ids } from './criteria.ts';
import { list } from './listing.ts';
import type { V1Env } from './v1-env.ts';

interface Criterion {
  account_id: string;
  website_id?: string;
  ids?: string[];
}

const InAccount = z.strictObject({ account_id: z.string(), ids: Ids.optional() });
const InWebsite = z.strictObject({ account_id: z.string(), website_id: z.string().min(1), ids: Ids.optional() });
const WholeWebsite = z.strictObject({ account_id: z.string(), website_id: z.string().min(1) });

/**
 * A paged GET of the rows the account owns, by criteria `{account_id, ids?}`
 * or, for a table with a `website`, `{account_id, website_id, ids?}`.
 * A website the account does not own fails its criterion as
 * `{error: 'object_not_found', account_id, website_id, id: website_id}`; each
 * requested id that is not there (or is another account's) answers
 * `{error: 'object_not_found', account_id, [website_id,] id}`.
 */
export function listOwned<R extends { id: string }>(
  c: Context<V1Env>,
  ctx: ServiceContext,
  route: string,
  table: OwnedTable,
  view: (row: R) => unknown,
) {
  const { db } = ctx;
  const account = c.get('account');
  const schema: z.ZodType<Criterion> = !table.website ? InAccount : table.ids === false ? WholeWebsite : InWebsite;
  const scope = (k: Criterion) => ({ account, websiteId: k.website_id, ids: k.ids });

  return list<R>(
    c,
    ctx,
    route,
    async (criteria) => {
      const { errors, listed } = await checkCriteria(db, schema, criteria, account, async (k) => {
        if (!k.ids) return [];
        const echo =
          k.website_id === undefined ? { account_id: k.account_id } : { account_id: k.account_id, website_id: k.website_id };
        const found = new Set((await ownedRows<R>(db, table, scope(k))).map((r) => r.id));
        return k.ids.filter((id) => !found.has(id)).map((id) => ({ error: 'object_not_found', ...echo, id }));
      });
      return {
        errors,
        fetch: async (ci, keyset) => {
          const k = listed[ci];
          return k ? ownedRows<R>(db, table, scope(k), keyset) : [];
        },
      };
    },
    view,
  );
}
