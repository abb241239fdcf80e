// The consent and policy screens' data on the embedded database with 100,000 consent records of one website
// (the goal: each screen's data in one request within 200 ms), in process with app.request, so the
// figure is the service's work and not the network's. Run by console-consent-bench.mjs.
import { randomUUID } from 'node:crypto';
import { createApp } from '../../src/service/app.ts';
import { createKeyPair } from '../../src/service/auth/keys.ts';
import { consoleRouteGroup } from '../../src/service/console/console-routes.ts';
import { DEFAULT_LIMITS } from '../../src/service/core/service-settings.ts';
import { createLogger } from '../../src/service/log.ts';
import { acceptInvitation, inviteCollaborator } from '../../src/service/model/collaborators.ts';
import { storeConsents } from '../../src/service/model/consents.ts';
import { startSession } from '../../src/service/model/console-sessions.ts';
import { createWebsite } from '../../src/service/model/websites.ts';
import { cookiePolicyGenerator } from '../../src/service/policy-generator.ts';
import { openStore } from '../../src/service/store/open.ts';

const RECORDS = 100_000;
const BATCH = 2_000;
const RUNS = 7;
// https: the session cookie is then the `__Host-` one.
const APP_URL = 'https://app.bench.test';

export async function consentScreensBench(root: string) {
  const log = createLogger('silent');
  const db = await openStore({}, log);
  const { app, ctx } = await createApp(
    { db, log, policy: cookiePolicyGenerator(APP_URL), settings: { baseUrl: APP_URL, appUrl: APP_URL, limits: DEFAULT_LIMITS } },
    [consoleRouteGroup(`${root}/dist`)],
  );
  await createKeyPair(db, ctx.kek, 'acct_bench');
  const site = await createWebsite(db, 'acct_bench', { account_id: 'acct_bench', url: 'https://bench.example' });
  const visitors = Array.from({ length: RECORDS / 4 }, () => randomUUID());
  const day = 86_400_000;
  const now = Date.now();
  for (let i = 0; i < RECORDS; i += BATCH) {
    const writes = Array.from({ length: Math.min(BATCH, RECORDS - i) }, (_, j) => ({
      websiteId: site.id,
      record: {
        id: randomUUID(),
        visitor: visitors[(i + j) % visitors.length]!,
        website: site.uuid,
        granted: ['essential'],
        method: (['accept_all', 'decline', 'custom'] as const)[(i + j) % 3]!,
        region: (['eu', 'us', 'ca'] as const)[(i + j) % 3]!,
        lang: (['en', 'de', 'fr', 'es'] as const)[(i + j) % 4]!,
        version: 'v1',
        url: 'https://bench.example/page',
        at: new Date(now - ((i + j) % 30) * day).toISOString(),
        shown: (['banner', 'modal'] as const)[(i + j) % 2]!,
        ip: null,
        origin: 'https://bench.example',
      },
    }));
    await storeConsents(db, writes as never);
  }
  // Spread over 30 days, as the analytics' default range reads them.
  await db.query("UPDATE consent_records SET received_at = (record->>'at')::timestamptz WHERE website_id = $1", [site.id]);
  const col = await inviteCollaborator(db, 'acct_bench', {
    account_id: 'acct_bench',
    email: 'bench@example.test',
    role: 'admin',
  });
  await acceptInvitation(db, col!.id, { first_name: 'B', last_name: 'B' });
  const { token } = await startSession(db, { collaboratorId: col!.id, accountId: 'acct_bench' }, Date.now());
  const [sample] = await db.query<{ id: string; visitor: string }>(
    "SELECT id::text AS id, record->>'visitor' AS visitor FROM consent_records WHERE website_id = $1 LIMIT 1",
    [site.id],
  );
  const first = await app.request(`${APP_URL}/console/api/websites/${site.id}/consent/records`, {
    headers: { cookie: `__Host-console_session=${token}` },
  });
  const { next } = (await first.json()) as { next: string };
  const base = `/console/api/websites/${site.id}`;
  const paths: [string, string][] = [
    ['Consent: analytics, 30 days', `${base}/consent`],
    ['Consent: log, first page', `${base}/consent/records`],
    ['Consent: log, next page', `${base}/consent/records?cursor=${next}`],
    ['Consent: log, by visitor', `${base}/consent/records?visitor=${sample!.visitor}`],
    ['Consent: log, by record id', `${base}/consent/records?record=${sample!.id}`],
    ["Consent: a visitor's proof export", `${base}/consent/proof?visitor=${sample!.visitor}`],
    ['Policy: the screen', `${base}/policy`],
  ];
  const rows: string[] = [];
  for (const [what, path] of paths) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const t = performance.now();
      const res = await app.request(`${APP_URL}${path}`, { headers: { cookie: `__Host-console_session=${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      if (i > 0) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${what} | ${times[Math.floor(times.length / 2)]!.toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
  }
  await db.close();
  return [`| ${RECORDS.toLocaleString('en')} records, one website | median ms | max ms |`, '|---|---:|---:|', ...rows].join('\n');
}
