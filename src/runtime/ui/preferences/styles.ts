/**
 * The stylesheet of the preference centre and the floating preference
 * button, shipped with the second chunk and added to the
 * UI's shadow root after the main one (src/runtime/ui/styles.ts, whose rules
 * and custom properties it builds on). Compact for the same reason.
 */
export const PREFERENCES_CSS = `\
h3{font-size:1em}\
.bd .pc{max-width:640px}\
.pc .a{margin-top:12px}\
.hd{display:flex;align-items:flex-start;justify-content:space-between;gap:8px}\
.x{background:0 0;padding:0 8px;font-size:1.5em;line-height:1}\
.gpc{margin-top:8px;padding:8px 12px;border-left:4px solid var(--btn);background:var(--sec);color:var(--sec-fg)}\
ul{list-style:none;padding:0;margin-top:12px}\
.cat{padding:12px 0;border-top:1px solid var(--line)}\
.ch{display:flex;align-items:center;justify-content:space-between;gap:12px}\
.on{font-size:.875em;margin-left:auto}\
.sw{position:relative;flex:none}\
.sw input{position:absolute;top:0;left:0;width:100%;height:100%;opacity:0;cursor:pointer}\
.sw i{display:block;width:44px;height:24px;border-radius:12px;background:var(--line);border:2px solid transparent}\
.sw i:before{content:"";display:block;width:14px;height:14px;margin:2px;border:1px solid transparent;border-radius:50%;background:var(--bg)}\
.sw :checked+i{background:var(--btn)}\
.sw :checked+i:before{margin-left:22px;background:var(--btn-fg)}\
.sw :focus-visible+i{outline:3px solid var(--focus);outline-offset:2px}\
summary{cursor:pointer;margin-top:4px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.875em}\
dl{display:grid;grid-template-columns:auto 1fr;gap:0 12px;margin-top:8px;font-size:.875em;overflow-wrap:anywhere}\
dt{font-weight:600}\
.pb{position:fixed;bottom:calc(16px + env(safe-area-inset-bottom));left:calc(16px + env(safe-area-inset-left));width:44px;height:44px;padding:9px;border-radius:50%;background:var(--btn);color:var(--btn-fg);box-shadow:0 2px 8px rgba(0,0,0,.35)}\
.pb svg{display:block;width:100%;height:100%;fill:currentColor}\
@media (prefers-reduced-motion:no-preference){.sw i:before{transition:margin .15s}}`;
