/**
 * The host's reset, the one rule the runtime keeps: the banner's stylesheet
 * comes composed by the service in the config (`stylesheet`, src/service/theme/).
 * `:host` resets the host element and pins it, taking no space and creating
 * no containing block, so the fixed boxes inside are placed against the
 * viewport. Here rather than in the host's style attribute: between trees,
 * the shadow tree's `!important` beats the page's, even the page's own
 * `!important`; and text-spacing checks (axe `avoid-inline-spacing`, WCAG
 * 1.4.12) flag an important inline spacing, which `all` would include.
 */
const HOST_CSS =
  ':host{all:initial!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;z-index:2147483647!important}';

/**
 * The stylesheet for the shadow root: the host reset and the config's CSS,
 * which the service composed from normalised values and passed through
 * `safeStylesheet` (src/shared/stylesheet.ts); the fetching runtime passes a
 * fetched or cached config through it again (config/fetched.ts).
 */
export const uiCss = (css: string): string => HOST_CSS + css;

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
