import type { DefaultTreeAdapterMap } from 'parse5';
import { scriptKind } from '../shared/script-types.ts';
import type { Hold } from './hold.ts';

type Element = DefaultTreeAdapterMap['element'];
type Attribute = Element['attrs'][number];

const SVG = 'http://www.w3.org/2000/svg';
const HTML = 'http://www.w3.org/1999/xhtml';
/** Link types whose only effect is an early request or connection: dropped with their `href` when it is held. */
const HINTS = /^(preload|modulepreload|prefetch|preconnect|dns-prefetch|prerender)$/i;

const nameOf = (a: Attribute) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);
const quoted = (v: string) => `"${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
const serialize = (attrs: Attribute[]) => attrs.map((a) => ` ${nameOf(a)}${a.value ? `=${quoted(a.value)}` : ''}`).join('');
const attr = (el: Element, name: string, ns?: string) => el.attrs.find((a) => a.name === name && a.namespace === ns);
const made = (name: string, value: string): Attribute => ({ name, value });

/**
 * The start tag that `el` gets instead of its own, or undefined when it stays as written. Held:
 * - a script that runs (`scriptKind`), HTML's by `src`, SVG's by `href` or `xlink:href`: typed `text/plain`
 *   with its URL in `src` (a module keeps `data-service-type="module"`), which the runtime's gating
 *   re-creates as an HTML script on release;
 * - an iframe: its `src` moved to `data-service-src`, behind the gating's placeholder;
 * - a link that only hints (preload, preconnect…): its `href` moved to `data-service-href`, never requested.
 * Each with `data-service-category`; a tag the site owner gated already is left. The tag is written anew
 * from the attributes as the browser reads them (character references decoded, duplicates dropped); a
 * `selfClosing` one (`<svg><script href=… />`, which has no end tag in foreign content) stays so.
 */
export function gatedTag(el: Element, hold: Hold, base: URL, page: URL, selfClosing: boolean): string | undefined {
  if (attr(el, 'data-service-category')) return;
  const html = el.namespaceURI === HTML;
  let url: Attribute | undefined;
  let drop: Attribute[] = [];
  let add: Attribute[] = [];
  if (el.tagName === 'script' && (html || el.namespaceURI === SVG)) {
    const kind = scriptKind(attr(el, 'type')?.value ?? null, html ? (attr(el, 'language')?.value ?? null) : null);
    url = html ? attr(el, 'src') : attr(el, 'href') || attr(el, 'href', 'http://www.w3.org/1999/xlink');
    if (!kind || !url) return;
    drop = el.attrs.filter((a) => !a.namespace && /^(type|language|src)$/.test(a.name));
    if (!html) drop.push(...el.attrs.filter((a) => a.name === 'href'));
    add = [
      made('src', url.value),
      made('type', 'text/plain'),
      ...(kind === 'module' ? [made('data-service-type', 'module')] : []),
    ];
  } else if (html && el.tagName === 'iframe') {
    url = attr(el, 'src');
    if (!url) return;
    drop = [url];
    add = [made('data-service-src', url.value)];
  } else if (html && el.tagName === 'link') {
    url = attr(el, 'href');
    if (!url || !(attr(el, 'rel')?.value ?? '').split(/[\t\n\f\r ]+/).some((r) => HINTS.test(r))) return;
    drop = [url];
    add = [made('data-service-href', url.value)];
  } else return;
  let target: URL;
  try {
    target = new URL(url.value, base);
  } catch {
    return;
  }
  const categories = hold(target, page);
  if (!categories) return;
  const kept = el.attrs.filter((a) => !drop.includes(a));
  return `<${el.tagName}${serialize([...kept, ...add, made('data-service-category', categories.join(' '))])}${selfClosing ? ' /' : ''}>`;
}
