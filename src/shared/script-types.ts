/**
 * The HTML standard's JavaScript MIME type essences (https://mimesniff.spec.whatwg.org/#javascript-mime-type):
 * a script whose type is one of them runs as a classic script.
 */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * How a script element with these `type` and `language` attributes (null when absent) runs, as the HTML
 * standard's "prepare the script element" reads them: `classic`, `module`, or undefined when it does not run
 * (a data block, `importmap`, `text/plain`). Trimmed of ASCII whitespace and case-folded; a type with
 * parameters (`text/javascript; charset=utf-8`) counts as its essence, so that a doubt holds rather than lets go.
 */
export function scriptKind(type: string | null, language: string | null): 'classic' | 'module' | undefined {
  const t = type !== null ? type.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '') : language ? `text/${language}` : '';
  if (t === '') return 'classic';
  const lower = t.toLowerCase();
  if (lower === 'module') return 'module';
  return JAVASCRIPT_TYPES.has(lower.split(';')[0]!.replace(/[\t\n\f\r ]+$/, '')) ? 'classic' : undefined;
}
