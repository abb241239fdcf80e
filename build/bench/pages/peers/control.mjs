// The control: a static HTML banner in the page and a few bytes of inline script, no library. The floor
// of what this harness can measure on this page.

/** The banner's root, as both controls show it (this one in the page's HTML, control-script.mjs from a script). */
export const BANNER_STYLE =
  'position:fixed;left:0;right:0;bottom:0;padding:16px 24px;background:#1d1d1f;color:#fff;font:15px/1.4 system-ui,sans-serif;display:flex;gap:16px;align-items:center';
/** What is inside it: the text and the two buttons. */
export const BANNER_INNER = `<p style="margin:0;flex:1">We use cookies to make this site work, to remember your settings, to measure traffic and to show relevant ads.</p>
<button id="static-accept" type="button">Accept all</button><button id="static-reject" type="button">Reject all</button>`;
/** Where both controls keep the visitor's choice. */
export const CONTROL_COOKIE = 'static_consent';

export default {
  name: 'control',
  label: '(control: static HTML banner)',
  page: () => ({
    body: `<div id="static-banner" role="region" aria-label="Cookie consent" style="${BANNER_STYLE}">
${BANNER_INNER}</div>
<script>document.getElementById('static-accept').onclick = function () {
  document.cookie = '${CONTROL_COOKIE}=all; path=/; max-age=31536000; SameSite=Lax';
  document.getElementById('static-banner').remove();
};</script>`,
  }),
  banner: '#static-banner',
  accept: '#static-accept',
  store: `^${CONTROL_COOKIE}$`,
};
