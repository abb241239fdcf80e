import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superviseWorker, type WorkerSupervisor } from '../../../../src/service/jobs/workers/supervisor.ts';
import { queueJob } from '../../../../src/service/model/jobs.ts';
import { VENDOR_LIST_REFRESH } from '../../../../src/service/model/vendor-lists.ts';
import { DEFAULT_SCAN_SETTINGS } from '../../../../src/service/scan/settings.ts';
import { type Service, startService, testLog } from '../../harness.ts';
import { canRun, need } from '../../prerequisites.ts';

// The supervisor gives a dead child's jobs back at once: it gave the child its worker id, so it ends that id's
// leases when the child dies, and the next child takes the job within seconds, not after the 60 s lease.
// The job is a vendor-list refresh (no browser needed): the location holds the first request, answers the next.
// And a child past its limits on the channel (too many calls, too large a message) is killed and started again.
const fixture = readFileSync(new URL('../../../fixtures/tcf/vendor-list.json', import.meta.url), 'utf8');

describe.runIf(canRun('the supervisor of a worker process', need.build, need.linux))('the worker supervisor', () => {
  let s: Service;
  let origin: Server;
  let url = '';
  const held: Array<() => void> = [];
  let requests = 0;
  beforeAll(async () => {
    origin = createServer((_req, res) => {
      if (++requests === 1) return void held.push(() => res.destroy());
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' }).end(fixture);
    });
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/v3/vendor-list.json`;
    s = await startService();
  });
  afterAll(async () => {
    for (const h of held) h();
    origin?.close();
    await s?.close();
  });

  it('a child killed mid-job has the job taken over within seconds, well before its 60 s lease', async () => {
    const job = await queueJob(s.db, VENDOR_LIST_REFRESH, { files: ['vendor-list'] });
    let sup: WorkerSupervisor | null = null;
    try {
      sup = await superviseWorker({
        file: 'dist/worker.mjs',
        db: s.db,
        log: testLog,
        start: {
          settings: { ...DEFAULT_SCAN_SETTINGS, concurrency: 1, leaseMs: 60_000 },
          appUrl: null,
          logLevel: 'silent',
          prettyLogs: false,
          vendorListUrl: url,
          vendorListHttpLoopback: true,
        },
        restartMs: 100,
      });
      for (const end = Date.now() + 30_000; requests === 0; await new Promise((r) => setTimeout(r, 20)))
        if (Date.now() > end) throw new Error('the child did not start the refresh within 30 s');
      process.kill(sup.pid()!, 'SIGKILL');
      const killedAt = Date.now();
      let row: { status: string } | undefined;
      for (; Date.now() - killedAt < 20_000; await new Promise((r) => setTimeout(r, 50))) {
        [row] = await s.db.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [job]);
        if (row?.status !== 'scanning') break;
      }
      expect(row?.status).toBe('scan_finish');
      expect(requests).toBe(2);
    } finally {
      await sup?.stop(2_000);
    }
  }, 60_000);

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  it.each(['flood', 'huge'])(
    'a child that sends %s is killed and another started',
    async (mode) => {
      process.env.SUBVERTED = mode;
      const said: { msg: string; reason?: string; signal?: string }[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => void said.push(JSON.parse(line)) });
      let sup: WorkerSupervisor | null = null;
      try {
        sup = await superviseWorker({
          file: 'test/fixtures/workers/subverted-worker.mjs',
          db: s.db,
          log,
          start: { settings: DEFAULT_SCAN_SETTINGS, appUrl: null, logLevel: 'silent', prettyLogs: false },
          restartMs: 100,
        });
        const first = sup.pid()!;
        for (const end = Date.now() + 15_000; alive(first); await new Promise((r) => setTimeout(r, 20)))
          if (Date.now() > end) throw new Error(`the ${mode} child was not killed within 15 s`);
        for (const end = Date.now() + 15_000; !sup.pid() || sup.pid() === first; await new Promise((r) => setTimeout(r, 20)))
          if (Date.now() > end) throw new Error('no other child was started within 15 s');
        // Killed by its parent for what it sent, not a child that ended by itself.
        expect(said.find((l) => l.msg === 'scan worker over its limits: killed')?.reason).toMatch(
          mode === 'flood' ? /calls a second|calls waiting/ : /314572800 bytes/,
        );
        expect(said.find((l) => l.msg === 'scan worker died; starting another')?.signal).toBe('SIGKILL');
      } finally {
        delete process.env.SUBVERTED;
        await sup?.stop(500);
      }
    },
    40_000,
  );
});
