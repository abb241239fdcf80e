/**
 * Characters no text the service keeps may hold: C0 controls but tab, line
 * feed and carriage return (descriptions and addresses may have lines), DEL
 * and the C1 controls. NUL in particular cannot be stored by PostgreSQL at
 * all, so it failed the write as an internal error; fields that must be a
 * single line refuse tab and newlines too, in their schema (`line` in src/schema/limits.ts).
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any accepted shape: what lies below cannot be valid, and the schema refuses it. */
const MAX_DEPTH = 16;

/** A field refused for its characters (items.ts makes it a validation entry). */
export interface BadText {
  field: string;
  message: string;
  code: 'invalid' | 'unknown_field';
}

/**
 * One finding per string (value or object key) of a parsed JSON
 * value holding a control character or an unpaired surrogate (which no
 * UTF-8 store keeps). Run on every item and criterion before its schema, so
 * each field is covered without a rule of its own.
 */
export function textEntries(value: unknown, path = '', depth = 0): BadText[] {
  if (typeof value === 'string') {
    const why = badText(value);
    return why ? [{ field: path || '_', message: why, code: 'invalid' }] : [];
  }
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return [];
  const out: BadText[] = [];
  const at = (k: string) => (path ? `${path}.${k}` : k);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...textEntries(v, at(String(i)), depth + 1));
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    const why = badText(k);
    if (why) out.push({ field: at(k), message: `is not a known field: its name ${why}`, code: 'unknown_field' });
    else out.push(...textEntries(v, at(k), depth + 1));
  }
  return out;
}

/** Why a string cannot be kept, or null. */
export function badText(s: string): string | null {
  if (CONTROL.test(s)) return 'must not contain control characters (such as NUL)';
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode (no unpaired surrogate)';
  return null;
}
