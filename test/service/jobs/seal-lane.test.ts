import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItemError } from '../../../src/client/index.ts';
import type { ProofExport } from '../../../src/service/proof/export.ts';
import { declineRecord } from '../decline-record.ts';
import { CHROMIUM, canRun, need, PG_URL } from '../prerequisites.ts';
import { startTestService, type TestServiceProcess } from '../service-process.ts';

// The seal lane: with the scan worker's only slot held by a scan of a website that never answers, 19 more such
// scans and 50 banner screenshots waiting behind it, a new website's first record is still in a signed head within
// PROOF_SEAL_SECONDS + 5 s. The built service, so the lane is wired as it runs (docs/proof.md#sealing).
const KEYS = { publicKey: 'pk_lane_0123456789', privateKey: 'sk_lane_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_lane';
const SEAL_SECONDS = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(canRun('the seal lane under load', need.build, need.chromium, need.linux))(
  `seals are not starved by scans and screenshots (${PG_URL ? 'PostgreSQL' : 'embedded database'})`,
  () => {
    let never: Server;
    const sockets: Socket[] = [];
    let svc: TestServiceProcess;
    beforeAll(async () => {
      // Accepts and never answers: each scan of it hangs until its own timeouts.
      never = createServer((c) => void sockets.push(c));
      await new Promise<void>((r) => never.listen(0, '127.0.0.1', r));
      svc = await startTestService({
        prefix: 't_lane',
        account: ACCOUNT,
        keys: KEYS,
        // One scan at a time (SCAN_CONCURRENCY's default): the worker's only slot.
        env: { PROOF_SEAL_SECONDS: String(SEAL_SECONDS), SCAN_ALLOW_PRIVATE: '1', CHROMIUM_PATH: CHROMIUM },
      });
    }, 90_000);
    afterAll(async () => {
      await svc?.stop();
      for (const c of sockets) c.destroy();
      never?.close();
    });

    const websites = async (urls: string[]) => {
      const made = await svc.client.websites.create(urls.map((url) => ({ account_id: ACCOUNT, url })));
      return made.map((w) => {
        if (isItemError(w)) throw new Error(JSON.stringify(w));
        return w;
      });
    };
    const config = async (uuid: string) => (await fetch(`${svc.url}/public/v1/websites/${uuid}/config?lang=en`)).json();

    it('a new website’s record is in a signed head within PROOF_SEAL_SECONDS + 5 s', async () => {
      const port = (never.address() as AddressInfo).port;
      const hanging = await websites(Array.from({ length: 20 }, (_, i) => `http://127.0.0.1:${port}/${i}`));
      const triggered = await svc.client.scans.trigger(
        hanging.map((w) => ({ account_id: ACCOUNT, website_id: w.id, scan_type: 'one_page' as const })),
      );
      expect(triggered.filter(isItemError)).toEqual([]);
      // The worker holds a scan: its first request reached the site that never answers. (Before the screenshots are
      // queued: a worker claims other jobs before scans.)
      for (const end = Date.now() + 30_000; sockets.length === 0; await sleep(50))
        if (Date.now() > end) throw new Error('no scan reached the hanging site within 30 s');
      // Each config served for a new banner revision queues its screenshots.
      const shots = await websites(Array.from({ length: 50 }, (_, i) => `https://shots${i}.example`));
      await Promise.all(shots.map((w) => config(w.uuid)));

      const [site] = await websites(['https://new.example']);
      const { version } = await config(site!.uuid);
      const id = randomUUID();
      const res = await fetch(`${svc.url}/public/v1/consents`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://new.example' },
        body: JSON.stringify(declineRecord({ id, website: site!.uuid, version, url: 'https://new.example/' })),
      });
      expect(res.status).toBe(204);
      const stored = Date.now();
      let sealed: ProofExport | undefined;
      for (; Date.now() - stored < (SEAL_SECONDS + 5) * 1000 && !sealed; await sleep(100)) {
        const { results } = await svc.client.call<{ results: ProofExport[] }>({
          method: 'GET',
          path: '/v1/websites/consents/proof',
          query: [{ account_id: ACCOUNT, website_id: site!.id, record_id: id }],
        });
        if (results[0]?.head && results[0].unsealed.length === 0) sealed = results[0];
      }
      expect(sealed?.records.map((r) => r.record_id)).toEqual([id]);
      expect(sealed?.head?.tree_size).toBe(1);
    }, 120_000);
  },
);
