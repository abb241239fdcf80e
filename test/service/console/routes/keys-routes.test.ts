import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../../src/client/index.ts';
import { BASE, type Service, startService } from '../../harness.ts';
import { consoleGroup, consoleRequest, signedInMember } from '../console-session.ts';

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
});
afterAll(() => s.close());

type Listed = { results: { public_key: string; label: string | null; created_at: string }[] };
const keys = () => s.db.query('SELECT public_key, account_id, label, revoked_at FROM api_keys ORDER BY public_key');

describe('the keys screen', () => {
  it('creates a key pair whose private key is answered once, works on /v1, is never listed, and is revoked', async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const label = '<img src=x onerror=alert(1)> "CRM"';
    const res = await admin.call('POST', '/keys', { label });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { public_key: string; private_key: string; label: string };
    expect(made).toMatchObject({ label, public_key: expect.stringMatching(/^pk_/), private_key: expect.stringMatching(/^sk_/) });

    const client = createClient({
      baseUrl: BASE,
      publicKey: made.public_key,
      privateKey: made.private_key,
      fetch: s.fetch,
      now: () => new Date(s.clock.t),
    });
    expect((await client.websites.list([{ account_id: 'acct_a' }])).errors).toEqual([]);

    const listed = await admin.call('GET', '/keys');
    const text = await listed.text();
    expect(text).not.toContain(made.private_key);
    expect(text).not.toContain('private');
    const body = JSON.parse(text) as Listed;
    expect(body.results).toContainEqual({ public_key: made.public_key, label, created_at: expect.any(String) });
    expect(body.results.map((k) => k.public_key)).toContain(s.keyA.publicKey);
    expect(body.results.map((k) => k.public_key)).not.toContain(s.keyB.publicKey);

    expect((await admin.call('DELETE', `/keys/${made.public_key}`)).status).toBe(204);
    expect(((await (await admin.call('GET', '/keys')).json()) as Listed).results.map((k) => k.public_key)).not.toContain(
      made.public_key,
    );
    await expect(client.websites.list([{ account_id: 'acct_a' }])).rejects.toThrow(/unknown_key/);
    expect((await admin.call('DELETE', `/keys/${made.public_key}`)).status).toBe(404);
  });

  it('refuses a key without a label, as /v1 refuses a field', async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const res = await admin.call('POST', '/keys', { label: '  ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'label' }] });
  });
});

describe('who may not', () => {
  it('an editor gets the answer of a website that does not exist for every keys route, and nothing changes', async () => {
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [] });
    const missing = await editor.call('POST', '/websites/web_doesnotexist/scan', {});
    const expected = [missing.status, await missing.json()];
    expect(expected[0]).toBe(404);
    const before = await keys();
    for (const [method, path, body] of [
      ['GET', '/keys', undefined],
      ['POST', '/keys', { label: 'mine now' }],
      ['DELETE', `/keys/${s.keyA.publicKey}`, undefined],
    ] as const) {
      const res = await editor.call(method, path, body);
      expect([method, path, res.status, await res.json()]).toEqual([method, path, ...expected]);
    }
    expect(await keys()).toEqual(before);
  });

  it('a write without the CSRF token is refused with 403, and nothing changes', async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const noCsrf = consoleRequest(s, admin.token, null);
    const before = await keys();
    expect((await noCsrf('POST', '/keys', { label: 'x' })).status).toBe(403);
    expect((await noCsrf('DELETE', `/keys/${s.keyA.publicKey}`)).status).toBe(403);
    expect(await keys()).toEqual(before);
  });

  it("another account's key answers 404, as a key that does not exist, and stays live", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    for (const key of [s.keyB.publicKey, 'pk_doesnotexist']) {
      const res = await admin.call('DELETE', `/keys/${key}`);
      expect([key, res.status, await res.json()]).toEqual([key, 404, { error: 'object_not_found', message: 'no such object' }]);
    }
    expect((await s.b.websites.list([{ account_id: 'acct_b' }])).errors).toEqual([]);
  });
});
