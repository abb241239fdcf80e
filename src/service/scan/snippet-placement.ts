import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { InstallationFindings } from '../model/installation-checks.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
/** Types a browser runs as script (the HTML standard's JavaScript MIME types, `module`); `text/plain` and JSON are data. */
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/i;

/** The website's snippet: its first-view script `/c/{uuid}.js`, or the older `consent.min.js` with its uuid. */
function isOurs(e: Element, uuid: string): boolean {
  const src = attr(e, 'src');
  if (!src) return false;
  const path = src.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith(`/c/${uuid}.js`)) return true;
  return path.endsWith('/consent.min.js') && attr(e, 'data-website-uuid')?.toLowerCase() === uuid;
}

function* elements(n: Node): Generator<Element> {
  if (isElement(n)) yield n;
  if ('childNodes' in n) for (const c of n.childNodes) yield* elements(c);
  if ('content' in n) yield* elements(n.content);
}

/**
 * Where the website's snippet is in the page as served, read as a browser
 * builds the tree (parse5, scripting on: a stray element in `<head>` ends it
 * there too). First means no other script runs before it: only then can it
 * hold back what the others would set before consent.
 */
export function snippetPlacement(html: string, uuid: string): Pick<InstallationFindings, 'placement' | 'scripts_before'> {
  const doc = parse(html, { scriptingEnabled: true });
  const htmlEl = doc.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'html');
  const head = htmlEl?.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'head');
  const before: string[] = [];
  const id = uuid.toLowerCase();
  for (const e of head ? elements(head) : []) {
    if (e.tagName !== 'script' || e.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (isOurs(e, id)) return { placement: before.length ? 'not_first' : 'first_in_head', scripts_before: before.slice(0, 5) };
    if (RUNS.test((attr(e, 'type') ?? '').trim())) before.push(attr(e, 'src') ?? 'inline script');
  }
  for (const e of elements(doc)) if (e.tagName === 'script' && isOurs(e, id)) return { placement: 'in_body', scripts_before: [] };
  return { placement: 'missing', scripts_before: [] };
}
