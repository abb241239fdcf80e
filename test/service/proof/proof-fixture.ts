// What the consent-log tests share: a service with a stand-in runtime build (so banner revisions are kept), its
// websites, records posted as a visitor's browser posts them, seals, and exports through the signed API.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProofExport } from '../../../src/service/proof/export.ts';
import { sealWaiting } from '../../../src/service/proof/seal.ts';
import { type ProofSigner, proofSigner } from '../../../src/service/proof/signing-key.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { FIRST_VIEW_FEATURES } from '../../../src/service/public/scripts/first-view-features.ts';
import { INLINE_CONFIG_EXPRESSION } from '../../../src/shared/inline-config.ts';
import { ok, type Service, startService } from '../harness.ts';

/** A stand-in for the built runtime: enough for the service to serve first views and name a runtime hash. */
export function standInDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'consent.min.js'), `/* runtime */self.seen=${INLINE_CONFIG_EXPRESSION};`);
  writeFileSync(join(dist, 'consent-fetch.min.js'), '/* fetching runtime */self.fetched=1;');
  // Every first-view piece the service expects, with its expression where it has one (a missing one means no runtime).
  for (const f of FIRST_VIEW_FEATURES)
    writeFileSync(join(dist, f.file), `/* ${f.key} */self.${f.key}=${'expression' in f ? f.expression : 1};`);
  writeFileSync(join(dist, 'consent-preferences.min.js'), '/* preferences */');
  return dist;
}

export interface Site {
  id: string;
  uuid: string;
  url: string;
  /** The consent version its config carries. */
  version: string;
}

export function proofFixture(distDir = standInDist()) {
  let s: Service;
  let signer: ProofSigner;
  return {
    get s() {
      return s;
    },
    get signer() {
      return signer;
    },
    async start() {
      s = await startService({ groups: publicRouteGroups({ distDir }), rateLimits: false });
      signer = await proofSigner(s.db);
    },
    close: () => s.close(),
    /** A new website whose config (English, eu) has been served once: its banner revision is kept. */
    async site(): Promise<Site> {
      const url = `https://p${randomUUID().slice(0, 8)}.example`;
      const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url }]));
      const config = await (await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`)).json();
      return { id: w!.id, uuid: w!.uuid, url, version: config.version };
    },
    /** Posts a decision as the runtime does; returns its id. */
    async record(site: Site, visitor: string, over: Record<string, unknown> = {}): Promise<string> {
      const id = randomUUID();
      const body = {
        id,
        visitor,
        website: site.uuid,
        granted: ['essential', 'analytics'],
        method: 'custom',
        region: 'eu',
        lang: 'en',
        version: site.version,
        url: `${site.url}/page`,
        at: new Date(s.clock.t).toISOString(),
        shown: 'banner',
        ...over,
      };
      const res = await s.app.request('/public/v1/consents', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: site.url },
        body: JSON.stringify(body),
      });
      if (res.status !== 204) throw new Error(`record answered ${res.status}: ${await res.text()}`);
      return id;
    },
    seal: () => sealWaiting(s.db, signer),
    /** What only the key holder can do: change a record and take the whole log out, so the next seal signs it anew. */
    async rewriteLog(site: Site) {
      await s.db.transaction(async (tx) => {
        await tx.query('DELETE FROM proof_heads WHERE website_id = $1', [site.id]);
        await tx.query(`UPDATE proof_logs SET tree_size = 0, frontier = '[]', root_hash = NULL WHERE website_id = $1`, [site.id]);
        await tx.query('UPDATE consent_records SET leaf_index = NULL, leaf_hash = NULL WHERE website_id = $1', [site.id]);
        await tx.query(
          `UPDATE consent_records SET record = jsonb_set(record, '{granted}', '["essential"]')
           WHERE id = (SELECT id FROM consent_records WHERE website_id = $1 ORDER BY received_at, id LIMIT 1)`,
          [site.id],
        );
      });
    },
    /** The export of a visitor or a record through GET /v1/websites/consents/proof. */
    async exportOf(site: Site, by: { visitor: string } | { record_id: string }): Promise<ProofExport> {
      const res = await s.a.call<{ results: ProofExport[]; errors: unknown[] }>({
        method: 'GET',
        path: '/v1/websites/consents/proof',
        query: [{ account_id: 'acct_a', website_id: site.id, ...by }],
      });
      if (res.results.length !== 1) throw new Error(`no export: ${JSON.stringify(res.errors)}`);
      return res.results[0]!;
    },
  };
}
