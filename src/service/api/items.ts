import type { z } from 'zod';
import { badText, textEntries } from './text-check.ts';

/**
 * Per-item results of a batch. Each validation entry answers both readings
 * of the spec: `{field, message}` (websites) and `{<field>: <code>}`
 * (collaborators), e.g. `{field: 'email', message: '…', email: 'email_in_use'}`.
 */
export interface ValidationEntry {
  field: string;
  message: string;
  [field: string]: string;
}

export const entry = (field: string, message: string, code = 'invalid'): ValidationEntry => ({ [field]: code, field, message });

export type ItemResult = Record<string, unknown> & { _idx: number };

export const validationError = (idx: number, extra: Record<string, unknown>, errors: ValidationEntry[]): ItemResult => ({
  _idx: idx,
  ...extra,
  error: 'validation_error',
  validation_errors: errors,
});

export const notFound = (idx: number, extra: Record<string, unknown>, code = 'object_not_found'): ItemResult => ({
  _idx: idx,
  ...extra,
  error: code,
});

/** zod's own messages, which name types and sizes as a programmer reads them; ours replace them. */
const ZOD_DEFAULT = /^(Invalid input|Too big|Too small)\b/;
const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/**
 * One zod issue as a partner reads it: a missing field is `required`, a
 * field of the wrong type says which type it must be (code `invalid`), a
 * string or list over its limit says it is too long and what the limit is.
 * Messages a schema chose itself are kept. Needs the issue's input, so parse
 * with `{reportInput: true}` (parseItem does).
 */
function issueEntry(issue: z.core.$ZodIssue, path: string): ValidationEntry {
  const own = !ZOD_DEFAULT.test(issue.message);
  if (issue.message === "can't be blank") return entry(path, issue.message, 'blank');
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return entry(path, own ? issue.message : 'is required', 'required');
  if (own) return entry(path, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return entry(path, `must be ${article(issue.expected)}${issue.input === null ? ', not null' : ''}`);
    case 'too_big':
      if (issue.origin === 'string') return entry(path, `is too long (at most ${issue.maximum} characters)`, 'too_long');
      if (issue.origin === 'array' || issue.origin === 'set')
        return entry(path, `has too many items (at most ${issue.maximum})`, 'too_long');
      return entry(path, `must be at most ${issue.maximum}`);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return entry(path, "can't be blank", 'blank');
      if (issue.origin === 'string') return entry(path, `is too short (at least ${issue.minimum} characters)`);
      if (issue.origin === 'array' || issue.origin === 'set') return entry(path, `must hold at least ${issue.minimum} items`);
      return entry(path, `must be at least ${issue.minimum}`);
    case 'invalid_union':
      return entry(path, 'is not of an accepted type');
    default:
      return entry(path, issue.message);
  }
}

/** zod issues as validation entries, one per issue; unknown keys one entry each. */
export function zodEntries(error: z.ZodError): ValidationEntry[] {
  const out: ValidationEntry[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out.push(entry(path ? `${path}.${k}` : k, 'is not a known field', 'unknown_field'));
    } else out.push(issueEntry(issue, path || '_'));
  }
  return out;
}

/** What is wrong with an item's `account_id` (missing, blank, not a string, unkeepable characters), or null. */
export function accountIdEntry(a: unknown): ValidationEntry | null {
  if (a === undefined || a === null || a === '') return entry('account_id', "can't be blank", 'required');
  if (typeof a !== 'string') return entry('account_id', 'must be a string');
  const why = badText(a);
  return why ? entry('account_id', why) : null;
}

/**
 * An item or criterion checked: its strings for characters no field may hold
 * (text-check.ts), then its schema. A field refused for its characters is
 * not reported again by the schema.
 */
export function parseItem<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.infer<S> } | { ok: false; errors: ValidationEntry[] } {
  const text = textEntries(input).map((t) => entry(t.field, t.message, t.code));
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success && text.length === 0) return { ok: true, value: parsed.data };
  const bad = new Set(text.map((e) => e.field));
  const rest = parsed.success ? [] : zodEntries(parsed.error).filter((e) => !bad.has(e.field));
  return { ok: false, errors: [...text, ...rest] };
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of an item without fields that are read-only and so ignored on input. */
export function withoutReadOnly(item: Record<string, unknown>, readOnly: readonly string[]): Record<string, unknown> {
  const copy = { ...item };
  for (const k of readOnly) delete copy[k];
  return copy;
}
