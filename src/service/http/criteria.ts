import { z } from 'zod';
import { entry, isObject, zodEntries } from './items.ts';

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
  if (typeof a !== 'string' || a === '')
    return {
      ok: false,
      error: { error: 'validation_error', validation_errors: [entry('account_id', "can't be blank", 'required')] },
    };
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: { account_id: a, error: 'validation_error', validation_errors: zodEntries(parsed.error) } };
  if (a !== account) return { ok: false, error: { account_id: a, error: 'object_not_found' } };
  return { ok: true, value: parsed.data };
}

/** `ids` when sent has one or more items (spec: Limits). */
export const Ids = z.array(z.string().min(1).max(128)).min(1).max(1000);
