// Every entry of the page table, ours first: one module each in peers/, each a page as its docs set it up.
//   name     id for --only             page(ctx)  {head, body, footer} of the article page
//   banner   CSS selector of the banner's root; 'host >>> inner' looks inside an open shadow root
//   accept   selector of its accept-all button (Playwright's CSS, which pierces open shadow roots; '>>>' too)
//   store    RegExp source of the cookie or storage key its accept writes
//   website  ours only: the first-view build whose website the page embeds (lib/website.mjs BENCH_BUILDS)
//   pkg      npm package whose version the table shows;  build(benchDir, outDir)  a step run once first
import c15t from './peers/c15t.mjs';
import control from './peers/control.mjs';
import controlScript from './peers/control-script.mjs';
import cookieconsent from './peers/cookieconsent.mjs';
import klaro from './peers/klaro.mjs';
import ours from './peers/ours.mjs';
import tarteaucitronjs from './peers/tarteaucitronjs.mjs';
import vanillaCookieconsent from './peers/vanilla-cookieconsent.mjs';

/**
 * An entry of the page table, as the lines above describe its fields; `query` goes after its page's path.
 * @typedef {object} Entry
 * @property {string} name
 * @property {string} [label]
 * @property {string} [website]
 * @property {Record<string, string>} [headers]
 * @property {string} [query]
 * @property {string} [pkg]
 * @property {(ctx: { sites: Record<string, { code_snippet: { banner: string, cookie_preference_button: string } }> }) => { head?: string, body?: string, footer?: string }} page
 * @property {string} banner
 * @property {string} accept
 * @property {string} store
 * @property {(benchDir: string, outDir: string) => unknown} [build]
 */

/** @type {Entry[]} */
export const ENTRIES = [...ours, vanillaCookieconsent, cookieconsent, c15t, klaro, tarteaucitronjs, control, controlScript];

/**
 * The entries `only` names (all when null), ours first; an unknown name is an error that lists the known ones.
 * @param {string[] | null} only
 */
export function selectEntries(only) {
  if (!only) return ENTRIES;
  for (const n of only) {
    if (!ENTRIES.some((e) => e.name === n))
      throw new Error(`unknown entry ${n}; known: ${ENTRIES.map((e) => e.name).join(', ')}`);
  }
  return ENTRIES.filter((e) => only.includes(e.name));
}
