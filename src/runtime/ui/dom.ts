/** A child of `h`: a node, a text, or nothing (false, null, undefined and '' add nothing). */
export type Child = Node | string | false | null | undefined;

/**
 * An element of the UI's first view, built straight into the DOM: the banner is drawn once per showing and
 * never diffed, so the first view carries no virtual DOM (docs/decisions/runtime-size.md#the-banner-without-preact).
 * Functions are set as event handler properties (`onclick`), everything else as an attribute: texts reach the
 * DOM as text nodes and attribute values, never as markup.
 */
export function h(
  tag: string,
  attrs: Record<string, string | number | ((e: never) => void) | undefined> | null,
  ...children: Child[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const k in attrs) {
    const v = attrs[k];
    if (typeof v === 'function') (node as unknown as Record<string, unknown>)[k] = v;
    else if (v !== undefined) node.setAttribute(k, v as string);
  }
  for (const c of children) c && node.append(c);
  return node;
}
