import type { Context } from 'hono';
import type { ValidationEntry } from '../../api/items.ts';

/** A console request body the schemas refused: /v1's validation entries, under one message for the page. */
export const refusedBody = (c: Context, errors: ValidationEntry[]) =>
  c.json({ error: 'validation_error', message: 'the request has invalid fields', validation_errors: errors }, 400);
