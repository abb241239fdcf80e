import type { Context } from 'hono';
import type { z } from 'zod';
import { parseItem, type ValidationEntry } from '../../api/items.ts';

/** A console request body the schemas refused: /v1's validation entries, `400 {error, message, validation_errors}`. */
export const refusedBody = (c: Context, errors: ValidationEntry[], message = 'the request has invalid fields') =>
  c.json({ error: 'validation_error', message, validation_errors: errors }, 400);

/** A request's values read with /v1's schema: the parsed value, or the answer that refuses them (refusedBody). */
export function parseOrRefuse<S extends z.ZodType>(
  c: Context,
  schema: S,
  input: unknown,
): { value: z.infer<S>; refused?: undefined } | { refused: Response } {
  const parsed = parseItem(schema, input);
  if (parsed.ok) return { value: parsed.value };
  return { refused: refusedBody(c, parsed.errors, parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ')) };
}
