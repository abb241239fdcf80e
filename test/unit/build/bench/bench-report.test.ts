// The bench's pure helpers (build/bench/lib): the summaries and ratios its tables are made of.
import { describe, expect, it } from 'vitest';
import { scriptFloor } from '../../../../build/bench/browser/report.mjs';
import { inTurn } from '../../../../build/bench/lib/in-turn.mjs';
import { formatInterval, formatRatio, formatSummary, ratioInterval, summarize } from '../../../../build/bench/lib/stats.mjs';
import { markdownTable } from '../../../../build/bench/lib/table.mjs';

describe('summarize', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, n: 3 });
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 });
  });
  it('skips what is not a number (a failed load) and has nothing to say about none', () => {
    expect(summarize([null, 2, undefined, Number.NaN, 4])).toEqual({ median: 3, min: 2, max: 4, n: 2 });
    expect(summarize([])).toBeNull();
  });
  it('sorts numerically, not as strings', () => {
    expect(summarize([100, 9, 20])?.median).toBe(20);
  });
});

describe('ratioInterval', () => {
  const noisy = (ratio: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const control = 150 + ((i * 37) % 90); // 150–239 ms, spread over the rounds
      return [control * ratio * (0.7 + ((i * 53) % 60) / 100), control];
    });
  it('is one number when every round has the same ratio, however the times spread', () => {
    const pairs = [100, 180, 260, 400].map((c) => [c * 1.2, c]);
    const i = ratioInterval(pairs)!;
    expect(i.low).toBeCloseTo(1.2, 10);
    expect(i.high).toBeCloseTo(1.2, 10);
  });
  it('holds the ratio of the medians, and narrows as the rounds grow', () => {
    const few = noisy(1.25, 15);
    const ratio = summarize(few.map((p) => p[0]))!.median / summarize(few.map((p) => p[1]))!.median;
    const i15 = ratioInterval(few)!;
    expect(i15.low).toBeLessThanOrEqual(ratio);
    expect(i15.high).toBeGreaterThanOrEqual(ratio);
    expect(i15.high - i15.low).toBeGreaterThan(0.05);
    const i120 = ratioInterval(noisy(1.25, 120))!;
    expect(i120.high - i120.low).toBeLessThan(i15.high - i15.low);
  });
  it('gives the same interval for the same loads, and a wider one at a higher level', () => {
    const pairs = noisy(1.3, 30);
    expect(ratioInterval(pairs)).toEqual(ratioInterval(pairs));
    const i90 = ratioInterval(pairs)!;
    const i99 = ratioInterval(pairs, { level: 0.99 })!;
    expect(i99.low).toBeLessThanOrEqual(i90.low);
    expect(i99.high).toBeGreaterThanOrEqual(i90.high);
  });
  it('skips a round either side failed, and says nothing about fewer than two', () => {
    expect(
      ratioInterval([
        [120, 100],
        [Number.NaN, 100],
        [130, 0],
      ]),
    ).toBeNull();
    expect(formatInterval(null)).toBe('—');
    expect(formatInterval({ low: 1.084, high: 1.416 })).toBe('1.08–1.42');
  });
});

describe('inTurn', () => {
  it('turns the order a place each round, so that each entry is first as often as the others', () => {
    const list = ['ours', 'peer', 'control'];
    expect(inTurn(list, 0)).toEqual(['ours', 'peer', 'control']);
    expect(inTurn(list, 1)).toEqual(['peer', 'control', 'ours']);
    expect(inTurn(list, 4)).toEqual(['peer', 'control', 'ours']);
    const firsts = Array.from({ length: 30 }, (_, i) => inTurn(['ours', 'control'], i)[0]);
    expect(firsts.filter((e) => e === 'ours')).toHaveLength(15);
    expect(list).toEqual(['ours', 'peer', 'control']);
  });
});

describe('formatSummary', () => {
  it('writes median (min–max), one number when they are all equal, a dash for no data', () => {
    expect(formatSummary({ median: 12.34, min: 10, max: 15.5, n: 3 })).toBe('12 (10–16)');
    expect(formatSummary({ median: 0.00123, min: 0, max: 0.002, n: 3 }, 4)).toBe('0.0012 (0.0000–0.0020)');
    expect(formatSummary({ median: 0, min: 0, max: 0, n: 15 })).toBe('0');
    expect(formatSummary(null)).toBe('—');
  });
});

describe('formatRatio', () => {
  it("is the peer's value over ours", () => {
    expect(formatRatio(150, 100)).toBe('×1.50');
    expect(formatRatio(50, 100)).toBe('×0.50');
    expect(formatRatio(1234, 100)).toBe('×12');
  });
  it('calls two zeros a tie and says by how much a peer exceeds our zero', () => {
    expect(formatRatio(0, 0)).toBe('=');
    expect(formatRatio(38, 0)).toBe('+38');
    expect(formatRatio(1.5, 0, 1)).toBe('+1.5');
  });
  it('says nothing without both values', () => {
    expect(formatRatio(undefined, 3)).toBe('');
    expect(formatRatio(3, null)).toBe('');
  });
});

describe('markdownTable', () => {
  it('writes a header, its rule and the rows, escaping pipes in cells', () => {
    expect(markdownTable(['a', 'b'], [[1, 'x|y']])).toBe('| a | b |\n|---|---|\n| 1 | x\\|y |');
  });
});

describe('scriptFloor', () => {
  // Rounds of three entries at one rate, each load's visible time from `at(round)`.
  const runs = (at: (round: number) => number) => ({
    4: Array.from({ length: 9 }, (_, round) => ({ round, visibleMs: at(round) })),
  });
  const entry = (name: string, at: (round: number) => number) => ({ name, pairRuns: runs(at) });

  it('sets the script control against the static control, and ours against the script control', () => {
    const table = scriptFloor(
      [entry('ours', (i) => 260 + i), entry('control', (i) => 200 + i), entry('control-script', (i) => 220 + i)],
      [4],
    );
    const rows = (table as string).split('\n').slice(2);
    expect(rows).toHaveLength(2);
    // medians 224 ÷ 204 and 264 ÷ 224
    expect(rows[0]).toMatch(/^\| script control ÷ static control \| 4× \| 224 \(220–228\) \| 204 \(200–208\) \| 1\.10 \|/);
    expect(rows[1]).toMatch(/^\| ours ÷ script control \| 4× \| 264 \(260–268\) \| 224 \(220–228\) \| 1\.18 \|/);
  });

  it('is empty unless ours, the control and the script control all ran their rounds', () => {
    expect(scriptFloor([entry('ours', () => 1), entry('control', () => 1)], [4])).toBe('');
    expect(scriptFloor([entry('ours', () => 1), entry('control', () => 1), { name: 'control-script' }], [4])).toBe('');
  });
});
