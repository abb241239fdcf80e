// Ours: the website's snippets exactly as the signed API returns them (`code_snippet.banner` first in
// <head>, `code_snippet.cookie_preference_button` in the footer), whatever they load, one row per first-view
// build (lib/website.mjs BENCH_BUILDS): `ours` is the plain website (every per-website feature off), the one
// the peers are compared with. The visitor is in the eu region: the service has no geo for a loopback address, so
// the page's requests carry an edge's country header (GEO_COUNTRY_HEADER, lib/service-process.mjs), as a CDN in
// front of the service sends it (else the IP database says it); the service composes the first view for that region
// (TCF's part too: in eu the stub, then the TCF chunk at once). The page also names the region (`service_region`).
import { GEO_HEADER } from '../../lib/service-process.mjs';

/**
 * @param {string} name
 * @param {string} build
 * @param {string} label
 * @returns {import('../entries.mjs').Entry}
 */
const ours = (name, build, label) => ({
  name,
  label,
  website: build,
  headers: { [GEO_HEADER]: 'DE' },
  query: '?service_region=eu',
  page: ({ sites }) => {
    // pages-bench.mjs creates a website for each build its entries name.
    const { code_snippet } = /** @type {{ code_snippet: { banner: string, cookie_preference_button: string } }} */ (sites[build]);
    return { head: code_snippet.banner, footer: code_snippet.cookie_preference_button };
  },
  banner: '[data-service-consent] >>> .ui',
  accept: '[data-service-consent] >>> .ui button',
  store: '^service_consent$',
});

export default [
  ours('ours', 'plain', 'ours (plain: every per-website feature off)'),
  ours('ours-blocking', 'blocking', 'ours with blocking (a new website: automatic blocking, UET)'),
  ours('ours-tcf', 'tcf', 'ours with TCF (visitor in eu)'),
];
