import type { Context } from 'hono';
import type { z } from 'zod';
import { parseItem } from '../../api/items.ts';

/**
 * A request's values read with /v1's schema: the parsed value, or the answer that refuses them in /v1's
 * shape, `400 {error: 'validation_error', message, validation_errors}`.
 */
export function parseOrRefuse<S extends z.ZodType>(
  c: Context,
  schema: S,
  input: unknown,
): { value: z.infer<S>; refused?: undefined } | { refused: Response } {
  const parsed = parseItem(schema, input);
  if (parsed.ok) return { value: parsed.value };
  const message = parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return { refused: c.json({ error: 'validation_error', message, validation_errors: parsed.errors }, 400) };
}
