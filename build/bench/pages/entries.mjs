// @ts-nocheck: JSDoc types still to be written (issue 41).
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

export const ENTRIES = [...ours, vanillaCookieconsent, cookieconsent, c15t, klaro, tarteaucitronjs, control, controlScript];

/** The entries `only` names (all when null), ours first; an unknown name is an error that lists the known ones. */
export function selectEntries(only) {
  if (!only) return ENTRIES;
  for (const n of only) {
    if (!ENTRIES.some((e) => e.name === n))
      throw new Error(`unknown entry ${n}; known: ${ENTRIES.map((e) => e.name).join(', ')}`);
  }
  return ENTRIES.filter((e) => only.includes(e.name));
}
