import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { inTurn } from '../lib/in-turn.mjs';
import { coldLoad } from './load.mjs';

/** @typedef {import('./load.mjs').Load} Load */
/**
 * An entry of the page table as measurePages leaves it: its loads per CPU rate (`runs`, and `pairRuns` for the
 * paired rounds), the files of its warm-up load and the loads that failed.
 * @typedef {import('./load.mjs').Loadable & {
 *   name: string,
 *   label?: string,
 *   website?: string,
 *   url: string,
 *   files?: import('./load.mjs').CapturedFile[],
 *   runs: Record<number, Load[]>,
 *   pairRuns?: Record<number, Load[]>,
 *   errors: string[],
 * }} Measured
 */

// The scanner's flags (no GPU, no QUIC, no background traffic of its own): one list for both headless Chromiums.
/** @type {string[]} */
const ARGS = JSON.parse(readFileSync(new URL('../../../src/service/scan/chromium-args.json', import.meta.url), 'utf8'));

/**
 * Measures every entry (each with its `url`): one untimed warm-up load each that also captures the files,
 * then `loads` cold loads per CPU rate, round-robin over the entries so that the machine's drift spreads
 * evenly over them, the order turned a place each round (`inTurn`). Each entry gets `files`, `runs`
 * (rate → loads) and `errors`; with `trace`, each load its main thread's breakdown (main-thread.mjs). Then, per rate, `pairs` more rounds of the entries named in
 * `paired` alone, in turn, into each one's `pairRuns` (rate → loads): the comparison against the control on
 * more loads than a table of every peer can afford.
 * @param {Measured[]} entries
 * @param {{ loads: number, rates: number[], chromiumPath: string, trace?: boolean, pairs?: number, paired?: string[], log?: (line: string) => void }} options
 */
export async function measurePages(
  entries,
  { loads, rates, chromiumPath, trace = false, pairs = 0, paired = [], log = console.error },
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const version = browser.version();
  try {
    for (const e of entries) {
      e.runs = Object.fromEntries(rates.map((r) => [r, []]));
      e.errors = [];
      try {
        e.files = (await coldLoad(browser, e, e.url, 1, { capture: true })).files;
      } catch (err) {
        e.errors.push(`warm-up: ${/** @type {Error} */ (err).message.split('\n')[0]}`);
      }
    }
    for (const rate of rates) {
      await timedRounds(browser, entries, rate, loads, 'runs', {
        trace,
        what: 'load',
        done: (/** @type {number} */ n) => log(`  ${rate}× CPU: ${n}/${loads} loads of each entry`),
      });
    }
    const pair = entries.filter((e) => paired.includes(e.name));
    if (pair.length < 2) return { chromium: version };
    for (const e of pair) e.pairRuns = Object.fromEntries(rates.map((r) => [r, []]));
    const names = pair.map((e) => e.name).join(', ');
    for (const rate of rates) {
      await timedRounds(browser, pair, rate, pairs, 'pairRuns', {
        what: 'pair',
        done: (/** @type {number} */ n) =>
          (n % 10 === 0 || n === pairs) && log(`  ${rate}× CPU: ${n}/${pairs} pairs of ${names}`),
      });
    }
  } finally {
    await browser.close();
  }
  return { chromium: version };
}

/**
 * `count` rounds of one cold load of each of `list` at `rate`, in turn, into each entry's `[key][rate]` with
 * the round's number (so that a measure can pair each entry's load with the control's of the same round);
 * a load that fails goes to the entry's `errors`. `done(n)` after each round.
 * @param {import('playwright-core').Browser} browser
 * @param {Measured[]} list
 * @param {number} rate
 * @param {number} count
 * @param {'runs' | 'pairRuns'} key
 * @param {{ trace?: boolean, what: string, done: (n: number) => unknown }} how
 */
async function timedRounds(browser, list, rate, count, key, { trace = false, what, done }) {
  for (let i = 0; i < count; i++) {
    for (const e of inTurn(list, i)) {
      try {
        e[key]?.[rate]?.push({ ...(await coldLoad(browser, e, e.url, rate, { trace })), round: i });
      } catch (err) {
        e.errors.push(`${rate}× ${what} ${i + 1}: ${/** @type {Error} */ (err).message.split('\n')[0]}`);
      }
    }
    done(i + 1);
  }
}
