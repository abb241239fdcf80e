// The contrast of a custom theme's colours as the owner types them (WCAG 2.x), read by the browser itself, so
// that any colour CSS knows is judged without a colour parser in the page. Feedback only: the service's
// readability rule (src/service/colour/theme-rule.ts) decides what is saved.

let probe: HTMLElement | null = null;

/** [r, g, b] of a CSS colour the browser knows, or null. */
export function rgbOf(value: string): [number, number, number] | null {
  if (!value.trim()) return null;
  if (!probe) {
    probe = document.createElement('span');
    probe.hidden = true;
    document.body.append(probe);
  }
  probe.style.color = '';
  probe.style.color = value.trim();
  if (!probe.style.color) return null;
  // A computed colour is rgb() or rgba().
  const [r, g, b] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
  return r === undefined || g === undefined || b === undefined ? null : [r, g, b];
}

/** `#rrggbb` of an [r, g, b], for a colour picker. */
export const hexOf = (c: readonly number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

const luminance = (c: readonly number[]) => {
  const [r = 0, g = 0, b = 0] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What a colour on another means for readers, in words: text needs 4.5:1, a switch or a focus ring 3:1
 * (WCAG 1.4.3, 1.4.11). Null when either is not a colour yet.
 */
export function contrastWords(fg: string, bg: string, bgName: string, min: number): { text: string; ok: boolean } | null {
  const [a, b] = [rgbOf(fg), rgbOf(bg)];
  if (!a || !b) return null;
  const r = contrastRatio(a, b);
  const ok = r >= min;
  return {
    ok,
    text: `Contrast ${r.toFixed(2)}:1 against ${bgName}: ${ok ? 'meets WCAG AA' : `below WCAG AA (${min}:1), hard to ${min < 4.5 ? 'see' : 'read'}`}`,
  };
}
