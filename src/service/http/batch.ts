import type { Context } from 'hono';
import type { z } from 'zod';
import { checkCriterion } from './criteria.ts';
import type { V1Context, V1Env } from './env.ts';
import { entry, type ItemResult, isObject, notFound, validationError } from './items.ts';
import { checkParams, readQuery } from './request.ts';

/**
 * Runs `fn` for every item of a batch, in order. One item's failure never
 * fails the others: an unexpected exception becomes that item's
 * `internal_error` (logged without the item's content).
 */
export async function eachItem(
  items: unknown[],
  fn: (item: Record<string, unknown>, idx: number) => Promise<ItemResult | null>,
): Promise<ItemResult[]> {
  const out: ItemResult[] = [];
  for (const [idx, item] of items.entries()) {
    if (!isObject(item)) {
      out.push(validationError(idx, {}, [entry('_', 'each item must be a JSON object', 'invalid')]));
      continue;
    }
    try {
      const r = await fn(item, idx);
      if (r) out.push(r);
    } catch (e) {
      console.error(`item ${idx} failed:`, (e as Error).message);
      out.push({ _idx: idx, error: 'internal_error', message: 'the item could not be processed; nothing of it was saved' });
    }
  }
  return out;
}

/**
 * The item's account_id must be the key's account. Another account's data
 * answers exactly like data that does not exist.
 */
export function checkAccount(
  c: Context<V1Env>,
  item: Record<string, unknown>,
  idx: number,
  extra: Record<string, unknown> = {},
): ItemResult | null {
  const a = item.account_id;
  if (typeof a !== 'string' || a === '') return validationError(idx, extra, [entry('account_id', "can't be blank", 'required')]);
  if (a !== c.get('account')) return notFound(idx, { account_id: a, ...extra });
  return null;
}

/**
 * The `query` criteria of a DELETE, each checked against `schema` and the
 * key's account, then given to `fn`; a criterion that fails answers its
 * error as that item.
 */
export function eachCriterion<S extends z.ZodType>(
  c: Context<V1Env>,
  ctx: V1Context,
  schema: S,
  fn: (k: z.infer<S>, idx: number) => Promise<ItemResult>,
): Promise<ItemResult[]> {
  checkParams(c, ['query']);
  const account = c.get('account');
  return eachItem(readQuery(c, ctx.limits), async (raw, idx) => {
    const k = checkCriterion(schema, raw, account);
    return k.ok ? fn(k.value, idx) : { _idx: idx, ...k.error };
  });
}
