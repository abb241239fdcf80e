// Plain, no imports: the runtime's preference centre and its TCF chunk both fill placeholders with it.
/**
 * `text` with its `{name}` placeholder replaced by `value` (as a function, so
 * that a `$&` in a provider's name stays literal). A config cached before the
 * text existed lacks it: then the value alone.
 */
export const fill = (text: string | undefined, name: string, value: string | number): string =>
  (text || `{${name}}`).replace(`{${name}}`, () => '' + value);
