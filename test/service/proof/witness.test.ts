// The log's public URLs and the witness: heads are signed and kept, each later one is proven to extend the
// earlier, and a rewrite by whoever holds the signing key shows as a fork with two signed heads.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headSigned, headsConsistent, publicKeyOf, type SignedHead } from '../../../proof/signed.mjs';
import { sealWaiting } from '../../../src/service/proof/seal.ts';
import { proofSigner } from '../../../src/service/proof/signing-key.ts';
import { type WitnessKept, witnessOnce } from '../../../src/service/proof/witness.ts';
import { consistencyPath, headPath, headsPath } from '../../../src/shared/proof-paths.ts';
import { proofFixture, type Site } from './proof-fixture.ts';

const f = proofFixture();
beforeAll(() => f.start());
afterAll(() => f.close());

const BASE = 'https://app.example.test';
const get = async (path: string) => f.s.app.request(path);
const fetchApp = async (url: string) => f.s.app.request(url.slice(BASE.length));
const witness = (site: Site, kept: WitnessKept | null) => witnessOnce({ baseUrl: BASE, websiteUuid: site.uuid, kept }, fetchApp);

async function records(site: Site, n: number) {
  for (let i = 0; i < n; i++) await f.record(site, randomUUID());
  await f.seal();
}

describe('public URLs', () => {
  it('serve the newest signed head with its key, every head, and consistency proofs between them', async () => {
    const site = await f.site();
    expect((await get(headPath(site.uuid))).status).toBe(404);
    await records(site, 3);
    await records(site, 4);
    const { head, public_keys } = await (await get(headPath(site.uuid))).json();
    expect(head).toMatchObject({ log: site.uuid, tree_size: 7 });
    expect(headSigned(head, publicKeyOf(public_keys[head.key_id]))).toBe(true);
    const { heads } = (await (await get(headsPath(site.uuid))).json()) as { heads: SignedHead[] };
    expect(heads.map((h) => h.tree_size)).toEqual([3, 7]);
    const { proof } = await (await get(consistencyPath(site.uuid, 3, 7))).json();
    expect(headsConsistent(heads[0]!, heads[1]!, proof)).toBe(true);
    // A proof between other sizes does not join these two heads.
    const { proof: wrong } = await (await get(consistencyPath(site.uuid, 2, 7))).json();
    expect(headsConsistent(heads[0]!, heads[1]!, wrong)).toBe(false);
  });

  it('answer a size beyond the log or out of order with a clear 400, an unknown website with 404', async () => {
    const site = await f.site();
    await records(site, 2);
    for (const [a, b] of [
      [1, 3],
      [2, 1],
    ] as const) {
      const res = await get(consistencyPath(site.uuid, a, b));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_parameter', message: expect.stringContaining('<= 2') });
    }
    expect((await get(`/public/v1/websites/${site.uuid}/proof/heads?after=x`)).status).toBe(400);
    expect((await get(headPath(randomUUID()))).status).toBe(404);
  });
});

describe('the witness', () => {
  it('keeps each head and accepts one that extends the kept one', async () => {
    const site = await f.site();
    await records(site, 2);
    const first = await witness(site, null);
    expect(first.outcome).toMatchObject({ status: 'first', head: { tree_size: 2 } });
    const same = await witness(site, first.kept);
    expect(same.outcome.status).toBe('same');
    await records(site, 3);
    const later = await witness(site, same.kept);
    expect(later.outcome).toMatchObject({ status: 'extended', head: { tree_size: 5 } });
    expect(later.kept.heads.map((h) => h.tree_size)).toEqual([2, 2, 5]);
  });

  it('detects a fork when the key holder rewrites the log and signs it again', async () => {
    const site = await f.site();
    await records(site, 3);
    const { kept } = await witness(site, null);
    await f.rewriteLog(site);
    await f.seal();
    const sameSize = await witness(site, structuredClone(kept));
    expect(sameSize.outcome).toMatchObject({ status: 'fork', reason: expect.stringMatching(/same size|one size/) });
    await records(site, 2);
    const grown = await witness(site, structuredClone(kept));
    expect(grown.outcome).toMatchObject({ status: 'fork', reason: 'the tree of size 5 does not extend the one of size 3' });
    // Both heads are validly signed: together they prove the fork to anyone with the key.
    if (grown.outcome.status !== 'fork') throw new Error('no fork');
    const key = publicKeyOf(grown.kept.public_keys[grown.outcome.served.key_id]!);
    expect(headSigned(grown.outcome.kept, key) && headSigned(grown.outcome.served, key)).toBe(true);
  });

  it('refuses a head signed by a key it has not kept, until told to accept that key', async () => {
    const site = await f.site();
    await records(site, 2);
    const { kept } = await witness(site, null);
    // The key holder (or whoever took the database and made a key of their own) signs the next heads with a new key.
    const other = await proofSigner(f.s.db, randomBytes(32).toString('base64'));
    for (let i = 0; i < 2; i++) await f.record(site, randomUUID());
    await sealWaiting(f.s.db, other);
    const again = (acceptKey?: string) =>
      witnessOnce({ baseUrl: BASE, websiteUuid: site.uuid, kept: structuredClone(kept), acceptKey }, fetchApp);
    await expect(again()).rejects.toThrow(`signed by key ${other.keyId}, not by one kept (${f.signer.keyId})`);
    await expect(again('0123456789abcdef')).rejects.toThrow(`--accept-key ${other.keyId}`);
    const accepted = await again(other.keyId);
    expect(accepted.outcome).toMatchObject({ status: 'extended', head: { tree_size: 4, key_id: other.keyId } });
    expect(Object.keys(accepted.kept.public_keys).sort()).toEqual([f.signer.keyId, other.keyId].sort());
    // Once kept, the new key needs no word from the operator.
    expect((await witness(site, accepted.kept)).outcome.status).toBe('same');
  });

  it('refuses on first use a key served under a label that is not its id, keeping nothing', async () => {
    const site = await f.site();
    await records(site, 1);
    const other = await proofSigner(f.s.db, randomBytes(32).toString('base64'));
    const relabelled = async (url: string) => {
      const body = await (await fetchApp(url)).json();
      return new Response(JSON.stringify({ ...body, public_keys: { [body.head.key_id]: other.publicKey } }), { status: 200 });
    };
    await expect(witnessOnce({ baseUrl: BASE, websiteUuid: site.uuid, kept: null }, relabelled)).rejects.toThrow(
      `serves under key id ${f.signer.keyId} a key whose id is ${other.keyId}`,
    );
  });

  it('keeps failing after a fork, also once the forked log grows, until a person clears it', async () => {
    const site = await f.site();
    await records(site, 3);
    const { kept } = await witness(site, null);
    await f.rewriteLog(site);
    await f.seal();
    const forked = await witness(site, kept);
    expect(forked.outcome.status).toBe('fork');
    // The forked log grows on: against its own newest head it would look extended.
    await records(site, 2);
    const later = await witness(site, forked.kept);
    expect(later.outcome).toMatchObject({
      status: 'fork',
      earlier: true,
      reason: 'two signed heads of one size with different roots',
    });
    expect((await witness(site, JSON.parse(JSON.stringify(later.kept)))).outcome.status).toBe('fork');
    const cleared = await witnessOnce({ baseUrl: BASE, websiteUuid: site.uuid, kept: later.kept, clearFork: true }, fetchApp);
    expect(cleared.outcome).toMatchObject({ status: 'extended', cleared: { reason: expect.any(String) } });
    expect(cleared.kept.fork).toBeNull();
  });

  it('refuses a head whose signature does not hold', async () => {
    const site = await f.site();
    await records(site, 1);
    const forged = async (url: string) => {
      const res = await fetchApp(url);
      const body = await res.json();
      return new Response(JSON.stringify({ ...body, head: { ...body.head, tree_size: 9 } }), { status: 200 });
    };
    await expect(witnessOnce({ baseUrl: BASE, websiteUuid: site.uuid, kept: null }, forged)).rejects.toThrow(
      /not validly signed/,
    );
  });

  it('asks the service with a deadline, so a service that never answers ends an unattended run', async () => {
    const site = await f.site();
    const signals: (AbortSignal | undefined)[] = [];
    const unreachable = async (_url: string, init?: { signal: AbortSignal }) => {
      signals.push(init?.signal);
      throw new Error('connection refused');
    };
    await expect(witnessOnce({ baseUrl: BASE, websiteUuid: site.uuid, kept: null }, unreachable)).rejects.toThrow();
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0]!.aborted).toBe(false);
  });
});
