import { ApiError } from './api-client.ts';

/** A warning or validation error of the service, with the field it names (`url`, `company.email`, `banner.position`). */
export interface FieldNote {
  field: string;
  message: string;
}

/** The validation errors of a refused write (/v1's `validation_errors`); none for any other failure. */
export const fieldErrors = (e: unknown): FieldNote[] =>
  e instanceof ApiError && Array.isArray(e.body.validation_errors) ? (e.body.validation_errors as FieldNote[]) : [];

/** The same, the first message of each field, to show next to it. */
export const errorsByField = (e: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const v of fieldErrors(e)) if (v.field && v.message && !out[v.field]) out[v.field] = v.message;
  return out;
};
