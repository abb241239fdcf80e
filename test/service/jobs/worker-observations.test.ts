import { afterAll, beforeAll, expect, test } from 'vitest';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import { serveQueueCalls } from '../../../src/service/jobs/workers/queue-calls.ts';
import type { ToWorker } from '../../../src/service/jobs/workers/worker-messages.ts';
import { finding, observed } from '../../fixtures/scan-findings.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';

// A worker returns observations, not conclusions: its parent checks a scan's findings as the API checks a
// partner's cookies and classifies them itself, so a subverted worker cannot store `_ga` as essential, a 5 MB
// value or a `javascript:` URL.
let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

const ga = finding('_ga', '.shop.example', {
  value: 'GA1.1.1.1',
  lifetime: '63072000',
  initiator: 'https://www.googletagmanager.com/gtag/js',
});

test("a worker's findings are checked and classified by its parent, whatever the worker says of them", async () => {
  const [site] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shop.example' }]));
  ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: site!.id, scan_type: 'one_page' }]));
  let next = 0;
  const replies = new Map<number, Extract<ToWorker, { type: 'reply' }>>();
  const serve = serveQueueCalls(
    dbQueueStore(s.db),
    { workerId: 'child-1', leaseMs: 60_000, inFlightPerAccount: 2 },
    (m) => void replies.set(m.id, m),
    testLog,
  );
  const call = async (op: string, args: unknown[]) => {
    const id = ++next;
    await serve({ type: 'call', id, op: op as 'claim', args });
    return replies.get(id)!;
  };
  const claimed = (await call('claim', ['any', 1, { types: ['scan'] }])).value as { scan: { scan: { id: string } } };
  const scanId = claimed.scan.scan.id;
  const finish = (findings: unknown[]) => call('finish', ['any', scanId, findings, observed()]);

  const essential = { category: 'essential', service: null, descriptions: { en_us: 'x'.repeat(5_000_000) }, source: 'none' };
  expect((await finish([{ ...ga, classification: essential }])).error).toMatch(/findings were refused/);
  expect((await finish([{ ...ga, url: 'javascript:alert(1)' }])).error).toMatch(/http or https/);
  expect((await finish([{ ...ga, value: 'x'.repeat(5_000_000) }])).error).toMatch(/findings were refused/);
  expect((await finish([{ ...ga, name: 'a\nb' }])).error).toMatch(/single line/);

  expect(await finish([{ ...ga, initiator: 'about:blank' }])).toMatchObject({ value: true });
  const [cookie] = await s.db.query<{ category: string; fields: { initiator: string | null } }>(
    `SELECT category, fields FROM cookies WHERE website_id = $1 AND fields->>'name' = '_ga'`,
    [site!.id],
  );
  expect(cookie).toMatchObject({ category: 'analytics', fields: { initiator: null } });
});
