// The whole chain in the built service (dist/service.mjs) and its worker process, on the embedded database or on
// PostgreSQL (TEST_DATABASE_URL): a config served for the first time is kept as a banner revision and screenshotted
// in the scanner's browser; a visitor's records are sealed by the queue's job; their export names that revision,
// carries its screenshots, and verifies offline with the documented command.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItemError } from '../../../src/client/index.ts';
import type { ProofExport } from '../../../src/service/proof/export.ts';
import { CHROMIUM, canRun, need, PG_URL } from '../prerequisites.ts';
import { startTestService, type TestServiceProcess } from '../service-process.ts';

const KEYS = { publicKey: 'pk_proof_0123456789ab', privateKey: 'sk_proof_0123456789abcdef0123456789' };
const ACCOUNT = 'acct_proof';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe.runIf(canRun('the proof in the running service', need.build, need.chromium))(
  `what a visitor was shown, proven (${PG_URL ? 'PostgreSQL' : 'embedded database'})`,
  () => {
    let svc: TestServiceProcess;

    beforeAll(async () => {
      svc = await startTestService({
        prefix: 't_proof',
        account: ACCOUNT,
        keys: KEYS,
        env: { SCAN_CONCURRENCY: '1', PROOF_SEAL_SECONDS: '1', CHROMIUM_PATH: CHROMIUM },
      });
    }, 90_000);

    afterAll(() => svc?.stop());

    it("a visitor's export shows the screenshots of the banner they answered and verifies offline", async () => {
      const url = `https://proof-${randomUUID().slice(0, 8)}.example`;
      const [w] = await svc.client.websites.create([{ account_id: ACCOUNT, url }]);
      if (!w || isItemError(w)) throw new Error(JSON.stringify(w));
      // The visitor's first view: the script with the config inlined, served for the first time (a new revision).
      const script = await fetch(`${svc.url}/c/${w.uuid}.js?service_lang=en&service_region=eu`);
      expect(script.status).toBe(200);
      const config = await (await fetch(`${svc.url}/public/v1/websites/${w.uuid}/config?lang=en`)).json();
      const visitor = randomUUID();
      for (const method of ['custom', 'withdraw']) {
        const res = await fetch(`${svc.url}/public/v1/consents`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: url },
          body: JSON.stringify({
            id: randomUUID(),
            visitor,
            website: w.uuid,
            granted: method === 'custom' ? ['essential', 'analytics'] : ['essential'],
            method,
            region: 'eu',
            lang: 'en',
            version: config.version,
            url: `${url}/`,
            at: new Date().toISOString(),
            shown: config.display_style,
          }),
        });
        expect(res.status, await res.text()).toBe(204);
      }

      // Sealing and screenshots run as queue jobs in the worker process: wait for both.
      let doc: ProofExport | undefined;
      for (const end = Date.now() + 120_000; Date.now() < end; await sleep(500)) {
        const res = await svc.client.call<{ results: ProofExport[] }>({
          method: 'GET',
          path: '/v1/websites/consents/proof',
          query: [{ account_id: ACCOUNT, website_id: w.id, visitor }],
        });
        doc = res.results[0];
        const revision = doc?.records[0]?.data?.banner_revision;
        if (doc?.records.length === 2 && revision && doc.banner_revisions[revision]!.screenshots.length === 4) break;
      }
      expect(doc?.records).toHaveLength(2);
      const revision = doc!.banner_revisions[doc!.records[0]!.data!.banner_revision!]!;
      expect(revision).toMatchObject({ lang: 'en', display_style: config.display_style, consent_version: config.version });
      expect(revision.screenshots.map((s) => `${s.view} ${s.width}x${s.height}`).sort()).toEqual([
        'banner 1366x768',
        'banner 390x844',
        'preferences 1366x768',
        'preferences 390x844',
      ]);
      for (const s of revision.screenshots) {
        const png = Buffer.from(s.png, 'base64');
        expect(pngSize(png)).toEqual({ width: s.width, height: s.height });
        expect(Date.parse(s.taken_at)).toBeGreaterThan(Date.parse(revision.first_served_at) - 1);
      }
      // The banner and the preference centre are different pictures of a page that is not blank.
      const [banner, prefs] = ['banner', 'preferences'].map((v) =>
        revision.screenshots.find((s) => s.view === v && s.width === 1366),
      );
      expect(banner!.sha256).not.toBe(prefs!.sha256);

      const file = join(mkdtempSync(join(tmpdir(), 'proof-export-')), 'export.json');
      writeFileSync(file, JSON.stringify(doc));
      const offline = spawnSync(process.execPath, ['proof/verify-export.mjs', file], { encoding: 'utf8' });
      expect(offline.stdout).toContain('OK: 2 record(s) verified');
      expect(offline.status).toBe(0);
    }, 200_000);
  },
);
