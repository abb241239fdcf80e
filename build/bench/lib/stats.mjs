// Pure helpers of the report: summaries of repeated loads and how two of them compare.

/** Median, min and max of the numbers in `xs` (anything else is skipped, e.g. a load that failed); null when none. */
export function summarize(xs) {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = s.length >> 1;
  return { median: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2, min: s[0], max: s[s.length - 1], n: s.length };
}

/** `median (min–max)` with `digits` decimals; a dash for no data, and one number when min equals max. */
export function formatSummary(st, digits = 0) {
  if (!st) return '—';
  const f = (x) => x.toFixed(digits);
  return st.min === st.max ? f(st.median) : `${f(st.median)} (${f(st.min)}–${f(st.max)})`;
}

/**
 * How many times ours a peer's value is: `×1.4` when the peer needs 1.4 times what we need. Both zero is
 * `=` (a tie, e.g. no long task on either side); ours zero and theirs not has no finite ratio, so `+N` says by how much.
 */
export function formatRatio(theirs, ours, digits = 0) {
  if (theirs == null || ours == null) return '';
  if (ours === 0) return theirs === 0 ? '=' : `+${theirs.toFixed(digits)}`;
  const r = theirs / ours;
  return `×${r >= 10 ? r.toFixed(0) : r.toFixed(2)}`;
}
