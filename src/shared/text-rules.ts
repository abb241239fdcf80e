// Plain, no imports: the language packs' test and the banner's custom texts (src/schema/custom-texts.ts) hold texts
// to these rules, so an owner's text passes what a translation passes.

/** The `{name}` placeholders of a text, sorted. */
export const placeholdersOf = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();

/** A tag (`<b`, `</`, `<!--`, `<?`) or a character reference (`&amp;`, `&#60;`): texts are shown as text, never parsed. */
const MARKUP = /<[a-z/!?]|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/**
 * Why `text` cannot stand where `reference` (the US English pack's text of the same key) does, or null: markup,
 * which the runtime would show as it is written, or placeholders other than the reference's, which nothing fills
 * in. Control characters are refused for every field before any schema (src/service/api/text-check.ts).
 */
export function textProblem(text: string, reference: string): string | null {
  if (MARKUP.test(text)) return 'must be plain text: no markup or character references (write the character itself)';
  const want = placeholdersOf(reference);
  if (placeholdersOf(text).join() === want.join()) return null;
  return want.length
    ? `must have the placeholders ${want.join(', ')} and no other`
    : 'must have no placeholder such as {count}: nothing fills it in here';
}
