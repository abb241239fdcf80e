import type { Queryable } from '../store/db.ts';

/**
 * Where the rows of a listed resource are and which columns scope them to
 * an account: its own `account` column, and/or the `website` a criterion
 * names, which the account must own. Each resource's model declares its own.
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

/** One page of rows in id order: after or before a cursor (ascending or descending), or from either end. */
export interface Keyset {
  after?: { id: string; inclusive: boolean };
  before?: { id: string; inclusive: boolean };
  desc: boolean;
  limit: number;
}

/** What a listing asks for: the account's rows, of one website and/or of some ids. */
export interface OwnedScope {
  account: string;
  websiteId?: string | undefined;
  ids?: readonly string[] | undefined;
}

/** The rows of `scope` (all of them, or one page with a keyset). */
export function ownedRows<R>(q: Queryable, table: OwnedTable, scope: OwnedScope, keyset?: Keyset): Promise<R[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (table.account) where.push(`${table.account} = ${param(scope.account)}`);
  if (table.website) where.push(`${table.website} = ${param(scope.websiteId)}`);
  if (scope.ids) where.push(`${table.id} IN (SELECT jsonb_array_elements_text(${param(JSON.stringify(scope.ids))}::jsonb))`);
  const ks = keyset ? keysetSql(table.id, keyset, params.length + 1) : { where: '', tail: '', params: [] };
  return q.query<R>(`${table.select} WHERE ${where.join(' AND ')} ${ks.where} ${ks.tail}`, [...params, ...ks.params]);
}

/**
 * SQL for a keyset: a condition on `col` and the ORDER BY/LIMIT, with
 * parameters numbered from `next`. Ordered in the "C" collation so both
 * databases agree whatever their default locale.
 */
export function keysetSql(col: string, k: Keyset, next: number): { where: string; tail: string; params: unknown[] } {
  const c = `${col} COLLATE "C"`;
  const bound = k.after ? { op: '>', dir: 'ASC', at: k.after } : k.before ? { op: '<', dir: 'DESC', at: k.before } : null;
  if (!bound) return { where: '', tail: `ORDER BY ${c} ${k.desc ? 'DESC' : 'ASC'} LIMIT ${k.limit}`, params: [] };
  return {
    where: `AND ${c} ${bound.op}${bound.at.inclusive ? '=' : ''} $${next}`,
    tail: `ORDER BY ${c} ${bound.dir} LIMIT ${k.limit}`,
    params: [bound.at.id],
  };
}
