import type { DisplayStyle, Position } from '../schema/enums.ts';

// Lives apart from src/schema/banner.ts so that browser code can use it without
// pulling zod into the runtime bundle (banner.ts re-exports it for the service).

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
