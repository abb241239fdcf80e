/**
 * A `type` that makes a script run: the HTML standard's JavaScript MIME type essences
 * (https://mimesniff.spec.whatwg.org/#javascript-mime-type), `module` and the empty type, trimmed and
 * case-folded. Parameters (`text/javascript; charset=utf-8`) are read away, although a browser runs no script so
 * typed: whoever holds scripts by this test holds such a one too, which fails closed. The blocker in the page and
 * the rewrite on the server read types by this one expression.
 */
export const JAVASCRIPT_TYPE =
  /^\s*(|module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))\s*(;.*)?$/i;

/**
 * How a script element with these `type` and `language` attributes (null when absent) runs, as the HTML
 * standard's "prepare the script element" reads them: `classic`, `module`, or undefined when it does not run
 * (a data block, `importmap`, `text/plain`).
 */
export function scriptKind(type: string | null, language: string | null): 'classic' | 'module' | undefined {
  const t = type ?? (language ? `text/${language}` : '');
  if (!JAVASCRIPT_TYPE.test(t)) return undefined;
  return t.trim().toLowerCase() === 'module' ? 'module' : 'classic';
}
