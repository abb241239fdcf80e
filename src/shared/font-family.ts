/**
 * A theme's `font_family` (docs/decisions/themes.md#font-family): a
 * comma-separated list as CSS Fonts 4 writes it — each family a quoted
 * string or a run of identifiers, in any script (`微软雅黑`, `"Noto Sans JP"`,
 * `Segoe UI`), or a generic family — read by that grammar and written back
 * from what was read (a quoted name in its own quotes, which it cannot hold;
 * identifiers one space apart), so the value cannot leave its declaration. Refused anywhere, quoted or not: control and bidi-override
 * characters, line breaks, backslash escapes, and `;`, `{`, `}`, `<`, `>`.
 */

/** Generic families: written without quotes (quoted, `"serif"` would name a font called serif). */
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);
/** CSS-wide keywords and `default`: no unquoted family may be one of them (CSS Values 4 §4.2). */
const RESERVED = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default']);

// Never in a family name: C0/C1 controls, line and paragraph separators, the invisible format characters
// but ZWNJ and ZWJ (some scripts need them), lone surrogates, escapes and what could end the declaration.
const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\\;{}<>]|(?![\u200c\u200d])\p{Cf}/u;
/** A CSS identifier (CSS Syntax 3 §4.3.9) with no escapes: ASCII letters, digits, `_`, `-` and any non-ASCII code point. */
const IDENT = /^(?:--|-?(?:[A-Za-z_]|[^\p{ASCII}]))(?:[\w-]|[^\p{ASCII}])*$/u;

/** The list as the stylesheet gets it, or why it is refused. */
export function readFontFamily(value: string): { css: string } | { error: string } {
  if (value.length > 200) return { error: 'is longer than 200 characters' };
  const bad = FORBIDDEN.exec(value);
  if (bad)
    return {
      error: `may not hold ${/[\\;{}<>]/.test(bad[0]) ? `"${bad[0]}"` : `the control character U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`}`,
    };
  const out: string[] = [];
  let i = 0;
  const s = value;
  const blank = (c: string | undefined) => c === ' ' || c === '\t';
  for (;;) {
    while (blank(s[i])) i++;
    const q = s[i];
    if (q === '"' || q === "'") {
      const end = s.indexOf(q, i + 1);
      if (end < 0) return { error: `has a ${q} that is not closed` };
      const name = s.slice(i + 1, end);
      if (!name.trim()) return { error: 'has an empty quoted name' };
      out.push(`${q}${name}${q}`);
      i = end + 1;
    } else {
      const next = s.indexOf(',', i);
      const words = s.slice(i, next < 0 ? s.length : next).trim();
      if (/["']/.test(words)) return { error: `"${words}": a quote may only open a name` };
      i = next < 0 ? s.length : next;
      const parts = words.split(/[ \t]+/).filter(Boolean);
      if (!parts.length) return { error: 'has an empty name between commas' };
      const odd = parts.find((w) => !IDENT.test(w));
      if (odd)
        return {
          error: `"${words}": an unquoted name is made of CSS identifiers ("${odd}" is not one: a word may not start with a digit or hold punctuation); quote it, as in "${words}"`,
        };
      const name = parts.join(' ');
      const lower = name.toLowerCase();
      if (parts.length === 1 && RESERVED.has(lower))
        return { error: `${name} is a CSS keyword, not a font: quote it if a font has that name` };
      out.push(parts.length === 1 && GENERIC.has(lower) ? lower : name);
    }
    while (blank(s[i])) i++;
    if (i >= s.length) break;
    if (s[i] !== ',') return { error: `has "${s[i]}" after a name where a comma belongs` };
    i++;
  }
  return { css: out.join(',') };
}
