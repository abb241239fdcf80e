import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import type { ServiceContext } from '../core/context.ts';
import { atomicPart } from '../store/request-transaction.ts';
import { checkCriterion } from './criteria.ts';
import {
  accountIdEntry,
  entry,
  type ItemResult,
  isObject,
  notFound,
  parseItem,
  validationError,
  withoutReadOnly,
} from './items.ts';
import { checkParams, readBody, readQuery } from './request.ts';
import type { V1Env } from './v1-env.ts';

type Item = Record<string, unknown>;

/**
 * Runs `fn` for every item of a batch, in order. One item's failure never
 * fails the others: an unexpected exception becomes that item's
 * `internal_error` (logged with its stack, without the item's content).
 */
async function eachItem(
  c: Context<V1Env>,
  ctx: ServiceContext,
  items: unknown[],
  fn: (item: Item, idx: number) => Promise<ItemResult>,
): Promise<ItemResult[]> {
  const out: ItemResult[] = [];
  for (const [idx, item] of items.entries()) {
    if (!isObject(item)) {
      out.push(validationError(idx, {}, [entry('_', 'each item must be a JSON object', 'invalid')]));
      continue;
    }
    try {
      // In a request transaction (Idempotency-Key) each item gets a savepoint: its failure must not abort the others.
      out.push(await atomicPart(() => fn(item, idx)));
    } catch (err) {
      ctx.log.error({ err, method: c.req.method, path: c.req.path, idx }, 'item failed');
      out.push({ _idx: idx, error: 'internal_error', message: 'the item could not be processed; nothing of it was saved' });
    }
  }
  return out;
}

/** What one kind of write does with an item once it is the key's account's and valid. */
export interface WriteSpec<S extends z.ZodType> {
  schema: S;
  /** Fields that are read-only, so ignored on input. */
  readOnly?: readonly string[];
  /** The item in the schema's spelling (where the spec accepts two). */
  normalize?: (item: Item) => Item;
  /** Input fields an error item repeats so that a reader can match it (an `id`). */
  echo?: (item: Item) => Item;
  /** The same for a validation error, when it differs from `echo`. */
  echoInvalid?: (item: Item) => Item;
  /** The batch comes from the `query` parameter (a GET that writes) instead of the body. */
  fromQuery?: boolean;
  write: (input: z.infer<S>, at: { account: string; idx: number }) => Promise<ItemResult>;
}

/**
 * The handler of a batch write (spec: POST/PUT bodies): no query parameters,
 * a bounded JSON array, and for every item, in order: the key's account (an
 * item of another account answers exactly like data that does not exist),
 * the schema, then `write`. A handler is only the part that differs.
 */
export function batchWrite<S extends z.ZodType>(ctx: ServiceContext, spec: WriteSpec<S>): Handler<V1Env> {
  const echo = spec.echo ?? (() => ({}));
  const echoInvalid = spec.echoInvalid ?? echo;
  return async (c) => {
    checkParams(c, spec.fromQuery ? ['query'] : []);
    const account = c.get('account');
    const items = spec.fromQuery ? readQuery(c, ctx.limits) : readBody(c, ctx.limits);
    return c.json(
      await eachItem(c, ctx, items, async (raw, idx) => {
        const item = spec.normalize ? spec.normalize(raw) : raw;
        const a = item.account_id;
        const badAccount = accountIdEntry(a);
        if (badAccount) return validationError(idx, echo(item), [badAccount]);
        if (a !== account) return notFound(idx, { account_id: a, ...echo(item) });
        const parsed = parseItem(spec.schema, withoutReadOnly(item, spec.readOnly ?? []));
        if (!parsed.ok) return validationError(idx, { account_id: a, ...echoInvalid(item) }, parsed.errors);
        return spec.write(parsed.value, { account, idx });
      }),
    );
  };
}

/**
 * The handler of a DELETE: the `query` criteria, each checked against
 * `schema` and the key's account, then given to `remove`; a criterion that
 * fails answers its error as that item. `answer` shapes the whole response.
 */
export function batchDelete<S extends z.ZodType>(
  ctx: ServiceContext,
  schema: S,
  remove: (k: z.infer<S>, at: { account: string; idx: number }) => Promise<ItemResult>,
  answer: (items: ItemResult[]) => unknown = (items) => items,
): Handler<V1Env> {
  return async (c) => {
    checkParams(c, ['query']);
    const account = c.get('account');
    const items = await eachItem(c, ctx, readQuery(c, ctx.limits), async (raw, idx) => {
      const k = checkCriterion(schema, raw, account);
      return k.ok ? remove(k.value, { account, idx }) : { _idx: idx, ...k.error };
    });
    return c.json(answer(items));
  };
}
