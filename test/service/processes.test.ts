import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItemError } from '../../src/client/index.ts';
import { canRun, need, PG_URL } from './prerequisites.ts';
import { freshSchema, type ServiceProcess, startServiceProcess } from './service-process.ts';

// Several service processes behind a load balancer on one PostgreSQL:
// two real processes (the built dist/service.mjs) start together on an empty
// schema, take writes at the same time, and the database ends with every
// write exactly once. Runs when TEST_DATABASE_URL names a server (CI's second
// run of this folder); the embedded database belongs to one process.
const KEYS = { publicKey: 'pk_cluster_0123456789', privateKey: 'sk_cluster_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_cluster';

const withPostgres = canRun('two service processes', need.postgres, need.build);
describe.runIf(withPostgres)('two service processes on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let a: ServiceProcess;
  let b: ServiceProcess;
  // Visitors arrive through the balancer: the client address is what it appended.
  const start = () =>
    startServiceProcess({ databaseUrl: schema.databaseUrl, account: ACCOUNT, keys: KEYS, env: { TRUST_PROXY: '1' } });

  beforeAll(async () => {
    schema = await freshSchema(PG_URL!, 't_proc');
    // Started together on an empty schema: both migrate at once.
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.proc.kill('SIGTERM');
    await schema?.drop();
  });

  it('both processes started on the empty schema and migrated it once', async () => {
    const rows = await schema.admin.query(`SELECT id, count(*)::int AS n FROM ${schema.name}.schema_migrations GROUP BY id`);
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
    // A record names a consent version the website has had: the one its config carries.
    const { version } = await (await fetch(`${a.url}/public/v1/websites/${site.uuid}/config?lang=en`)).json();
    const records = Array.from({ length: 60 }, (_, i) => ({
      id: randomUUID(),
      visitor: randomUUID(),
      website: site.uuid,
      granted: i % 2 ? ['essential', 'analytics'] : ['essential'],
      method: i % 2 ? 'custom' : 'decline',
      region: 'eu',
      lang: 'en',
      version,
      url: 'https://shop.example/',
      at: new Date().toISOString(),
      shown: 'banner',
    }));
    const send = (to: ServiceProcess, r: (typeof records)[number], i: number) =>
      fetch(`${to.url}/public/v1/consents`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://shop.example', 'x-forwarded-for': `198.${i % 50}.100.1` },
        body: JSON.stringify(r),
      }).then((res) => res.status);
    const statuses = await Promise.all(records.flatMap((r, i) => [send(i % 2 ? a : b, r, i), send(i % 2 ? b : a, r, i)]));
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    const [read] = (await b.client.websites.list([{ account_id: ACCOUNT, ids: [site.id] }])).results;
    expect(read!.consent_count).toBe(records.length);
  });
});
