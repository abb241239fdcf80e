// document.write for scripts the blocker released (blocker.ts `arm`), and the page's own callers.

/** Released scripts, and where what each writes goes (a comment after it, made at its first write). */
export const rearmed = new WeakMap<Element, Comment | 0>();

const native = Document.prototype.write;
/**
 * A re-armed script's document.write would be ignored, or, once the page has loaded, replace the page: what
 * it writes is parsed where it stands instead (the start of the body for a script in the head, as the
 * parser would have put it); every other caller gets the real one.
 */
export function write(this: Document, html: string[]) {
  const s = this.currentScript;
  let at = s && rearmed.get(s);
  if (at === undefined || !s) return native.apply(this, html);
  if (!at) {
    rearmed.set(s, (at = this.createComment('')));
    s.parentNode === this.head ? this.body.prepend(at) : s.after(at);
  }
  const r = this.createRange();
  r.selectNode(at);
  at.before(r.createContextualFragment(html.join('')));
}
