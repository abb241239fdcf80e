// The blocker's table (build/bench/blocking/report.mjs): the per-script difference and how a row reads.
import { describe, expect, it } from 'vitest';
import { blockerTable, perScriptDelay, strictCount } from '../../../../../build/bench/blocking/report.mjs';

const load = (ran: Record<string, number>, longTasks = 0) => ({
  ran,
  firstMs: Math.min(...Object.values(ran)),
  lastAllowedMs: Math.max(...Object.values(ran)),
  observersMs: longTasks * 1.5,
  loadMs: Math.max(...Object.values(ran)) + 10,
  longTasks,
  tbtMs: longTasks * 20,
});

describe('perScriptDelay', () => {
  it("takes each script's median on minus its median off, then the median and the largest over the scripts", () => {
    const off = [load({ a: 10, b: 20, c: 30 }), load({ a: 12, b: 22, c: 32 })];
    const on = [load({ a: 11, b: 25, c: 30 }), load({ a: 13, b: 27, c: 30 })];
    // a: 12 − 11 = 1; b: 26 − 21 = 5; c: 30 − 31 = −1.
    expect(perScriptDelay(off, on, ['a', 'b', 'c'])).toEqual({ median: 1, max: 5 });
  });
  it('skips a script that never ran in one variant, and has nothing to say without loads', () => {
    expect(perScriptDelay([load({ a: 10 })], [load({ a: 14, b: 3 })], ['a', 'b'])).toEqual({ median: 4, max: 4 });
    expect(perScriptDelay([], [], ['a'])).toBeNull();
  });
});

describe('blockerTable', () => {
  it('has an off and an on row per rate and visit, the on row with its differences to off', () => {
    const variant = (loads: ReturnType<typeof load>[], trackers: number[][]) => ({
      runs: { 1: loads },
      trackers: { 1: trackers },
    });
    const table = blockerTable(
      [
        {
          visit: 'first visit',
          off: variant(
            [load({ a: 100 }), load({ a: 110 })],
            [
              [4, 4],
              [4, 4],
            ],
          ),
          on: variant(
            [load({ a: 103 }), load({ a: 113 })],
            [
              [0, 2],
              [0, 2],
            ],
          ),
        },
      ],
      [1],
      ['a'],
    ).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe(
      '| 1× | first visit | off | 2 | 105 (100–110) | 105 (100–110) |  | 115 (110–120) | 0 | 0 | 0.0 | 4 / 4 | — |',
    );
    expect(table[3]).toBe(
      '| 1× | first visit | on | 2 | 108 (103–113) +3 | 108 (103–113) +3 | +3 (max +3) | 118 (113–123) +3 | 0 | 0 | 0.0 | 0 / 2 | — |',
    );
  });

  it('adds the rewrite`s row, and before consent the strict count of loads with nothing requested', () => {
    const variant = (ms: number, trackers: number[][]) => ({ runs: { 1: [load({ a: ms })] }, trackers: { 1: trackers } });
    const table = blockerTable(
      [
        {
          visit: 'first visit',
          beforeConsent: true,
          off: variant(100, [[4, 4]]),
          on: variant(103, [[0, 2]]),
          rewrite: variant(101, [[0, 0]]),
        },
      ],
      [1],
      ['a'],
    ).split('\n');
    expect(table).toHaveLength(5);
    expect(table[0]).toContain('| strict: loads with nothing requested before consent |');
    expect(table[3]).toMatch(/\| on \|.*\| 0 \/ 2 \| 0\/1 \|$/);
    expect(table[4]).toBe(
      '| 1× | first visit | on + rewrite | 1 | 101 +1 | 101 +1 | +1 (max +1) | 111 +1 | 0 | 0 | 0.0 | 0 / 0 | 1/1 |',
    );
  });
});

describe('strictCount', () => {
  it('counts the loads that requested no tracker, before consent only', () => {
    expect(
      strictCount(
        [
          [0, 0],
          [0, 1],
          [0, 0],
        ],
        true,
      ),
    ).toBe('2/3');
    expect(strictCount([[4, 4]], false)).toBe('—');
    expect(strictCount([], true)).toBe('—');
  });
});
