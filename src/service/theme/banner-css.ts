import type { DisplayStyle, Position, Size } from '../../schema/enums.ts';
import { BACKDROP_CSS } from '../../shared/backdrop-css.ts';
import { effectivePosition } from '../../shared/positions.ts';
import type { ThemeVars } from './presets.ts';

/*
 * The banner's stylesheet, composed per website and carried by its config
 * (`stylesheet`): the runtime adds it to its shadow root as text, after its own
 * `:host` reset (src/runtime/ui/styles.ts). Only the website's display style,
 * position and size are written, and the logo's rule only with a logo; what
 * the preference centre builds on (`.ui`, `.t`, `.a`,
 * buttons, focus) is always there, as the second chunk's stylesheet
 * (src/runtime/ui/preferences/preferences-css.ts) relies on it, which brings
 * the backdrop (`.bd`) itself for a website whose banner is not modal. Theme values are normalised before (resolve.ts): hex colours,
 * bounded lengths, plain family names, so no value can close a declaration.
 */

const BASE =
  '*{box-sizing:border-box;margin:0}' +
  'h2{font-size:1em}' +
  '.r{font-family:var(--font);font-size:var(--size);line-height:1.5;color:var(--fg)}' +
  '.ui{background:var(--bg);padding:16px 20px;max-height:calc(100% - 32px);overflow:auto;overscroll-behavior:contain;border-radius:var(--radius);box-shadow:0 2px 16px rgba(0,0,0,.35)}' +
  '.t{font-size:1.125em;font-weight:700;margin-bottom:4px}' +
  'a{color:var(--link);text-decoration:underline}' +
  '.a{display:flex;flex-wrap:wrap;gap:8px}' +
  '.tx+.a{margin-top:12px}' +
  'button{font:inherit;font-weight:600;color:inherit;cursor:pointer;border:2px solid transparent;border-radius:calc(var(--radius)*.75);padding:9px 16px;line-height:1.25;text-align:center}' +
  '.a button{flex:1 1 0;min-width:10em}' +
  '.p{background:var(--btn);color:var(--btn-fg)}' +
  '.s{background:var(--sec);color:var(--sec-fg)}' +
  ':focus{outline:3px solid var(--focus);outline-offset:2px}' +
  ':focus:not(:focus-visible),[tabindex="-1"]:focus{outline:0}' +
  // A slide without a fade: the banner is opaque, readable and usable from its first frame.
  '@media (prefers-reduced-motion:no-preference){.ui{animation:in .2s ease-out}@keyframes in{from{transform:translateY(8px)}}}';

// The logo (config `logo`, the only image): its height is fixed before it loads, so nothing below it moves.
const LOGO =
  'img{display:block;height:32px;width:auto;max-width:min(200px,100%);object-fit:contain;object-position:0;margin-bottom:8px}';

// The floating preference button (src/runtime/ui/pref-button.ts), drawn by the first view: only for a website that
// shows it in some region. Its icon, a cookie with a bite out of it and three chips, is a 24px clip path in the
// button's text colour (kept in forced colours), so that the runtime carries no drawing.
const PREF_BUTTON =
  '.pb{position:fixed;bottom:calc(16px + env(safe-area-inset-bottom));left:calc(16px + env(safe-area-inset-left));width:44px;height:44px;padding:10px;border-radius:50%;background:var(--btn);color:var(--btn-fg);box-shadow:0 2px 8px rgba(0,0,0,.35)}' +
  ".pb i{display:block;width:24px;height:24px;background:currentColor;forced-color-adjust:none;clip-path:path(evenodd,'M21.95 11A4 4 0 0 1 17 7a4 4 0 0 1-4-4.95A10 10 0 1 0 21.95 11ZM8 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z')}";

const INSET_X = 'env(safe-area-inset-left) - env(safe-area-inset-right)';
const edge = (side: string, gap: number) => `${side}:calc(${gap}px + env(safe-area-inset-${side}))`;
const ROW = 'position:fixed;display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px';

/** The rules of one display style at its (effective) position. */
function styleRules(style: DisplayStyle, position: Position | null): string {
  const [v = 'bottom', h] = (position ?? '').split('_');
  switch (style) {
    case 'stretch':
      return (
        `.stretch{${ROW};left:0;right:0;${v}:0;max-height:100%;border-radius:0;` +
        `padding-left:max(20px,env(safe-area-inset-left));padding-right:max(20px,env(safe-area-inset-right));` +
        `padding-${v}:calc(16px + env(safe-area-inset-${v}))}.tx{flex:1 1 20em}.stretch .a{margin:0}`
      );
    case 'banner':
      return (
        `.banner{${ROW};left:0;right:0;${edge(v, 16)};margin:0 auto;width:calc(100% - 32px - ${INSET_X});max-width:760px}` +
        '.tx{flex:1 1 20em}.banner .a{margin:0}'
      );
    case 'tooltip':
      return `.tooltip{position:fixed;${edge(v, 16)};${edge(h ?? 'right', 16)};width:360px;max-width:calc(100% - 32px - ${INSET_X})}`;
    case 'modal':
      return BACKDROP_CSS;
    default:
      return '';
  }
}

const props = (vars: Partial<ThemeVars>) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');

/**
 * The banner's stylesheet for one website: its theme's custom properties, the
 * shared rules and its style's. `dark`: the properties for a visitor whose
 * system prefers a dark scheme (`auto`), only those that differ. `logo`: the
 * config has one. `button`: some region shows the floating preference button.
 */
export function bannerCss(
  vars: ThemeVars,
  style: DisplayStyle,
  position: Position | null,
  size: Size,
  dark?: ThemeVars,
  logo = true,
  button = true,
): string {
  const changed = dark && Object.fromEntries(Object.entries(dark).filter(([k, v]) => vars[k as keyof ThemeVars] !== v));
  return (
    `.r{${props(vars)}}` +
    (changed ? `@media (prefers-color-scheme:dark){.r{${props(changed)}}}` : '') +
    `${BASE}${logo ? LOGO : ''}${button ? PREF_BUTTON : ''}${styleRules(style, effectivePosition(style, position))}` +
    (size === 'compact' ? '.compact{padding:10px 14px;font-size:.875em}.compact button{padding:5px 12px}' : '')
  );
}
