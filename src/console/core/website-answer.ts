import type { Website } from '../../schema/website.ts';
import type { FieldNote } from './field-notes.ts';

/** A website as the console API answers it (GET, POST and PUT /console/api/websites…): /v1's, without `api_key`. */
export type WebsiteAnswer = Omit<Website, 'api_key'> & { warnings: FieldNote[] };
