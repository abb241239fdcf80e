import { spawn } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItemError } from '../../../../src/client/index.ts';
import { openPglite } from '../../../../src/service/store/pglite.ts';
import { CHROMIUM, canRun, need, PG_URL } from '../../prerequisites.ts';
import { childrenOf, startTestService, type TestServiceProcess } from '../../service-process.ts';

// The built service (dist/service.mjs) runs its scans in a child worker
// process (dist/worker.mjs), on the embedded database through IPC and on
// PostgreSQL (TEST_DATABASE_URL) with its own connection. The proof is the
// queue's own record: each scan's `worker` names the process that claimed
// and ran it, which must be the child's pid and never the service's.
const KEYS = { publicKey: 'pk_worker_0123456789', privateKey: 'sk_worker_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_workers';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(canRun('scans in a worker process', need.build, need.chromium, need.linux))(
  `scans run in a worker process, not the serving one (${PG_URL ? 'PostgreSQL' : 'embedded database'})`,
  () => {
    let site: Server;
    let siteUrl = '';
    let svc: TestServiceProcess;

    beforeAll(async () => {
      site = createHttpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'PHPSESSID=1; Path=/' });
        res.end('<!doctype html><title>x</title>');
      });
      await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
      svc = await startTestService({
        prefix: 't_worker',
        account: ACCOUNT,
        keys: KEYS,
        env: {
          SCAN_CONCURRENCY: '1',
          SCAN_LEASE_SECONDS: '3',
          SCAN_ALLOW_PRIVATE: '1',
          SCAN_PAGE_DELAY_MS: '0',
          CHROMIUM_PATH: CHROMIUM,
        },
      });
    }, 90_000);

    afterAll(async () => {
      await svc?.stop();
      await new Promise((r) => site?.close(r));
    });

    const scanOnce = async (path: string) => {
      const [w] = await svc.client.websites.create([{ account_id: ACCOUNT, url: `${siteUrl}${path}` }]);
      if (!w || isItemError(w)) throw new Error(JSON.stringify(w));
      const [t] = await svc.client.scans.trigger([{ account_id: ACCOUNT, website_id: w.id, scan_type: 'one_page' }]);
      if (!t || isItemError(t)) throw new Error(JSON.stringify(t));
      for (const end = Date.now() + 60_000; Date.now() < end; await sleep(200)) {
        const r = (await svc.client.scans.report([{ account_id: ACCOUNT, website_id: w.id, id: t.report_id }])).results[0];
        if (r && r.status !== 'scanning') return r;
      }
      throw new Error('the scan did not end within 60 s');
    };

    it('a scan runs in the child worker; a killed worker is started again, the service answering throughout', async () => {
      const pid = svc.proc.pid!;
      const [first] = childrenOf(pid);
      expect(first).toBeTruthy();
      const a = await scanOnce('a');
      expect(a).toMatchObject({ status: 'scan_finish', pages: '1' });

      // What a scanned page that crashes its worker does: the service goes on, and starts another worker.
      process.kill(first!, 'SIGKILL');
      expect((await fetch(`${svc.url}/healthz`)).status).toBe(200);
      let second: number | undefined;
      for (let i = 0; i < 100 && !second; i++, await sleep(100)) second = childrenOf(pid).find((p) => p !== first);
      expect(second).toBeTruthy();
      const b = await scanOnce('b');
      expect(b.status).toBe('scan_finish');

      svc.proc.kill('SIGTERM');
      await new Promise((r) => svc.proc.once('exit', r));
      // The queue's record of who ran each scan, read once the service has let go of the database.
      const sql = 'SELECT id, worker FROM scans WHERE id = ANY($1::text[])';
      let rows: { id: string; worker: string }[];
      const { schema } = svc;
      if (schema) rows = (await schema.admin.query(sql.replace('scans', `${schema.name}.scans`), [[a.id, b.id]])).rows;
      else {
        const db = await openPglite(svc.dataDir);
        rows = await db.query(sql, [[a.id, b.id]]);
        await db.close();
      }
      const pidOf = (id: string) => Number(rows.find((r) => r.id === id)!.worker.split(':')[1]);
      expect(pidOf(a.id)).toBe(first);
      expect(pidOf(b.id)).toBe(second);
      expect([pidOf(a.id), pidOf(b.id)]).not.toContain(pid);
    }, 150_000);

    it.runIf(canRun('`npm run worker` on PostgreSQL', need.postgres))(
      'on PostgreSQL, `npm run worker` runs scans for a service that runs none itself',
      async () => {
        const alone = await startTestService({
          prefix: 't_worker',
          account: ACCOUNT,
          keys: KEYS,
          env: { SCAN_CONCURRENCY: '0' },
        });
        const other = alone.schema!;
        const worker = spawn(process.execPath, ['dist/worker.mjs'], {
          env: {
            ...process.env,
            DATABASE_URL: other.databaseUrl,
            // Vitest's own BASE_URL ('/') must not reach the worker.
            BASE_URL: alone.url,
            APP_URL: alone.url,
            LOG_LEVEL: 'warn',
            SCAN_ALLOW_PRIVATE: '1',
            SCAN_PAGE_DELAY_MS: '0',
            CHROMIUM_PATH: CHROMIUM,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        try {
          expect(childrenOf(alone.proc.pid!)).toEqual([]);
          const [w] = await alone.client.websites.create([{ account_id: ACCOUNT, url: `${siteUrl}c` }]);
          if (!w || isItemError(w)) throw new Error(JSON.stringify(w));
          const [t] = await alone.client.scans.trigger([{ account_id: ACCOUNT, website_id: w.id, scan_type: 'one_page' }]);
          if (!t || isItemError(t)) throw new Error(JSON.stringify(t));
          let row: { status: string; worker: string | null } | undefined;
          for (const end = Date.now() + 60_000; Date.now() < end && row?.status !== 'scan_finish'; await sleep(200))
            row = (await other.admin.query(`SELECT status, worker FROM ${other.name}.scans WHERE id = $1`, [t.report_id]))
              .rows[0];
          expect(row?.status).toBe('scan_finish');
          expect(Number(row!.worker!.split(':')[1])).toBe(worker.pid);
        } finally {
          worker.kill('SIGTERM');
          if (worker.exitCode === null && worker.signalCode === null) await new Promise((r) => worker.once('exit', r));
          await alone.stop();
        }
      },
      120_000,
    );
  },
);
