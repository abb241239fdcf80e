import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItemError, type ServiceClient } from '../../../src/client/index.ts';
import { CHROMIUM, canRun, need, PG_URL } from '../prerequisites.ts';
import { childrenOf, freshSchema, type ServiceProcess, startServiceProcess } from '../service-process.ts';

// Two real service processes (dist/service.mjs) on one PostgreSQL share the
// queued scans: every scan runs once, in one of them, and both take work.
// Needs TEST_DATABASE_URL, a build and a browser (CI has all three).
const KEYS = { publicKey: 'pk_scans_0123456789', privateKey: 'sk_scans_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_scans';

const start = (databaseUrl: string) =>
  startServiceProcess({
    databaseUrl,
    account: ACCOUNT,
    keys: KEYS,
    env: {
      SCAN_CONCURRENCY: '1',
      // A killed process's scan is retaken 3 s after its last renewal.
      SCAN_LEASE_SECONDS: '3',
      SCAN_ALLOW_PRIVATE: '1',
      CHROMIUM_PATH: CHROMIUM,
    },
  });

const withServices = canRun('scans shared by two processes', need.postgres, need.build, need.chromium);
describe.runIf(withServices)('scans shared by two service processes', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let procs: ServiceProcess[] = [];
  let site: Server;
  let siteUrl = '';

  beforeAll(async () => {
    site = createHttpServer((req, res) => {
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('<!doctype html><title>slow</title>'), 4_000);
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'PHPSESSID=1; Path=/' });
      res.end('<!doctype html><title>x</title><script>document.cookie = "_ga=GA1.1.1.1; max-age=600"</script>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    schema = await freshSchema(PG_URL!, 't_scan');
    procs = await Promise.all([start(schema.databaseUrl), start(schema.databaseUrl)]);
  }, 90_000);

  afterAll(async () => {
    for (const p of procs) p.proc.kill('SIGTERM');
    await new Promise((r) => site?.close(r));
    await schema?.drop();
  });

  it('every scan runs once, and both processes take some', async () => {
    const [a, b] = procs.map((p) => p.client) as [ServiceClient, ServiceClient];
    const sites = await a.websites.create(
      Array.from({ length: 6 }, (_, i) => ({ account_id: ACCOUNT, url: `${siteUrl}?s=${i}` })),
    );
    const ids: { website: string; report: string }[] = [];
    for (const [i, w] of sites.entries()) {
      if (isItemError(w)) throw new Error(JSON.stringify(w));
      const [t] = await (i % 2 ? a : b).scans.trigger([{ account_id: ACCOUNT, website_id: w.id, scan_type: 'one_page' }]);
      if (!t || isItemError(t)) throw new Error(JSON.stringify(t));
      ids.push({ website: w.id, report: t.report_id });
    }
    for (const deadline = Date.now() + 90_000; ; await new Promise((r) => setTimeout(r, 300))) {
      const { rows } = await schema.admin.query(`SELECT count(*)::int AS n FROM ${schema.name}.scans WHERE status = 'scanning'`);
      if (rows[0].n === 0) break;
      if (Date.now() > deadline) throw new Error('scans did not finish within 90 s');
    }
    const { rows } = await schema.admin.query(`SELECT id, status, attempts, worker FROM ${schema.name}.scans ORDER BY id`);
    expect(rows.map((r: { status: string; attempts: number }) => [r.status, r.attempts])).toEqual(
      ids.map(() => ['scan_finish', 1]),
    );
    expect(new Set(rows.map((r: { worker: string }) => r.worker)).size).toBe(2);
    const report = (await a.scans.report([{ account_id: ACCOUNT, website_id: ids[0]!.website }])).results[0]!;
    expect(report.cookies.map((c) => c.name).sort()).toEqual(['PHPSESSID', '_ga']);
  }, 120_000);

  it("a killed process's scan is taken over by the other and does not stay scanning", async () => {
    const [a] = procs.map((p) => p.client) as [ServiceClient];
    const [w] = await a.websites.create([{ account_id: ACCOUNT, url: `${siteUrl}slow` }]);
    if (!w || isItemError(w)) throw new Error(JSON.stringify(w));
    const [t] = await a.scans.trigger([{ account_id: ACCOUNT, website_id: w.id, scan_type: 'one_page' }]);
    if (!t || isItemError(t)) throw new Error(JSON.stringify(t));
    const row = async () =>
      (await schema.admin.query(`SELECT status, attempts, worker FROM ${schema.name}.scans WHERE id = $1`, [t.report_id]))
        .rows[0] as {
        status: string;
        attempts: number;
        worker: string | null;
      };
    let first = await row();
    for (let i = 0; !first.worker && i < 100; i++, first = await row()) await new Promise((r) => setTimeout(r, 100));
    // The worker is the service's child: killing the service ends its worker too, and the other takes the scan over.
    const victim = procs.find((p) => childrenOf(p.proc.pid!).some((c) => first.worker?.includes(`:${c}:`)));
    expect(victim).toBeTruthy();
    victim!.proc.kill('SIGKILL');
    let last = await row();
    for (let i = 0; last.status === 'scanning' && i < 300; i++, last = await row()) await new Promise((r) => setTimeout(r, 100));
    expect(last.status).toBe('scan_finish');
    expect(last.attempts).toBe(2);
    expect(last.worker).not.toBe(first.worker);
  }, 90_000);
});
