import { z } from 'zod';
import { line } from '../../schema/limits.ts';
import { ownsWebsite } from '../model/websites.ts';
import type { Queryable } from '../store/db.ts';
import { accountIdEntry, entry, isObject, parseItem } from './items.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: Record<string, unknown> };

/**
 * One criterion of a GET or DELETE `query` array, validated. A criterion of
 * another account answers `object_not_found`, like one that does not exist.
 */
export function checkCriterion<S extends z.ZodType>(schema: S, raw: unknown, account: string): Checked<z.infer<S>> {
  if (!isObject(raw))
    return {
      ok: false,
      error: { error: 'validation_error', validation_errors: [entry('_', 'each criterion must be a JSON object')] },
    };
  const a = raw.account_id;
  const badAccount = accountIdEntry(a);
  if (badAccount) return { ok: false, error: { error: 'validation_error', validation_errors: [badAccount] } };
  const parsed = parseItem(schema, raw);
  if (!parsed.ok) return { ok: false, error: { account_id: a, error: 'validation_error', validation_errors: parsed.errors } };
  if (a !== account) return { ok: false, error: { account_id: a, error: 'object_not_found' } };
  return { ok: true, value: parsed.value };
}

/** `ids` when sent has one or more items (spec: Limits). */
export const Ids = z.array(line(128).min(1)).min(1).max(1000);

/**
 * The criteria of a paged GET, each checked (checkCriterion) and, when it
 * names a website, that website the account's; `more` adds a criterion's
 * own errors (ids not found) right after it. `listed[i]` is criterion i when
 * it passed: the pages list only those.
 */
export async function checkCriteria<C extends { account_id: string; website_id?: string | undefined }>(
  q: Queryable,
  schema: z.ZodType<C>,
  criteria: unknown[],
  account: string,
  more: (k: C) => Promise<Record<string, unknown>[]> = async () => [],
): Promise<{ errors: Record<string, unknown>[]; listed: C[] }> {
  const errors: Record<string, unknown>[] = [];
  const listed: C[] = [];
  for (const [i, k] of criteria.map((raw) => checkCriterion(schema, raw, account)).entries()) {
    if (!k.ok) {
      errors.push(k.error);
      continue;
    }
    const { account_id, website_id } = k.value;
    if (website_id !== undefined && !(await ownsWebsite(q, account, website_id))) {
      errors.push({ error: 'object_not_found', account_id, website_id, id: website_id });
      continue;
    }
    listed[i] = k.value;
    errors.push(...(await more(k.value)));
  }
  return { errors, listed };
}
