// The console's table of `npm run bench`: each screen's one GET, in process (app.request), on the embedded database
// seeded with 1,000 websites, 10,000 cookies and 100,000 consent records, against the 200 ms; and the
// console script's brotli bytes against its budget. The service's modules are bundled on the fly (the bench is plain
// JavaScript), next to dist/ so that their packages resolve from the repository's node_modules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_BUNDLES } from '../options.mjs';
import { markdownTable } from './lib/table.mjs';

const APP_URL = 'http://console.bench';
const ACCOUNT = 'acct_bench';
const WEBSITES = 1_000;
const COOKIES = 10_000;
const RECORDS = 100_000;
/** Records of the website whose screens are timed (each visitor, a version 4 uuid, has four): half of them, so that one website is a busy one. */
const BUSY_RECORDS = RECORDS / 2;
const RUNS = 20;
const GOAL_MS = 200;

/** @param {string} root */
async function loadService(root) {
  const outfile = join(root, 'dist', 'bench-console-app.mjs');
  await build({
    stdin: {
      contents: [
        "export { createApp } from './src/service/app.ts';",
        "export { openStore } from './src/service/store/open.ts';",
        "export { consoleRouteGroup } from './src/service/console/console-routes.ts';",
        "export { inviteCollaborator, acceptInvitation } from './src/service/model/collaborators.ts';",
        "export { startSession } from './src/service/model/console-sessions.ts';",
        "export { defaultBanner } from './src/service/model/banner-defaults.ts';",
        "export { keptDecisionCounts } from './src/service/model/consent-days.ts';",
        "export { createLogger } from './src/service/log.ts';",
        "export { cookiePolicyGenerator } from './src/service/policy-generator.ts';",
        "export { DEFAULT_LIMITS } from './src/service/core/service-settings.ts';",
      ].join(' '),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}

/**
 * The account's websites, cookies, records, page views and scans in a few statements (the bench's own seeding,
 * not the API: the API's cost is not what is measured). The first website, by id, is the busy one.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<unknown[]> }} db
 * @param {object} banner
 */
async function seed(db, banner) {
  await db.query('INSERT INTO accounts (id) VALUES ($1)', [ACCOUNT]);
  await db.query(
    `INSERT INTO websites (id, account_id, uuid, api_key, name, url, scan_period, company)
     SELECT 'web_' || lpad(i::text, 5, '0'), $1, gen_random_uuid(), 'wk_bench_' || i, 'Shop ' || i,
       'https://shop' || i || '.example', 'disabled', '{"legal_name": "Shop Ltd"}'::jsonb
     FROM generate_series(1, $2::int) AS i`,
    [ACCOUNT, WEBSITES],
  );
  await db.query(`INSERT INTO banners (website_id, account_id, settings) SELECT id, account_id, $1::jsonb FROM websites`, [
    JSON.stringify(banner),
  ]);
  await db.query(
    `INSERT INTO documents (id, account_id, website_id, kind) SELECT gen_random_uuid(), account_id, id, 'cookie_policy' FROM websites`,
  );
  await db.query(
    `INSERT INTO cookies (id, account_id, website_id, category, fields)
     SELECT 'ck_' || i, $1, 'web_' || lpad((1 + i % $2::int)::text, 5, '0'),
       CASE WHEN i % 3 = 0 THEN NULL ELSE 'analytics' END,
       jsonb_build_object('name', '_c' || i, 'domain', '.shop.example', 'en_us', 'A cookie of the bench', 'lifetime', '1 year')
     FROM generate_series(1, $3::int) AS i`,
    [ACCOUNT, WEBSITES, COOKIES],
  );
  // Half the records on the busy website, the rest spread over the others; received over the last 60 days.
  await db.query(
    `INSERT INTO consent_records (id, website_id, record, received_at)
     SELECT gen_random_uuid(),
       CASE WHEN i <= $1::int THEN 'web_00001' ELSE 'web_' || lpad((2 + i % ($2::int - 1))::text, 5, '0') END,
       jsonb_build_object('id', gen_random_uuid(), 'visitor', regexp_replace(md5((i % 25000)::text), '^(.{8})(.{4}).(.{3}).(.{3})(.{12})$', '\\1-\\2-4\\3-8\\4-\\5'), 'region', (ARRAY['eu', 'us', 'uk'])[1 + i % 3],
         'shown', 'banner', 'lang', (ARRAY['en', 'de', 'fr'])[1 + i % 3],
         'method', (ARRAY['accept_all', 'decline', 'custom', 'accept_all'])[1 + i % 4],
         'granted', '["essential"]'::jsonb, 'version', '1', 'url', 'https://shop.example/', 'at', now()),
       now() - (i % 60) * interval '1 day' - (i % 86400) * interval '1 second'
     FROM generate_series(1, $3::int) AS i`,
    [BUSY_RECORDS, WEBSITES, RECORDS],
  );
  await db.query(
    `INSERT INTO page_views (website_id, day, count)
     SELECT w.id, current_date - d, 100 FROM websites w, generate_series(0, 29) AS d`,
  );
  await db.query(
    `INSERT INTO scans (id, account_id, website_id, scan_type, status, created_at, finished_at)
     SELECT 'scan_' || id, account_id, id, 'all_pages', 'scan_finish', now() - interval '1 day', now() - interval '1 day' FROM websites`,
  );
  // The embedded database runs no autovacuum; a running service vacuums consent records as it seals them
  // (src/service/jobs/proof-job-ops.ts). Vacuumed and analysed, the tables are as such a service's are.
  await db.query('VACUUM ANALYZE');
}

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? Number.NaN;

/**
 * @param {{ root: string }} o
 * @returns {Promise<{ heading: string, table: string, sizeLine: string }>}
 */
export async function runConsoleBench({ root }) {
  const s = await loadService(root);
  const log = s.createLogger('silent');
  const db = await s.openStore({}, log);
  const seeding = performance.now();
  await seed(db, s.defaultBanner());
  const seededMs = Math.round(performance.now() - seeding);
  const { app, close } = await s.createApp(
    {
      db,
      log,
      policy: s.cookiePolicyGenerator(APP_URL),
      settings: { baseUrl: APP_URL, appUrl: APP_URL, limits: s.DEFAULT_LIMITS, rateLimits: false },
    },
    [s.consoleRouteGroup(join(root, 'dist'))],
  );
  const admin = await s.inviteCollaborator(db, ACCOUNT, { account_id: ACCOUNT, email: 'bench@console.bench', role: 'admin' });
  await s.acceptInvitation(db, admin.id, { first_name: 'Bench', last_name: 'Admin' });
  const { token } = await s.startSession(db, { collaboratorId: admin.id, accountId: ACCOUNT }, Date.now());
  const headers = { cookie: `console_session=${token}` };
  const busy = 'web_00001';
  const [sample] = /** @type {{ id: string, visitor: string }[]} */ (
    await db.query("SELECT id::text AS id, record->>'visitor' AS visitor FROM consent_records WHERE website_id = $1 LIMIT 1", [
      busy,
    ])
  );
  /** @type {[string, string][]} */
  const screens = [
    ['Websites, first page', '/websites'],
    ['Websites, page 20', '/websites?cursor=web_00475'],
    ['Websites, search', '/websites?q=Shop%2099'],
    ['Website overview', `/websites/${busy}`],
    ['Scan', `/websites/${busy}/scan`],
    ['Banner', `/websites/${busy}/banner`],
    ['Policy', `/websites/${busy}/policy`],
    ['Consent', `/websites/${busy}/consent`],
    ['Consent log, first page', `/websites/${busy}/consent/records`],
    ['Consent log, by visitor', `/websites/${busy}/consent/records?visitor=${sample?.visitor}`],
    ['Consent log, by record id', `/websites/${busy}/consent/records?record=${sample?.id}`],
    ["A visitor's proof export", `/websites/${busy}/consent/proof?visitor=${sample?.visitor}`],
    ['Team', '/team'],
    ['API keys', '/keys'],
  ];
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @param {string} label @param {string} path */
  const time = async (label, path) => {
    const url = `${APP_URL}/console/api${path}`;
    const first = await app.request(url, { headers });
    if (first.status === 404) return void rows.push([label, `\`GET ${path}\``, 'not built', '', `${GOAL_MS}`]);
    if (first.status !== 200) throw new Error(`GET ${path}: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.request(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    const p95 = quantile(times, 0.95);
    rows.push([
      label,
      `\`GET ${path}\``,
      quantile(times, 0.5).toFixed(1),
      p95.toFixed(1),
      `${GOAL_MS}${p95 > GOAL_MS ? ' (over)' : ''}`,
    ]);
  };
  for (const [label, path] of screens) await time(label, path);
  // The list's consent rate reads the days the consent analytics keep (src/service/model/consent-days.ts): once the
  // busy website's analytics were read, its closed days are not counted again.
  const today = new Date().toISOString().slice(0, 10);
  await s.keptDecisionCounts(db, busy, new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), today, Date.now());
  await time('Websites, first page, its days kept', '/websites');
  await close();
  await db.close();
  const bundle = BROWSER_BUNDLES.find((b) => b.out === 'dist/console.min.js');
  const js = readFileSync(join(root, 'dist/console.min.js'));
  const br = brotliCompressSync(js, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return {
    heading: `embedded database, ${WEBSITES.toLocaleString('en-US')} websites, ${COOKIES.toLocaleString('en-US')} cookies, ${RECORDS.toLocaleString('en-US')} consent records (${BUSY_RECORDS.toLocaleString('en-US')} on the timed website), seeded in ${seededMs} ms; ${RUNS} requests each after one warm-up, in process`,
    table: markdownTable(['Screen', 'Request', 'p50 ms', 'p95 ms', 'goal ms'], rows),
    sizeLine: `Console script: dist/console.min.js ${br.toLocaleString('en-US')} B brotli, budget ${bundle?.budget.toLocaleString('en-US')} B.`,
  };
}
