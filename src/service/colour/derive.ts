import type { ExtensionColour } from '../../schema/theme.ts';
import { contrast, mix, NON_TEXT_CONTRAST, over, type Rgba, TEXT_CONTRAST } from './colour.ts';

/** The six spec values a theme's other colours are derived from, read (`color` may be translucent). */
export interface BaseColours {
  background: Rgba;
  color: Rgba;
  btn_background: Rgba;
}

/** Every colour a theme draws beyond the spec's: the extensions, and the line of borders and the switch's off track. */
export type DerivedColours = Record<ExtensionColour | 'line', Rgba>;

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** Of black and white, the one further from `c`: at least 4.58:1 against any colour, so a search always ends. */
const extreme = (c: Rgba) => (contrast(BLACK, c) >= contrast(WHITE, c) ? BLACK : WHITE);

/**
 * The first colour on the way from `start` to `anchor` (in 5% steps) that
 * reaches `min` against `on`: as close to `start` as readability allows.
 * When even `anchor` misses, black or white, whichever reads.
 */
export function readable(start: Rgba, anchor: Rgba, on: Rgba, min: number): Rgba {
  for (let i = 0; i <= 20; i++) {
    const c = mix(start, anchor, i / 20);
    if (contrast(c, on) >= min) return c;
  }
  return extreme(on);
}

/** How far the secondary button's background is tinted from the button colour toward the background. */
const TINT = 0.85;

/**
 * A custom theme's colours beyond the six of the spec, derived from them so
 * that the whole banner follows the theme (an amber button gets an amber
 * secondary button, link, switch and focus ring, not the preset's blue) and
 * every pair meets WCAG AA: text 4.5:1 on its background, the switch, focus
 * ring and lines 3:1 on the background. A colour given explicitly is kept
 * (the theme rule judges it) and the ones drawn on it are derived against it.
 */
export function deriveColours(base: BaseColours, given: Partial<Record<ExtensionColour, Rgba>> = {}): DerivedColours {
  const bg = base.background;
  const fg = over(base.color, bg);
  const btn = base.btn_background;
  const sec = given.secondary_btn_background ?? mix(btn, bg, TINT);
  const toggle = given.toggle_color ?? readable(btn, extreme(bg), bg, NON_TEXT_CONTRAST);
  return {
    secondary_btn_background: sec,
    secondary_btn_text_color: given.secondary_btn_text_color ?? readable(btn, extreme(sec), sec, TEXT_CONTRAST),
    link_color: given.link_color ?? readable(btn, extreme(bg), bg, TEXT_CONTRAST),
    toggle_color: toggle,
    focus_color: given.focus_color ?? toggle,
    // Borders and the switch's off track: as faint as 3:1 allows, from the background toward the text.
    line: readable(bg, fg, bg, NON_TEXT_CONTRAST),
  };
}
