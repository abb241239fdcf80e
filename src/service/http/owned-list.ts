import type { Context } from 'hono';
import { z } from 'zod';
import { ownsWebsite } from '../model/websites.ts';
import { checkCriterion, Ids } from './criteria.ts';
import type { V1Context, V1Env } from './env.ts';
import { list } from './listing.ts';
import { type Keyset, keysetSql } from './paging.ts';

/**
 * Where the rows of a listed resource are and which columns scope them to
 * the key's account: its own `account` column, and/or the `website` a
 * criterion names, which the account must own.
 */
export type OwnedTable = {
  /** `SELECT … FROM …` whose rows carry their id as `id`. */
  select: string;
  /** The id column: `ids` pick on it and pages run in its order. */
  id: string;
  /** false: a criterion names a whole website and `ids` is an unknown field. */
  ids?: false;
} & (
  | { account: string; website?: string }
  // Without an account column only the owned website keeps accounts apart.
  | { account?: undefined; website: string }
);

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
  ctx: V1Context,
  route: string,
  table: OwnedTable,
  view: (row: R) => unknown,
) {
  const { db } = ctx;
  const account = c.get('account');
  const schema: z.ZodType<Criterion> = !table.website ? InAccount : table.ids === false ? WholeWebsite : InWebsite;

  // A criterion's rows: those of `ids` (all when omitted), a page of them with a keyset.
  const rows = (k: Criterion, keyset?: Keyset) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (table.account) where.push(`${table.account} = ${param(account)}`);
    if (table.website) where.push(`${table.website} = ${param(k.website_id)}`);
    if (k.ids) where.push(`${table.id} IN (SELECT jsonb_array_elements_text(${param(JSON.stringify(k.ids))}::jsonb))`);
    const ks = keyset ? keysetSql(table.id, keyset, params.length + 1) : { where: '', tail: '', params: [] };
    return db.query<R>(`${table.select} WHERE ${where.join(' AND ')} ${ks.where} ${ks.tail}`, [...params, ...ks.params]);
  };

  return list<R>(
    c,
    ctx,
    route,
    async (criteria) => {
      const errors: Record<string, unknown>[] = [];
      const listed: Criterion[] = [];
      for (const [i, k] of criteria.map((q) => checkCriterion(schema, q, account)).entries()) {
        if (!k.ok) {
          errors.push(k.error);
          continue;
        }
        const { account_id, website_id, ids } = k.value;
        const scope = website_id === undefined ? { account_id } : { account_id, website_id };
        if (website_id !== undefined && !(await ownsWebsite(db, account, website_id))) {
          errors.push({ error: 'object_not_found', ...scope, id: website_id });
          continue;
        }
        listed[i] = k.value;
        if (!ids) continue;
        const found = new Set((await rows(k.value)).map((r) => r.id));
        for (const id of ids) if (!found.has(id)) errors.push({ error: 'object_not_found', ...scope, id });
      }
      return {
        errors,
        fetch: async (ci, keyset) => {
          const k = listed[ci];
          return k ? rows(k, keyset) : [];
        },
      };
    },
    view,
  );
}
