import { BACKDROP_CSS } from '../../../shared/backdrop-css.ts';

/**
 * The stylesheet of the preference centre and the floating preference
 * button, shipped with the second chunk and added to the
 * UI's shadow root after the main one (src/runtime/ui/styles.ts, whose rules
 * and custom properties it builds on). Compact for the same reason.
 *
 * - The backdrop (`.bd`, src/shared/backdrop-css.ts): the config's stylesheet has it only for a modal banner.
 * - `.po~*`: while the centre is open, the GPC note (drawn after it, src/runtime/chunk/index.tsx) is hidden;
 *   the banner and the floating button, outside the chunk's element, are hidden by the UI (ui/index.ts).
 * - The dialog is a column: header (`.hd`) and actions (`.a`) keep their
 *   height, the body (`.by`) takes what is left and scrolls, so the close
 *   button and the three decisions stay in view at any size; a focused
 *   control in the body is scrolled into view within it, never under them.
 *   Below 20em of height (a phone in landscape at a large text size) the
 *   header and actions would leave the body no room: the dialog scrolls whole.
 * - Actions: accept and reject share a row (equal width, same class), save
 *   wraps under them on a phone rather than leaving one of them wider.
 * - `.pg`: the Global Privacy Control note beside the floating button (`.pb`, in the config's stylesheet), in the
 *   button's colours (AA by the theme rule), clear of the 44px button, fixed (it moves nothing on the page); its
 *   close button (`.x`) at least 24px square (WCAG 2.5.8).
 * - The switch: off, its track in `--line` and knob in `--bg`; on, the track in `--tog` (the theme's switch
 *   colour, 3:1 on `--bg` by the theme rule), falling back to `--btn` for a config cached before it, and the
 *   knob in `--bg` on it. `--radius` likewise falls back to the old 8px.
 * - Logical properties (`margin-inline-start`, `border-inline-start`), so that
 *   a right-to-left page mirrors; `.vh` hides text visually only.
 */
export const PREFERENCES_CSS = `${BACKDROP_CSS}\
.po~*{display:none}\
h3{font-size:1em}\

.bd .pc{max-width:640px;display:flex;flex-direction:column;padding:0;overflow:hidden}\
.hd,.pc>.a{flex:none;padding:12px 20px}\
.hd{display:flex;align-items:flex-start;justify-content:space-between;gap:8px;border-bottom:1px solid var(--line)}\
.hd .t{margin:4px 0 0}\
.by{flex:1 1 auto;min-height:0;overflow:auto;overscroll-behavior:contain;padding:12px 20px}\
.pc>.a{border-top:1px solid var(--line)}\
.pc .a button{min-width:8em}\
@media (max-height:20em){.bd .pc{overflow:auto}.by{flex:none;overflow:visible}}\
.x{background:0 0;padding:0 8px;font-size:1.5em;line-height:1}\
.by>p+p{margin-top:8px}\
.gpc{padding:8px 12px;border-inline-start:4px solid var(--btn);background:var(--sec);color:var(--sec-fg)}\
ul{list-style:none;padding:0;margin-top:12px}\
.cat{padding:12px 0;border-top:1px solid var(--line)}\
.ch{display:flex;align-items:center;justify-content:space-between;gap:12px}\
.on{font-size:.875em;margin-inline-start:auto}\
.sw{position:relative;flex:none}\
.sw input{position:absolute;top:0;left:0;width:100%;height:100%;opacity:0;cursor:pointer}\
.sw i{display:block;width:44px;height:24px;border-radius:12px;background:var(--line);border:2px solid transparent}\
.sw i:before{content:"";display:block;width:14px;height:14px;margin:2px;border:1px solid transparent;border-radius:50%;background:var(--bg)}\
.sw :checked+i{background:var(--tog,var(--btn))}\
.sw :checked+i:before{margin-inline-start:22px;background:var(--bg)}\
.sw :focus-visible+i{outline:3px solid var(--focus);outline-offset:2px}\
summary{cursor:pointer;margin-top:4px;font-size:.875em;font-weight:600}\
.sv{margin-top:8px;padding-inline-start:12px;border-inline-start:2px solid var(--line);font-size:.875em}\
.sv a{display:inline-block;margin-top:2px}\
dl{display:grid;grid-template-columns:auto 1fr;gap:0 12px;margin-top:8px;overflow-wrap:anywhere}\
dl+dl{padding-top:8px;border-top:1px solid var(--line)}\
dt{font-weight:600}\
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}\
.pg .x{flex:none;min-width:24px;min-height:24px;padding:0}\
.pg{position:fixed;bottom:calc(20px + env(safe-area-inset-bottom));left:calc(68px + env(safe-area-inset-left));max-width:calc(100% - 84px);display:flex;align-items:center;gap:4px;padding:6px 4px 6px 10px;border-radius:calc(var(--radius,8px)*.75);background:var(--btn);color:var(--btn-fg);font-size:.8125em;box-shadow:0 2px 8px rgba(0,0,0,.35)}\
@media (prefers-reduced-motion:no-preference){.sw i:before{transition:margin .15s}}`;
