/**
 * A country as a reader of `lang` (a BCP 47 tag) names it: an ISO 3166-1
 * alpha-2 code (`NL`, `nl`) becomes its name in that language ("Netherlands",
 * "Niederlande", "هولندا"); anything else — a name the site owner typed, a
 * code Intl does not know — stays as it is.
 */
export function countryName(value: string, lang: string): string {
  const v = value.trim();
  if (!/^[a-z]{2}$/i.test(v)) return v;
  try {
    const name = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' }).of(v.toUpperCase());
    return name || v;
  } catch {
    // An Intl without DisplayNames, or a tag it refuses.
    return v;
  }
}
