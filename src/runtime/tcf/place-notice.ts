/** The class of the TCF notice's paragraph in the banner, and of its "Vendors (N)" link. */
const NOTICE = 'tcf-n';
export const VENDORS_LINK = 'tcf-v';
/** Marks a link clicked before the chunk could open the vendor layer: it opens it as it takes the link over. */
export const CLICKED = 'data-clicked';

/**
 * Puts the first layer's TCF notice under the banner's body text (`.tx`), or corrects the one there when its text
 * differs; nothing when the banner is not there. The text is the paragraph's first node, then a "Vendors (N)" link
 * labelled `vendors`, drawn as the banner's links (the chunk makes it open the vendor layer: first-layer.ts).
 * `attrs`: its `lang` and `dir`, the banner's. Writes only what changed, so that a watcher of the UI's mutations
 * calling it again settles at once. Returns the paragraph.
 */
export function placeNotice(
  root: ParentNode,
  text: string,
  attrs: Record<string, string>,
  vendors?: string,
): Element | undefined {
  const body = root.querySelector('.tx');
  if (!body) return;
  let p = body.querySelector('.' + NOTICE);
  if (!p) {
    p = document.createElement('p');
    p.className = NOTICE;
    for (const k in attrs) p.setAttribute(k, attrs[k]!);
    p.append('');
    body.append(p);
  }
  const t = p.firstChild as Text;
  if (t.data !== text) t.data = text;
  if (vendors) {
    let a = p.querySelector('.' + VENDORS_LINK);
    if (!a) {
      a = document.createElement('a');
      a.className = VENDORS_LINK;
      a.setAttribute('href', '#');
      const clicked = a;
      (a as HTMLElement).onclick = (e) => {
        e.preventDefault();
        clicked.setAttribute(CLICKED, '');
      };
      p.append(' ', a);
    }
    if (a.textContent !== vendors) a.textContent = vendors;
  }
  return p;
}
