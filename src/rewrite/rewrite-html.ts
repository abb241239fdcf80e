import { type MapLike, waitsFor } from '../shared/blocking-match.ts';

/** Elements whose content is text, not markup: a `<img src=` inside them is not a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'template']);
/** A comment, or a start tag with its attributes (a quoted value may hold `>`). */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const JS_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

interface Attribute {
  name: string;
  value: string | undefined;
  text: string;
}

const attributesOf = (text: string): Attribute[] =>
  Array.from(text.matchAll(ATTRIBUTE), (m) => ({
    name: m[1]!.toLowerCase(),
    value: m[2] ?? m[3] ?? m[4],
    text: m[0],
  }));

/** Enough of HTML's character references for a URL's host and path to match as the browser would read them. */
const decode = (v: string) =>
  v.replace(
    /&(amp|quot|apos|lt|gt|#x2f|#47);/gi,
    (_, e: string) => ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' })[e.toLowerCase()] ?? '/',
  );

const quote = (v: string) => `"${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/**
 * The server-side half of automatic blocking (docs/runtime.md#automatic-blocking):
 * `html` with every script and iframe that the website's blocking `map` holds back from the
 * page at `page` (its URL) put in the manual gating's form, so that the browser
 * requests none of them before consent, not even from its preload scanner:
 * - `<script src>`: `type="text/plain"` (a module keeps `data-service-type="module"`);
 * - `<iframe src>`: `src` moved to `data-service-src`;
 * - each with `data-service-category`.
 * The runtime releases them once their category is granted. Tags the site
 * owner gated already (`data-service-category`) and everything else are left
 * byte for byte; scripts and iframes written later by script are the
 * runtime's to hold. Images are left: a tracking pixel in the HTML sits in
 * `<noscript>`, which a browser running scripts does not load.
 */
export function rewriteHtml(html: string, map: MapLike, page: string | URL): string {
  const base = new URL(page);
  const lower = html.toLowerCase();
  let out = '';
  let from = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const name = m[1]?.toLowerCase();
    if (!name) continue;
    const replaced = name === 'script' || name === 'iframe' ? gated(name, attributesOf(m[2]!), map, base) : null;
    if (replaced) {
      out += html.slice(from, m.index) + replaced;
      from = TOKEN.lastIndex;
    }
    if (RAW_TEXT.has(name)) {
      // Its content up to its end tag is text: skip it unseen.
      const end = lower.indexOf(`</${name}`, TOKEN.lastIndex);
      TOKEN.lastIndex = end < 0 ? html.length : end;
    }
  }
  return out + html.slice(from);
}

/** The tag in the gated form, or null when it is left as it is. */
function gated(name: string, attrs: Attribute[], map: MapLike, page: URL): string | null {
  const get = (n: string) => attrs.find((a) => a.name === n);
  const src = get('src');
  if (!src || src.value === undefined || get('data-service-category')) return null;
  const type = get('type');
  if (name === 'script' && type && !JS_TYPES.test((type.value || '').trim())) return null;
  const categories = waitsFor(decode(src.value), map, page);
  if (!categories) return null;
  const kept = attrs.filter((a) => (name === 'script' ? a !== type : a !== src)).map((a) => a.text);
  const added =
    name === 'script'
      ? ['type="text/plain"', ...(type && /module/i.test(type.value || '') ? ['data-service-type="module"'] : [])]
      : [`data-service-src=${quote(decode(src.value))}`];
  return `<${name} ${[...kept, ...added, `data-service-category=${quote(categories.join(' '))}`].join(' ')}>`;
}
