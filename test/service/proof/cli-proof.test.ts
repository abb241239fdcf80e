// The CLI's proof commands as `npm run cli -- proof …` runs them: `witness` against the service over HTTP, keeping
// heads in its file and exiting 1 on a fork; `verify` on an export file, exiting 1 when it does not verify and 2
// when it is not an export.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ProofArgs, proofCommand } from '../../../src/service/cli-proof.ts';
import { proofFixture } from './proof-fixture.ts';

const f = proofFixture();
let server: ReturnType<typeof serve>;
let baseUrl = '';
beforeAll(async () => {
  await f.start();
  server = serve({ fetch: f.s.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await f.close();
});
afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

const dir = mkdtempSync(join(tmpdir(), 'proof-cli-'));
const args = (over: Partial<ProofArgs>): ProofArgs => ({
  sub: undefined,
  file: undefined,
  website: undefined,
  visitor: undefined,
  record: undefined,
  out: undefined,
  store: undefined,
  acceptKey: undefined,
  keyIds: [],
  keysFile: undefined,
  clearFork: false,
  account: 'acct_a',
  baseUrl,
  ...over,
});
/** Runs a command, returning what it printed. */
async function run(a: ProofArgs): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...x: unknown[]) => void lines.push(x.join(' ')));
  await proofCommand(a, () => f.s.a);
  vi.restoreAllMocks();
  return lines.join('\n');
}

describe('npm run cli -- proof', () => {
  it('witness: keeps the heads in its file, then reports a fork with both heads and exits 1', async () => {
    const site = await f.site();
    for (let i = 0; i < 3; i++) await f.record(site, randomUUID());
    await f.seal();
    const store = join(dir, 'witness.json');
    expect(await run(args({ sub: 'witness', website: site.uuid, store }))).toMatch(/^first: tree size 3/);
    expect(process.exitCode).toBeUndefined();
    await f.rewriteLog(site);
    await f.record(site, randomUUID());
    await f.seal();
    const out = await run(args({ sub: 'witness', website: site.uuid, store }));
    expect(out).toMatch(/^FORK: the tree of size 4 does not extend the one of size 3/);
    expect(process.exitCode).toBe(1);
    expect(JSON.parse(readFileSync(store, 'utf8')).heads.map((h: { tree_size: number }) => h.tree_size)).toEqual([3, 4]);
  });

  it('verify: OK for an export as the API gives it, NOT VERIFIED and exit 1 once a record in it is changed', async () => {
    const site = await f.site();
    const visitor = randomUUID();
    await f.record(site, visitor);
    await f.seal();
    const file = join(dir, 'export.json');
    await run(args({ sub: 'export', website: site.id, visitor, out: file }));
    expect(await run(args({ sub: 'verify', file }))).toContain('OK: 1 record(s) verified');
    expect(process.exitCode).toBeUndefined();
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.records[0].data.record.method = 'accept';
    writeFileSync(file, JSON.stringify(doc));
    expect(await run(args({ sub: 'verify', file }))).toContain('NOT VERIFIED');
    expect(process.exitCode).toBe(1);
  });

  it('verify: checks the key given with --key, and exits 2 on a file that is not an export', async () => {
    const site = await f.site();
    const visitor = randomUUID();
    await f.record(site, visitor);
    await f.seal();
    const file = join(dir, 'keyed.json');
    await run(args({ sub: 'export', website: site.id, visitor, out: file }));
    expect(await run(args({ sub: 'verify', file, keyIds: [f.signer.keyId] }))).toContain(`key ${f.signer.keyId}`);
    expect(process.exitCode).toBeUndefined();
    expect(await run(args({ sub: 'verify', file, keyIds: ['0123456789abcdef'] }))).toContain('not the key expected');
    expect(process.exitCode).toBe(1);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), records: 5 }));
    expect(await run(args({ sub: 'verify', file }))).toContain('MALFORMED: records is not a list');
    expect(process.exitCode).toBe(2);
  });
});
