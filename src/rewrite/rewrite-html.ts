import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { MapLike } from '../shared/blocking-match.ts';
import { gatedTag } from './gated-tag.ts';
import { type Hold, holdByMap } from './hold.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (n: Node): n is Element => 'tagName' in n;

/** Every element of the tree, in document order, a `<template>`'s content included (it may be cloned into the page). */
function* elements(n: Node): Generator<Element> {
  if (isElement(n)) yield n;
  const children = 'childNodes' in n ? n.childNodes : [];
  for (const c of children) yield* elements(c);
  if (isElement(n) && n.tagName === 'template') yield* elements((n as DefaultTreeAdapterMap['template']).content);
}

/** The document's base URL: its first `<base href>`, resolved against the page's address, else the page's. */
function baseOf(all: Element[], page: URL): URL {
  const href = all.find((e) => e.tagName === 'base' && e.attrs.some((a) => a.name === 'href'));
  try {
    return new URL(href!.attrs.find((a) => a.name === 'href')!.value, page);
  } catch {
    return page;
  }
}

/**
 * The server-side half of automatic blocking (docs/runtime.md#the-server-side-rewrite): `html` with every
 * script, iframe and preload hint that `hold` (or a blocking map, through `holdByMap`) holds back from the page
 * at `page` put in the manual gating's form (`gatedTag`), so that the browser requests none of them before
 * consent, not even from its preload scanner. The runtime releases them once their category is granted.
 *
 * The HTML is read by parse5, the HTML standard's tokenizer and tree construction, with scripting on, so
 * that comments (`<!-->`), `<script/src>`, character references, raw text (`<noscript>`, `<textarea>`,
 * `<style>`…), foreign content (`<svg><script>`) and `<template>` are read as a browser reads them. Only the
 * start tags it replaces change: the rest of the output is the input byte for byte, spliced by the parser's
 * source offsets. Scripts and iframes added later by script are the runtime blocker's.
 */
export function rewriteHtml(html: string, rules: MapLike | Hold, page: string | URL): string {
  const hold = typeof rules === 'function' ? rules : holdByMap(rules);
  const at = new URL(page);
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true }))];
  const base = baseOf(all, at);
  let out = '';
  let from = 0;
  for (const el of all) {
    const tag = el.sourceCodeLocation?.startTag;
    // An element the parser made up (an implied <html>, <tbody>) has no tag of its own to change.
    if (!tag || tag.startOffset < from) continue;
    const attrs = Object.values(el.sourceCodeLocation?.attrs || {});
    const last = Math.max(tag.startOffset, ...attrs.map((a) => a.endOffset));
    const selfClosing = html.slice(last, tag.endOffset).includes('/');
    const replaced = gatedTag(el, hold, base, at, selfClosing);
    if (replaced === undefined) continue;
    out += html.slice(from, tag.startOffset) + replaced;
    from = tag.endOffset;
  }
  return out + html.slice(from);
}
