/**
 * The banner's stylesheet (the preference centre's and the floating button's
 * come with the second chunk: preferences/styles.ts), scoped by the shadow root. Colours and fonts come
 * only from the custom properties of src/runtime/resolve/theme.ts (set through
 * CSSOM), so no config value is ever part of this text. Written compact on
 * purpose: it ships to every visitor and esbuild does not minify CSS in strings
 * (each line ends in a line continuation, so the string holds no newlines).
 * Accept and decline share the class `p`, and every action takes the same flex
 * share (`.a button`), so declining is exactly as prominent as accepting.
 *
 * `:host` resets the host element and pins it, taking no space and creating
 * no containing block, so the fixed boxes inside are placed against the
 * viewport. Here rather than in the host's style attribute: between trees,
 * the shadow tree's `!important` beats the page's, even the page's own
 * `!important`; and text-spacing checks (axe `avoid-inline-spacing`, WCAG
 * 1.4.12) flag an important inline spacing, which `all` would include.
 */
export const UI_CSS = `\
:host{all:initial!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;z-index:2147483647!important}\
.r{font-family:var(--font);font-size:var(--size);line-height:1.5;color:var(--fg)}\
*{box-sizing:border-box;margin:0}\
h2{font-size:1em}\
.ui{background:var(--bg);padding:16px 20px;max-height:calc(100% - 32px);overflow:auto;overscroll-behavior:contain;border-radius:8px;box-shadow:0 2px 16px rgba(0,0,0,.35)}\
.stretch,.banner,.tooltip{position:fixed}\
.stretch,.banner{display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px}\
.tx{flex:1 1 20em}\
.stretch{left:0;right:0;max-height:100%;border-radius:0;padding-left:max(20px,env(safe-area-inset-left));padding-right:max(20px,env(safe-area-inset-right))}\
.stretch.bottom{bottom:0;padding-bottom:calc(16px + env(safe-area-inset-bottom))}\
.stretch.top{top:0;padding-top:calc(16px + env(safe-area-inset-top))}\
.banner{left:0;right:0;margin:0 auto;width:calc(100% - 32px - env(safe-area-inset-left) - env(safe-area-inset-right));max-width:760px}\
.tooltip{width:360px;max-width:calc(100% - 32px - env(safe-area-inset-left) - env(safe-area-inset-right))}\
.bottom,.bottom_left,.bottom_right{bottom:calc(16px + env(safe-area-inset-bottom))}\
.top,.top_left,.top_right{top:calc(16px + env(safe-area-inset-top))}\
.top_left,.bottom_left{left:calc(16px + env(safe-area-inset-left))}\
.top_right,.bottom_right{right:calc(16px + env(safe-area-inset-right))}\
.bd{position:fixed;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);padding:max(16px,env(safe-area-inset-top)) max(16px,env(safe-area-inset-right)) max(16px,env(safe-area-inset-bottom)) max(16px,env(safe-area-inset-left))}\
.bd .ui{width:100%;max-width:520px;max-height:100%}\
.compact{padding:10px 14px;font-size:.875em}\
.t{font-size:1.125em;font-weight:700;margin-bottom:4px}\
a{color:var(--link);text-decoration:underline}\
.a{display:flex;flex-wrap:wrap;gap:8px}\
.tx+.a{margin-top:12px}\
.stretch .a,.banner .a{margin:0}\
button{font:inherit;font-weight:600;color:inherit;cursor:pointer;border:2px solid transparent;border-radius:6px;padding:9px 16px;line-height:1.25;text-align:center}\
.a button{flex:1 1 0;min-width:10em}\
.compact button{padding:5px 12px}\
.p{background:var(--btn);color:var(--btn-fg)}\
.s{background:var(--sec);color:var(--sec-fg)}\
:focus{outline:3px solid var(--focus);outline-offset:2px}\
:focus:not(:focus-visible),[tabindex="-1"]:focus{outline:0}\
@media (prefers-reduced-motion:no-preference){.ui{animation:in .2s ease-out}@keyframes in{from{opacity:0;transform:translateY(8px)}}}`;

/**
 * Adds a stylesheet to the shadow root, after those already there, without
 * inline styles, so a page whose CSP forbids them still works: a constructable
 * stylesheet where the browser has one, else a `<style>` carrying the
 * snippet's nonce.
 */
export function addStyles(root: ShadowRoot, css: string, nonce: string | undefined): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  } catch {
    // Safari < 16.4 and other browsers without constructable stylesheets.
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.append(style);
}
