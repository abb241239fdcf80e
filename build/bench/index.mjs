// `npm run bench`: what a visitor pays for our runtime, measured on the real
// service (the last numbers: docs/benchmarks.md):
// 1. the brotli size of the config of a website with 50 cookies (budget 4 KB);
// 2. peer-bench (../shared/tools/peer-bench): bytes, time to banner at 1× and 4×
//    CPU, long tasks, layout shift, on the same article page as the five peers
//    (compare with its results/latest.md);
// 3. config-to-banner.mjs: from the config response to a usable banner.
// `--runs N` sets the loads per cell of 2 and 3; other options after `--` go to peer-bench.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { serveArticle } from './article-page.mjs';
import { measureConfigToBanner } from './config-to-banner.mjs';

const PORT = Number(process.env.BENCH_PORT || 8099);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const KEYS = { publicKey: 'pk_bench_0123456789', privateKey: 'sk_bench_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_bench';
const peerBench = resolve(process.env.PEER_BENCH || '../shared/tools/peer-bench');
const passThrough = process.argv.slice(2);

execFileSync('node', ['build/build.mjs'], { stdio: 'inherit' });

// The typed client, bundled on the fly (this script is plain JS).
const clientFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'client.mjs');
await build({
  entryPoints: ['src/client/index.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: clientFile,
  logLevel: 'warning',
});
const { createClient, isItemError } = await import(clientFile);

const service = spawn('node', ['dist/service.mjs'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
    SERVICE_ACCOUNT_ID: ACCOUNT,
    SERVICE_PUBLIC_KEY: KEYS.publicKey,
    SERVICE_PRIVATE_KEY: KEYS.privateKey,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => service.kill('SIGTERM');
process.on('exit', stop);
await new Promise((ok, fail) => {
  let out = '';
  service.stdout.on('data', (d) => {
    out += d;
    if (out.includes('listening')) ok();
  });
  service.on('exit', (c) => fail(new Error(`service exited with ${c}`)));
});

const client = createClient({ baseUrl: ORIGIN, ...KEYS });
const must = (items) => {
  for (const i of items) if (isItemError(i)) throw new Error(JSON.stringify(i));
  return items;
};

// 1. Config size for a website with 50 cookies, in German.
const [big] = must(await client.websites.create([{ account_id: ACCOUNT, url: 'https://big.example', name: 'Fifty cookies' }]));
must(await client.banners.put([{ account_id: ACCOUNT, id: big.id, selected_languages: ['de'] }]));
const cats = ['essential', 'performance', 'analytics;', 'advertising', 'social_networking'];
must(
  await client.cookies.create(
    Array.from({ length: 50 }, (_, i) => ({
      account_id: ACCOUNT,
      website_id: big.id,
      name: `cookie_${i}_${'abcdefgh'.slice(0, i % 8)}`,
      domain: i % 2 ? '.big.example' : `.vendor${i}.example`,
      category: cats[i % 5],
      lifetime: String(86400 * (1 + ((i * 37) % 400))),
      service: `Vendor ${i % 9}`,
      en_us: `Used by vendor ${i % 9} to remember setting number ${i} between visits.`,
      de: `Wird von Anbieter ${i % 9} verwendet, um Einstellung Nummer ${i} zwischen Besuchen zu speichern.`,
    })),
  ),
);
const config = Buffer.from(await (await fetch(`${ORIGIN}/public/v1/websites/${big.uuid}/config?lang=de`)).arrayBuffer());
const br = brotliCompressSync(config, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
console.log(
  `\nconfig of a website with 50 cookies (de): ${config.length} B raw, ${gzipSync(config, { level: 9 }).length} B gzip, ${br} B brotli (budget 4096)${br > 4096 ? '  OVER BUDGET' : ''}\n`,
);

// 2. and 3. The article page with the snippets of a website like the peers': four categories, English,
// the default banner, in the eu region (override in the URL: the service has no geo for loopback).
const [site] = must(await client.websites.create([{ account_id: ACCOUNT, url: 'https://news.example', name: 'Example News' }]));
must(
  await client.cookies.create(
    cats.slice(0, 4).map((category, i) => ({
      account_id: ACCOUNT,
      website_id: site.id,
      name: `c${i}`,
      domain: '.news.example',
      category,
      lifetime: '31536000',
      en_us: `A ${category} cookie.`,
    })),
  ),
);
const article = await serveArticle(site.code_snippet);
const page = `${article.url}?service_region=eu`;
const runsAt = passThrough.indexOf('--runs');
const runs = runsAt >= 0 ? Number(passThrough[runsAt + 1]) : 15;

if (!existsSync(join(peerBench, 'bench.mjs'))) console.log(`peer-bench not found at ${peerBench}; set PEER_BENCH. Skipping it.`);
else {
  if (!existsSync(join(peerBench, 'node_modules')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peerBench, stdio: 'inherit' });
  // Not execFileSync: the article page is served from this process, whose event loop must keep running.
  const peer = spawn(
    'node',
    [
      join(peerBench, 'bench.mjs'),
      '--page',
      page,
      '--name',
      'ours (article page, default banner, eu)',
      '--banner',
      '[data-service-consent] >>> [role=region],[role=dialog]',
      '--accept',
      '[data-service-consent] button.p >> nth=0',
      '--store',
      '^service_consent$',
      '--out',
      mkdtempSync(join(tmpdir(), 'bench-out-')),
      ...passThrough,
    ],
    { stdio: 'inherit' },
  );
  const [code] = await once(peer, 'exit');
  if (code) console.log(`peer-bench exited with ${code}`);
}
await measureConfigToBanner(page, { runs });
article.close();
stop();
process.exit(0);
