// Pure helpers of the report: summaries of repeated loads and how two of them compare.

/** @typedef {{ median: number, min: number, max: number, n: number }} Summary */

/**
 * Median, min and max of the numbers in `xs` (anything else is skipped, e.g. a load that failed); null when none.
 * @param {readonly unknown[]} xs
 * @returns {Summary | null}
 */
export function summarize(xs) {
  const s = /** @type {number[]} */ (xs.filter((x) => typeof x === 'number' && Number.isFinite(x))).sort((a, b) => a - b);
  const [min, max] = [s[0], s.at(-1)];
  if (min === undefined || max === undefined) return null;
  const mid = s.length >> 1;
  const at = (/** @type {number} */ i) => /** @type {number} */ (s[i]);
  return { median: s.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2, min, max, n: s.length };
}

/** `median (min–max)` with `digits` decimals; a dash for no data, and one number when min equals max. */
/**
 * @param {Summary | null | undefined} st
 * @param {number} [digits]
 */
export function formatSummary(st, digits = 0) {
  if (!st) return '—';
  const f = (/** @type {number} */ x) => x.toFixed(digits);
  return st.min === st.max ? f(st.median) : `${f(st.median)} (${f(st.min)}–${f(st.max)})`;
}

/**
 * How many times ours a peer's value is: `×1.4` when the peer needs 1.4 times what we need. Both zero is
 * `=` (a tie, e.g. no long task on either side); ours zero and theirs not has no finite ratio, so `+N` says by how much.
 * @param {number | null | undefined} theirs
 * @param {number | null | undefined} ours
 * @param {number} [digits]
 */
export function formatRatio(theirs, ours, digits = 0) {
  if (theirs == null || ours == null) return '';
  if (ours === 0) return theirs === 0 ? '=' : `+${theirs.toFixed(digits)}`;
  const r = theirs / ours;
  return `×${r >= 10 ? r.toFixed(0) : r.toFixed(2)}`;
}

/**
 * How sure the ratio of two medians is: the ratio median(a) ÷ median(b) over `draws` resamples of the pairs
 * `[a, b]` (rounds drawn with replacement, each round's two loads together), and the interval that holds the
 * middle `level` of those ratios. Seeded, so the same loads always give the same interval. Null with fewer than
 * two pairs. Why: at 4× one load of either side spreads over a factor of 3 to 5 on a 2-core machine, so whether
 * a ratio of medians is below a goal says little without how far it would move on another set of rounds.
 * @param {readonly (readonly number[])[]} pairs `[a, b]`
 * @param {{ draws?: number, level?: number, seed?: number }} [options]
 * @returns {{ low: number, high: number } | null}
 */
export function ratioInterval(pairs, { draws = 2000, level = 0.9, seed = 1 } = {}) {
  const ok = /** @type {(readonly [number, number])[]} */ (
    pairs.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && Number(b) > 0)
  );
  if (ok.length < 2) return null;
  // mulberry32: a small, well-spread 32-bit generator; Math.random cannot be seeded.
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @type {number[]} */
  const ratios = [];
  /** The median of one side of a draw: never null, every pair drawn is finite. */
  const median = (/** @type {number[]} */ xs) => /** @type {Summary} */ (summarize(xs)).median;
  for (let d = 0; d < draws; d++) {
    const drawn = Array.from(
      { length: ok.length },
      () => /** @type {readonly [number, number]} */ (ok[Math.floor(random() * ok.length)]),
    );
    ratios.push(median(drawn.map((p) => p[0])) / median(drawn.map((p) => p[1])));
  }
  ratios.sort((x, y) => x - y);
  const at = (/** @type {number} */ q) =>
    /** @type {number} */ (ratios[Math.min(draws - 1, Math.max(0, Math.round(q * (draws - 1))))]);
  return { low: at((1 - level) / 2), high: at((1 + level) / 2) };
}

/**
 * `low–high` with two decimals, a dash for none.
 * @param {{ low: number, high: number } | null | undefined} i
 */
export const formatInterval = (i) => (i ? `${i.low.toFixed(2)}–${i.high.toFixed(2)}` : '—');
