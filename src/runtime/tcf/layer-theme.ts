/**
 * The banner's theme properties the vendor layer draws with (src/service/theme/presets.ts `THEME_VARS`), with the
 * pairs that must read: text on its background at 4.5:1, the focus ring and the checkboxes on the background at 3:1.
 */
const PAIRS: readonly [string, string, number][] = [
  ['--fg', '--bg', 4.5],
  ['--btn-fg', '--btn', 4.5],
  ['--link', '--bg', 4.5],
  ['--btn', '--bg', 3],
  ['--focus', '--bg', 3],
];
const VARS = ['--bg', '--fg', '--btn', '--btn-fg', '--link', '--line', '--focus', '--font', '--radius'];

/**
 * The layer's own light palette, for a banner whose theme does not read. Always set on the layer's host, never left
 * to inheritance: a page's own `--bg` or `--link` on `:root` would reach the layer's shadow tree.
 */
export const LIGHT_LAYER: Record<string, string> = {
  '--bg': '#fff',
  '--fg': '#111',
  '--btn': '#111',
  '--btn-fg': '#fff',
  '--link': '#0645ad',
  '--line': '#ccc',
  '--focus': '#1a56db',
  '--font': 'system-ui,sans-serif',
  '--radius': '8px',
  'color-scheme': 'light',
};

/** WCAG 2.x relative luminance of an opaque `#rgb` or `#rrggbb` (the service writes hex: theme/resolve.ts), else NaN. */
function luminance(hex: string): number {
  const m = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex);
  if (!m) return Number.NaN;
  const h = m[1]!.length === 3 ? m[1]!.replace(/./g, '$&$&') : m[1]!;
  return [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
    const c = Number.parseInt(h.slice(2 * i, 2 * i + 2), 16) / 255;
    return sum + weight * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The vendor layer's theme from the banner's (`vars`: its custom properties as computed, `auto`'s dark ones
 * included when the visitor's system prefers dark): every colour pair reads, or none is taken (null: the layer's own
 * light palette), so that a theme stored before the readability rule never makes the layer unreadable. `scheme`:
 * `dark` on a dark background, for the native checkboxes and scroll bars.
 */
export function layerTheme(vars: (name: string) => string): Record<string, string> | null {
  const theme: Record<string, string> = {};
  for (const v of VARS) theme[v] = vars(v).trim();
  const ok = PAIRS.every((p) => contrast(luminance(theme[p[0]]!), luminance(theme[p[1]]!)) >= p[2]);
  if (!ok) return null;
  for (const v of VARS) if (!theme[v]) theme[v] = LIGHT_LAYER[v]!;
  theme['color-scheme'] = luminance(theme['--bg']!) < 0.18 ? 'dark' : 'light';
  return theme;
}

/** The theme of the runtime's UI (its box `.r`, ui/host.ts, carries the banner's properties), read as it is drawn. */
export const bannerTheme = (root: ShadowRoot): Record<string, string> | null => {
  const box = root.querySelector('.r');
  if (!box) return null;
  const style = getComputedStyle(box);
  return layerTheme((name) => style.getPropertyValue(name));
};
