import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobHandlers } from '../../../../src/service/jobs/handlers.ts';
import { startJobLoop } from '../../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../../src/service/jobs/queue-store.ts';
import type { InstallationCheck } from '../../../../src/service/model/installation-checks.ts';
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from '../../../../src/service/scan/settings.ts';
import { ok, type Service, startService, testLog } from '../../harness.ts';
import { CHROMIUM, canRun, need } from '../../prerequisites.ts';
import { type ConsoleCaller, consoleGroup, signedInMember } from '../console-session.ts';

// "Check installation" end to end in the service: the console queues the job, a worker's job loop runs it in
// headless Chromium against pages served here on loopback, and the console reads what it found.

let s: Service;
let server: Server;
let origin: string;
let admin: ConsoleCaller;
let website: { id: string; uuid: string };

const page = (head: string) => `<!doctype html><html><head>${head}<title>t</title></head><body><p>Shop</p></body></html>`;

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  website = ok(await s.a.websites.create([{ account_id: 'acct_a', name: 'Shop', url: 'https://shop.example' }]))[0]!;
  const snippet = () => `<script src="${origin}/c/${website.uuid}.js" data-website-uuid="${website.uuid}"></script>`;
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === `/c/${website.uuid}.js`) {
      // Stands in for the runtime: what it sets once it runs.
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end('window.ServiceConsent = Object.assign(function () {}, { loaded: true });');
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    if (path === '/first') return res.end(page(`${snippet()}<script src="/analytics.js"></script>`));
    if (path === '/late') return res.end(page(`<script>var early = 1;</script><script src="/tag.js"></script>${snippet()}`));
    if (path === '/body') return res.end(page('').replace('<p>Shop</p>', snippet()));
    return res.end(page('<script src="/analytics.js"></script>'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await signedInMember(s, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await s?.close();
});

const settings = (allowPrivate: boolean): ScanSettings => ({
  ...DEFAULT_SCAN_SETTINGS,
  chromiumPath: CHROMIUM,
  allowPrivate,
  pageTimeoutMs: 15_000,
});

/** Points the website at `path`, checks it through the console with a worker running, and answers the ended check. */
async function check(path: string, allowPrivate = true): Promise<InstallationCheck> {
  const store = dbQueueStore(s.db);
  const { runner, jobs } = jobHandlers({ store, workerId: 'w', settings: settings(allowPrivate), appUrl: null, log: testLog });
  expect((await admin.call('PUT', `/websites/${website.id}`, { url: `${origin}${path}` })).status).toBe(200);
  const queued = await admin.call('POST', `/websites/${website.id}/installation-check`);
  expect(queued.status).toBe(202);
  const { id, status } = (await queued.json()) as InstallationCheck;
  expect(status).toBe('checking');
  const loop = startJobLoop({ store, log: testLog, runner, jobs, concurrency: 1, pollMs: 50 });
  try {
    for (;;) {
      const c = (await (await admin.call('GET', `/websites/${website.id}/installation-check/${id}`)).json()) as InstallationCheck;
      if (c.status !== 'checking') return c;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await loop.stop();
  }
}

describe.runIf(canRun('installation checks in Chromium', need.chromium))('checking an installation in Chromium', () => {
  test('finds the snippet first in <head>, and the runtime running', async () => {
    expect(await check('/first')).toMatchObject({
      status: 'done',
      findings: { placement: 'first_in_head', scripts_before: [], runtime_ran: true, page_url: `${origin}/first` },
    });
  }, 60_000);

  test('says which scripts run before it when it is not first', async () => {
    expect((await check('/late')).findings).toMatchObject({
      placement: 'not_first',
      scripts_before: ['inline script', '/tag.js'],
      runtime_ran: true,
    });
  }, 60_000);

  test('tells a snippet in <body> and a missing one apart', async () => {
    expect((await check('/body')).findings).toMatchObject({ placement: 'in_body', runtime_ran: true });
    expect((await check('/none')).findings).toMatchObject({ placement: 'missing', runtime_ran: false });
  }, 90_000);

  test('refuses a private address as a scan does, saying so', async () => {
    const c = await check('/first', false);
    expect(c).toMatchObject({ status: 'failed', findings: null });
    expect(c.message).toMatch(/private or reserved address/);
  }, 60_000);
});

test('an unknown check, or another website’s, is answered as missing', async () => {
  const other = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://other.example' }]))[0]!;
  const queued = (await (await admin.call('POST', `/websites/${other.id}/installation-check`)).json()) as InstallationCheck;
  const again = (await (await admin.call('POST', `/websites/${other.id}/installation-check`)).json()) as InstallationCheck;
  expect(again.id).toBe(queued.id);
  expect((await admin.call('GET', `/websites/${website.id}/installation-check/${queued.id}`)).status).toBe(404);
  expect((await admin.call('GET', `/websites/${other.id}/installation-check/job_nothing`)).status).toBe(404);
});
