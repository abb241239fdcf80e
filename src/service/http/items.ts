import type { z } from 'zod';

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

/** zod issues as validation entries, one per issue; unknown keys one entry each. */
export function zodEntries(error: z.ZodError): ValidationEntry[] {
  const out: ValidationEntry[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out.push(entry(path ? `${path}.${k}` : k, 'is not a known field', 'unknown_field'));
    } else if (issue.message === "can't be blank") {
      out.push(entry(path, issue.message, 'blank'));
    } else {
      out.push(
        entry(path || '_', issue.message, issue.code === 'invalid_type' && issue.input === undefined ? 'required' : 'invalid'),
      );
    }
  }
  return out;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of an item without fields that are read-only and so ignored on input. */
export function withoutReadOnly(item: Record<string, unknown>, readOnly: readonly string[]): Record<string, unknown> {
  const copy = { ...item };
  for (const k of readOnly) delete copy[k];
  return copy;
}
