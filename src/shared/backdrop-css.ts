/**
 * The modal backdrop (`.bd`) and the dialog in it: the modal banner's, composed
 * into its stylesheet by the service (src/service/theme/banner-css.ts), and the
 * preference centre's, shipped with the second chunk
 * (src/runtime/ui/preferences/preferences-css.ts), so that the first view of a
 * website with another display style does not carry it.
 */
export const BACKDROP_CSS =
  '.bd{position:fixed;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);padding:max(16px,env(safe-area-inset-top)) max(16px,env(safe-area-inset-right)) max(16px,env(safe-area-inset-bottom)) max(16px,env(safe-area-inset-left))}' +
  '.bd .ui{width:100%;max-width:520px;max-height:100%}';
