import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isItemError, type ServiceClient } from '../../src/client/index.ts';

// Several service processes behind a load balancer on one PostgreSQL (issue 8):
// two real processes (the built dist/service.mjs) start together on an empty
// schema, take writes at the same time, and the database ends with every
// write exactly once. Runs when TEST_DATABASE_URL names a server (CI's second
// run of this folder); the embedded database belongs to one process.
const PG_URL = process.env.TEST_DATABASE_URL;
const SERVICE = 'dist/service.mjs';
const KEYS = { publicKey: 'pk_cluster_0123456789', privateKey: 'sk_cluster_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_cluster';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

interface Running {
  proc: ChildProcess;
  url: string;
  client: ServiceClient;
}

async function startProcess(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [SERVICE], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      // Vitest's own BASE_URL ('/') must not reach the service.
      BASE_URL: url,
      APP_URL: url,
      SERVICE_ACCOUNT_ID: ACCOUNT,
      SERVICE_PUBLIC_KEY: KEYS.publicKey,
      SERVICE_PRIVATE_KEY: KEYS.privateKey,
      // Visitors arrive through the balancer: the client address is what it appended.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => {
    stderr += d;
  });
  for (const deadline = Date.now() + 45_000; ; await new Promise((r) => setTimeout(r, 200))) {
    if (proc.exitCode !== null) throw new Error(`service exited (${proc.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`service did not answer /healthz within 45 s: ${stderr}`);
  }
  return { proc, url, client: createClient({ baseUrl: url, ...KEYS }) };
}

describe.skipIf(!PG_URL || !existsSync(SERVICE))('two service processes on one PostgreSQL', () => {
  const schema = `t_proc_${randomBytes(5).toString('hex')}`;
  let a: Running;
  let b: Running;
  let admin: pg.Pool;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: PG_URL, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(PG_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Started together on an empty schema: both migrate at once.
    [a, b] = await Promise.all([startProcess(url.toString()), startProcess(url.toString())]);
  }, 60_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.proc.kill('SIGTERM');
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin?.end();
  });

  it('both processes started on the empty schema and migrated it once', async () => {
    const rows = await admin.query(`SELECT id, count(*)::int AS n FROM ${schema}.schema_migrations GROUP BY id`);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
  });

  it('concurrent signed writes through both processes are each stored once', async () => {
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? a : b).client.websites.create([{ account_id: ACCOUNT, url: `https://site${i}.example`, name: `Site ${i}` }]),
      ),
    );
    expect(results.flat().filter(isItemError)).toEqual([]);
    const list = await a.client.websites.list([{ account_id: ACCOUNT }], { limit: 100 });
    expect(list.results.map((w) => w.name).sort()).toEqual(Array.from({ length: 24 }, (_, i) => `Site ${i}`).sort());
  });

  it('consent records sent to both at once, each one also re-sent to the other, count exactly once', async () => {
    const [site] = await a.client.websites.create([{ account_id: ACCOUNT, url: 'https://shop.example', name: 'Shop' }]);
    if (!site || isItemError(site)) throw new Error(JSON.stringify(site));
    const records = Array.from({ length: 60 }, (_, i) => ({
      id: randomUUID(),
      visitor: randomUUID(),
      website: site.uuid,
      granted: i % 2 ? ['essential', 'analytics'] : ['essential'],
      method: i % 2 ? 'custom' : 'decline',
      region: 'eu',
      lang: 'en',
      version: 'v1',
      url: 'https://shop.example/',
      at: new Date().toISOString(),
      shown: 'banner',
    }));
    const send = (to: Running, r: (typeof records)[number], i: number) =>
      fetch(`${to.url}/public/v1/consents`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://shop.example', 'x-forwarded-for': `198.51.100.${i % 50}` },
        body: JSON.stringify(r),
      }).then((res) => res.status);
    const statuses = await Promise.all(records.flatMap((r, i) => [send(i % 2 ? a : b, r, i), send(i % 2 ? b : a, r, i)]));
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    const [read] = (await b.client.websites.list([{ account_id: ACCOUNT, ids: [site.id] }])).results;
    expect(read!.consent_count).toBe(records.length);
  });
});
