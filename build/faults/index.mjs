// The fault script (issue 46; docs/service.md#when-the-database-fails): consent records posted by visitors who
// behave as the runtime does, while faults are injected into the production service (dist/service.mjs, build
// first). After each scenario the service is stopped and every acknowledged record is looked up in the
// database: kept, sealed into its website's log, or lost. Run by hand, never in CI:
//   npm run faults
// FAULTS_PORT (9310) is the service's port. The PostgreSQL restart needs a server of its own that it may
// restart: FAULTS_DATABASE_URL and FAULTS_PG_DATA (its data directory; pg_ctl runs as postgres under root).
// The full disk mounts a small tmpfs, which needs root; without it that scenario is skipped.
// FAULTS_ONLY=text runs only the scenarios whose name holds it.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadClient } from '../bench/lib/client.mjs';
import { ACCOUNT } from '../bench/lib/service-process.mjs';
import { benchClient } from '../bench/lib/website.mjs';
import { keptAndSealed } from './count.mjs';
import { recordLoad } from './load.mjs';
import { faultService } from './service.mjs';
import { slowClients } from './slow-clients.mjs';

const root = new URL('../..', import.meta.url).pathname;
const port = Number(process.env.FAULTS_PORT ?? 9310);
const lib = await loadClient(root);
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
/** @type {Record<string, string | number>[]} */
const rows = [];

/** @typedef {ReturnType<typeof faultService>} Service */
/** @typedef {ReturnType<typeof recordLoad>} Load */

/** Waits until `n` more records are acknowledged, or `ms` passed. */
const acked = async (/** @type {Load} */ load, /** @type {number} */ n, ms = 60_000) => {
  const target = load.acknowledged.length + n;
  for (const deadline = Date.now() + ms; load.acknowledged.length < target && Date.now() < deadline; ) await sleep(50);
};

/**
 * One scenario: the service up, a website, the load, the fault, more load, a pause for sealing, the count.
 * @param {string} name
 * @param {{ dataDir: string, databaseUrl?: string, env?: Record<string, string> }} where
 * @param {(svc: Service, load: Load) => Promise<string>} fault what it did, in a few words
 */
async function scenario(name, where, fault) {
  if (process.env.FAULTS_ONLY && !name.includes(process.env.FAULTS_ONLY)) return;
  const svc = faultService({ root, port, ...where });
  await svc.start();
  const { client, must } = benchClient(lib, svc.origin);
  const url = `https://${randomUUID().slice(0, 8)}.example`;
  const [site] = must(await client.websites.create([{ account_id: ACCOUNT, url }]));
  const { version } = await (await fetch(`${svc.origin}/public/v1/websites/${site.uuid}/config?lang=en`)).json();
  const load = recordLoad({ origin: svc.origin, site, version });
  await acked(load, 300);
  const note = await fault(svc, load);
  await acked(load, 300);
  await load.stop();
  // Sealed every second (PROOF_SEAL_SECONDS=1): a few rounds for the last records.
  await sleep(6_000);
  await svc.kill('SIGTERM');
  const ids = load.acknowledged;
  const counts = await keptAndSealed({ ...where, websiteId: site.id, ids });
  rmSync(where.dataDir, { recursive: true, force: true });
  rows.push({ scenario: name, acknowledged: ids.length, ...counts, answers: JSON.stringify(load.statuses), note });
  console.log(`done: ${name}`);
}

const scratch = () => mkdtempSync(join(tmpdir(), 'faults-'));

await scenario('kill -9 of the service (embedded)', { dataDir: scratch() }, async (svc, load) => {
  for (let i = 0; i < 2; i++) {
    await svc.kill('SIGKILL');
    await svc.start();
    await acked(load, 300);
  }
  return 'killed and started again twice';
});

await scenario('kill -9 of the worker (embedded)', { dataDir: scratch() }, async (svc, load) => {
  const first = svc.workerPid();
  if (!first) return 'no worker found';
  process.kill(first, 'SIGKILL');
  const t = Date.now();
  let next = svc.workerPid();
  while ((!next || next === first) && Date.now() - t < 60_000) {
    await sleep(100);
    next = svc.workerPid();
  }
  await acked(load, 300);
  return next && next !== first ? `worker back in ${Date.now() - t} ms` : 'worker not back within 60 s';
});

// Slow clients without the record load: the probe's latency is the service's, not the load generator's.
if (!process.env.FAULTS_ONLY || 'slow clients'.includes(process.env.FAULTS_ONLY)) {
  const dataDir = scratch();
  const svc = faultService({ root, port, dataDir });
  await svc.start();
  rows.push({ scenario: 'slow clients (embedded)', note: await slowClients(svc) });
  await svc.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const pgData = process.env.FAULTS_PG_DATA;
const pgUrl = process.env.FAULTS_DATABASE_URL;
if (pgData && pgUrl) {
  const pgCtl = execFileSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/pg_ctl | tail -1']).toString().trim();
  const restart = () => {
    const args = [pgCtl, '-D', pgData, '-m', 'immediate', '-W', '-l', join(pgData, '..', 'log'), 'restart'];
    if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', args.map((a) => `'${a}'`).join(' ')]);
    else execFileSync(args[0] ?? 'pg_ctl', args.slice(1));
  };
  await scenario('PostgreSQL restarted (-m immediate)', { dataDir: scratch(), databaseUrl: pgUrl }, async (_svc, load) => {
    for (let i = 0; i < 5; i++) {
      restart();
      await acked(load, 200);
    }
    return 'restarted 5 times under load';
  });
} else rows.push({ scenario: 'PostgreSQL restarted', note: 'skipped: set FAULTS_DATABASE_URL and FAULTS_PG_DATA' });

const mount = join(tmpdir(), `faults-disk-${process.pid}`);
mkdirSync(mount, { recursive: true });
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mount], { stdio: 'ignore' });
  mounted = true;
} catch {
  rows.push({ scenario: 'full disk', note: 'skipped: mounting a tmpfs needs root' });
}
if (mounted) {
  try {
    const env = { DISK_MIN_FREE_MB: '16' };
    await scenario('full disk (embedded, 160 MB tmpfs)', { dataDir: join(mount, 'data'), env }, async (svc, load) => {
      const fill = join(mount, 'fill');
      const chunk = Buffer.alloc(1024 * 1024);
      const parts = [];
      for (let i = 0; ; i++) {
        try {
          writeFileSync(`${fill}-${i}`, chunk);
          parts.push(`${fill}-${i}`);
        } catch {
          break;
        }
      }
      const before = load.acknowledged.length;
      await sleep(5_000);
      const readyFull = await svc.ready();
      const duringFull = load.acknowledged.length - before;
      for (const p of parts) rmSync(p, { force: true });
      let readyAfter = 0;
      for (const deadline = Date.now() + 20_000; Date.now() < deadline && readyAfter !== 200; await sleep(200)) {
        readyAfter = await svc.ready();
      }
      let restarted = '';
      if (readyAfter !== 200) {
        await svc.kill('SIGKILL');
        await svc.start();
        restarted = '; not ready after 20 s, restarted';
      }
      return `disk full 5 s: /readyz ${readyFull}, ${duringFull} acknowledged meanwhile; freed: /readyz ${readyAfter}${restarted}`;
    });
  } finally {
    execFileSync('umount', [mount], { stdio: 'ignore' });
  }
}
rmSync(mount, { recursive: true, force: true });

const columns = ['scenario', 'acknowledged', 'kept', 'sealed', 'lost', 'answers', 'note'];
console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${columns.map((c) => r[c] ?? '').join(' | ')} |`);
process.exit(0);
