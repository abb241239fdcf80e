import type { Website } from '../../schema/website.ts';
import { ApiError } from './api-client.ts';

/** A warning or validation error of the service, with the field it names (`url`, `company.email`). */
export interface FieldNote {
  field: string;
  message: string;
}

/** A website as the console API answers it (GET, POST and PUT /console/api/websites…): /v1's, without `api_key`. */
export type WebsiteAnswer = Omit<Website, 'api_key'> & { warnings: FieldNote[] };

/** The validation errors of a refused write, by field; none for any other failure. */
export const fieldErrors = (e: unknown): FieldNote[] =>
  e instanceof ApiError && Array.isArray(e.body.validation_errors) ? (e.body.validation_errors as FieldNote[]) : [];
