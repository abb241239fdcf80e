import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItemError } from '../../../src/client/index.ts';
import { VENDOR_LIST_FILES } from '../../../src/schema/vendor-list.ts';
import { canRun, need, PG_URL } from '../prerequisites.ts';
import { startTestService, type TestServiceProcess } from '../service-process.ts';

// The whole path in the built service: with TCF_* set, the queue keeper queues the refresh at start, the
// scan worker (a child process; on the embedded database it stores each file through its parent) fetches the
// operator's location once, and the public endpoint serves the website's vendors from what it stored.
const KEYS = { publicKey: 'pk_tcf_0123456789ab', privateKey: 'sk_tcf_0123456789abcdef0123456789ab' };
const ACCOUNT = 'acct_tcf';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tcf/${name}.json`, import.meta.url), 'utf8');

describe.runIf(canRun('the vendor list in the running service', need.build))(
  `the vendor list in the running service (${PG_URL ? 'PostgreSQL' : 'embedded database'})`,
  () => {
    let origin: Server;
    const requests: string[] = [];
    let svc: TestServiceProcess;

    beforeAll(async () => {
      origin = createServer((req, res) => {
        requests.push(req.url!);
        const name = /^\/gvl\/([a-z-]+)\.json$/.exec(req.url!)?.[1];
        const body = name === 'vendor-list' || name === 'purposes-de' ? fixture(name) : null;
        res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'max-age=86400' });
        res.end(body ?? '');
      });
      await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
      const port = (origin.address() as AddressInfo).port;
      svc = await startTestService({
        prefix: 't_tcf',
        account: ACCOUNT,
        keys: KEYS,
        env: {
          SCAN_CONCURRENCY: '1',
          TCF_VENDOR_LIST_URL: `http://127.0.0.1:${port}/gvl/vendor-list.json`,
          TCF_VENDOR_LIST_HTTP_LOOPBACK: '1',
          TCF_CMP_ID: '412',
          TCF_CMP_VERSION: '7',
        },
      });
    }, 90_000);

    afterAll(async () => {
      await svc?.stop();
      await new Promise((r) => origin?.close(r));
    });

    /** `npm run cli` against this service: its stdout, or an error with its stderr. */
    const cli = (args: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['dist/cli.mjs', ...args, '--account', ACCOUNT],
          {
            env: { ...process.env, BASE_URL: svc.url, SERVICE_PUBLIC_KEY: KEYS.publicKey, SERVICE_PRIVATE_KEY: KEYS.privateKey },
          },
          (err, stdout, stderr) => (err ? reject(new Error(stderr || err.message)) : resolve(stdout)),
        ),
      );

    it('fetches every file once, then serves the website its vendors in German', async () => {
      const [w] = await svc.client.websites.create([{ account_id: ACCOUNT, url: 'https://paper.example' }]);
      if (!w || isItemError(w)) throw new Error(JSON.stringify(w));
      const [b] = await svc.client.banners.put([
        { account_id: ACCOUNT, id: w.id, selected_languages: ['de'], regions: { eu: { enable_tcf: true } } },
      ]);
      expect(b).toMatchObject({ tcf_vendors: [] });
      // The vendors through the CLI, accepted once the worker has stored the list (until then vendor_list_unavailable).
      // A signature's timestamp has whole seconds: the same write sent again within one is refused as a replay, so
      // each try waits past the second of the last.
      let put: unknown;
      for (const end = Date.now() + 60_000; Date.now() < end; await sleep(1_100)) {
        [put] = JSON.parse(
          await cli(['put', 'vendors', '--website', w.id, '--tcf', '4, 2', '--google-atp', '89', '--publisher-cc', 'de']),
        );
        if (!isItemError(put as never)) break;
      }
      expect(put).toMatchObject({ tcf_vendors: [2, 4], tcf_google_atp_ids: [89], tcf_publisher_cc: 'DE' });
      await expect(cli(['put', 'vendors', '--website', w.id, '--tcf', '2,x'])).rejects.toThrow(/comma-separated list of ids/);
      // The translations follow the list in the same job (purposes-de first of them); a process reads a file it
      // found missing again only after a minute, so the answer is asked for once the origin has seen every file.
      for (const end = Date.now() + 30_000; requests.length < VENDOR_LIST_FILES.length && Date.now() < end; ) await sleep(100);
      const res = await fetch(`${svc.url}/public/v1/websites/${w.uuid}/vendor-list?lang=de`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ language: 'de', cmpId: 412, cmpVersion: 7, publisherCC: 'DE' });
      expect(Object.keys(body.vendors)).toEqual(['2', '4']);
      expect(body.purposes['1'].name).toBe(JSON.parse(fixture('purposes-de')).purposes['1'].name);
      // One request per file: each answer allows a day, so no refresh follows.
      expect([...requests].sort()).toEqual(VENDOR_LIST_FILES.map((n) => `/gvl/${n}.json`).sort());
    }, 120_000);
  },
);
