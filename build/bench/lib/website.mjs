import { ACCOUNT, KEYS } from './service-process.mjs';

/** @typedef {import('./client.mjs').BenchLib} BenchLib */
/** @typedef {import('../../../src/schema/website.ts').Website} Website */
/** @typedef {import('../../../src/schema/banner.ts').Banner} Banner */
/** @typedef {ReturnType<typeof benchClient>} BenchApi */
/**
 * A first-view build: the banner's fields to set on the website as created (null: none), and what to do after.
 * @typedef {object} BenchBuild
 * @property {(b: Banner) => Partial<import('zod').input<typeof import('../../../src/schema/banner.ts').BannerUpdate>> | null} banner
 * @property {(api: BenchApi & { lib: BenchLib }, site: Website) => Promise<void>} [after]
 */

/**
 * The cookie categories of the bench's website, one cookie each: four, as each peer is set up.
 * @type {import('zod').input<typeof import('../../../src/schema/enums.ts').CookieCategoryInput>[]}
 */
export const CATEGORIES = ['essential', 'performance', 'analytics', 'advertising'];

/**
 * A signed client of the service at `origin`, whose write answers are checked item by item.
 * @param {BenchLib} lib
 * @param {string} origin
 */
export function benchClient(lib, origin) {
  const client = lib.createClient({ baseUrl: origin, ...KEYS });
  /**
   * The answers of a write, each one checked: the service answers an item for each item sent.
   * @template T
   * @param {import('../../../src/client/index.ts').Item<T>[]} items
   * @returns {[T & { _idx: number }, ...(T & { _idx: number })[]]}
   */
  const must = (items) => {
    for (const i of items) if (lib.isItemError(i)) throw new Error(`the service refused: ${JSON.stringify(i)}`);
    if (!items.length) throw new Error('the service answered no item');
    return /** @type {[T & { _idx: number }, ...(T & { _idx: number })[]]} */ (items);
  };
  return { client, must };
}

/**
 * A website like the peers' pages: four categories with a cookie each, English, the default banner. Created
 * through the signed API as a partner would; its `code_snippet` is what the page embeds.
 * @param {BenchApi} api
 * @param {string} url
 * @param {string} [name]
 */
export async function createBenchWebsite({ client, must }, url, name = 'Example News') {
  const [site] = must(await client.websites.create([{ account_id: ACCOUNT, url, name }]));
  must(
    await client.cookies.create(
      CATEGORIES.map((category, i) => ({
        account_id: ACCOUNT,
        website_id: site.id,
        name: `cookie_${i}`,
        domain: new URL(url).hostname,
        category,
        lifetime: '31536000',
        en_us: `A ${category} cookie.`,
      })),
    ),
  );
  return site;
}

/** The vendors of the TCF row: the fixture's (test/fixtures/tcf/vendor-list.json), as the e2e suite takes them. */
const TCF_VENDORS = [1, 2, 3, 4];

/**
 * The first-view builds the page table measures, each the bench's website with its banner set through the signed
 * API: `plain` with every per-website feature off (what the 11.5 KB goal of the first view means), `blocking` as a
 * new website gets it (automatic blocking and UET on), `tcf` with the IAB's TCF on in `eu`, where the page's
 * visitor is. `setup` gets the website and its banner as created.
 * @type {Record<string, BenchBuild>}
 */
export const BENCH_BUILDS = {
  plain: {
    banner: (b) => ({
      automatic_blocking: false,
      microsoft_consent_mode: false,
      global_privacy_platform: false,
      regions: Object.fromEntries(Object.entries(b.regions).map(([k, r]) => [k, { ...r, enable_tcf: false }])),
    }),
  },
  blocking: { banner: () => null },
  tcf: {
    banner: (b) => ({
      automatic_blocking: false,
      microsoft_consent_mode: false,
      global_privacy_platform: false,
      regions: { ...b.regions, eu: { ...b.regions.eu, enable_tcf: true } },
    }),
    // Taken once the service has the vendor list (it fetches it within moments of its start).
    after: async ({ client, lib }, site) => {
      for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 500))) {
        const [r] = await client.banners.put([{ account_id: ACCOUNT, id: site.id, tcf_vendors: TCF_VENDORS }]);
        if (r && !lib.isItemError(r)) return;
        if (Date.now() > deadline) throw new Error(`the TCF vendors were refused: ${JSON.stringify(r)}`);
      }
    },
  },
};

/**
 * The bench's website in one of BENCH_BUILDS, created on `url`; returns it as the API answers (`code_snippet`…).
 * @param {BenchApi} api
 * @param {BenchLib} lib
 * @param {string} url
 * @param {string} build
 */
export async function createBuildWebsite(api, lib, url, build) {
  const chosen = BENCH_BUILDS[build];
  if (!chosen) throw new Error(`unknown build ${build}; known: ${Object.keys(BENCH_BUILDS).join(', ')}`);
  const site = await createBenchWebsite(api, url, `Example News (${build})`);
  const { banner, after } = chosen;
  const [current] = (await api.client.banners.list([{ account_id: ACCOUNT, ids: [site.id] }])).results;
  if (!current) throw new Error(`the banner of ${site.id} was not found`);
  const fields = banner(current);
  if (fields) api.must(await api.client.banners.put([{ account_id: ACCOUNT, id: site.id, ...fields }]));
  await after?.({ ...api, lib }, site);
  return site;
}
