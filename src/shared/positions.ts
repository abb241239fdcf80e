// Plain data, no zod: the runtime bundles these lists; src/schema/enums.ts wraps them.

export const DISPLAY_STYLES = ['stretch', 'banner', 'tooltip', 'modal'] as const;
type DisplayStyle = (typeof DISPLAY_STYLES)[number];

export const POSITIONS = ['bottom', 'bottom_left', 'bottom_right', 'top', 'top_left', 'top_right'] as const;
type Position = (typeof POSITIONS)[number];

/** Positions each display style allows (spec, rules for banners 1–3); the first is the default. */
export const ALLOWED_POSITIONS = {
  stretch: ['bottom', 'top'],
  banner: ['bottom', 'top'],
  tooltip: ['bottom_right', 'bottom_left', 'top_left', 'top_right'],
  modal: [],
} as const satisfies Record<DisplayStyle, readonly Position[]>;

/** The position a style is actually shown at: a disallowed position falls back to the style's default. */
export function effectivePosition(style: DisplayStyle, position: Position | null | undefined): Position | null {
  const allowed: readonly Position[] = ALLOWED_POSITIONS[style];
  if (allowed.length === 0) return null;
  return position && allowed.includes(position) ? position : allowed[0]!;
}
