/** The class of the TCF notice's paragraph in the banner. */
const NOTICE = 'tcf-n';

/**
 * Puts the first layer's TCF notice under the banner's body text (`.tx`), or corrects the one there when its text
 * differs; nothing when the banner is not there. `attrs`: its `lang` and `dir`, the vendor list's language, which
 * may not be the banner's. Writes only what changed, so that a watcher of the UI's mutations calling it again
 * settles at once.
 */
export function placeNotice(root: ParentNode, text: string, attrs: Record<string, string>): void {
  const body = root.querySelector('.tx');
  if (!body) return;
  let p = body.querySelector('.' + NOTICE);
  if (!p) {
    p = document.createElement('p');
    p.className = NOTICE;
    for (const k in attrs) p.setAttribute(k, attrs[k]!);
    body.append(p);
  }
  if (p.textContent !== text) p.textContent = text;
}
