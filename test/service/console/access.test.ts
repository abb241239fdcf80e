import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, ok, type Service, startService } from '../harness.ts';
import { consoleGroup, consoleRequest, signedInMember } from './console-session.ts';

let s: Service;
let site: string;
let otherSite: string;

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  const [a1, a2] = ok(
    await s.a.websites.create([
      { account_id: 'acct_a', name: 'One', url: 'https://one.example' },
      { account_id: 'acct_a', name: 'Two', url: 'https://two.example' },
    ]),
  );
  site = a1!.id;
  otherSite = a2!.id;
});
afterAll(() => s.close());

describe('the console session', () => {
  it('answers 401 without a session, and clears a cookie that names none (tampered, expired)', async () => {
    expect((await consoleRequest(s, null, null)('GET', '/me')).status).toBe(401);
    const m = await signedInMember(s, { role: 'admin' });
    const tampered = await consoleRequest(s, `${m.token.slice(0, -2)}xx`, m.csrfToken)('GET', '/me');
    expect(tampered.status).toBe(401);
    expect(tampered.headers.get('set-cookie')).toMatch(/__Host-console_session=;.*Max-Age=0/i);
  });

  it('says who is signed in, with the CSRF token, and never lets a page cache it', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const res = await m.call('GET', '/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ role: 'editor', website_ids: [site], csrf_token: m.csrfToken });
  });

  it('refuses a write without the CSRF token, with another token, or from another origin, and changes nothing', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const bare = consoleRequest(s, m.token, null);
    expect((await bare('POST', '/sign-out')).status).toBe(403);
    const other = await signedInMember(s, { role: 'admin' });
    expect((await consoleRequest(s, m.token, other.csrfToken)('POST', '/sign-out')).status).toBe(403);
    expect((await m.call('POST', '/sign-out', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    // Still signed in: none of the refused sign-outs ran.
    expect((await m.call('GET', '/me')).status).toBe(200);
    expect((await m.call('POST', '/sign-out', undefined, { origin: new URL(APP_URL).origin })).status).toBe(204);
    expect((await m.call('GET', '/me')).status).toBe(401);
  });

  it('ends a session after an idle hour, and after twelve hours however busy', async () => {
    const idle = await signedInMember(s, { role: 'admin' });
    const busy = await signedInMember(s, { role: 'admin' });
    const start = s.clock.t;
    try {
      for (let t = 50; t <= 11 * 60 + 50; t += 50) {
        s.clock.t = start + t * 60_000;
        expect((await busy.call('GET', '/me')).status).toBe(200);
      }
      expect((await idle.call('GET', '/me')).status).toBe(401);
      s.clock.t = start + 12 * 60 * 60_000 + 1;
      expect((await busy.call('GET', '/me')).status).toBe(401);
    } finally {
      s.clock.t = start;
    }
  });
});

describe('bodies', () => {
  it('refuses a body over the limit with 413, before sign-in or a session is looked at, and reads one within it', async () => {
    const big = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) });
    const res = await s.app.request(`${APP_URL}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect([res.status, (await res.json()).error]).toEqual([413, 'payload_too_large']);
    const m = await signedInMember(s, { role: 'admin' });
    const put = await m.call('PUT', `/websites/${site}`, { name: 'Renamed within the limit' });
    expect(put.status).toBe(200);
    expect((await put.json()).name).toBe('Renamed within the limit');
  });
});

describe('roles, enforced by the service', () => {
  it("answers an editor asking for the team, the keys or a website not theirs as for a website that doesn't exist", async () => {
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const missing = await editor.call('GET', '/websites/web_doesnotexist/scan');
    expect(missing.status).toBe(404);
    const body = await missing.json();
    expect(body).toEqual({ error: 'object_not_found', message: 'no such object' });
    for (const path of ['/team', '/team/x', '/keys', `/websites/${otherSite}/scan`, `/websites/${otherSite}`]) {
      const res = await editor.call('GET', path);
      expect([path, res.status, await res.json()]).toEqual([path, 404, body]);
    }
  });

  it("answers a member of another account asking for this account's website as for one that doesn't exist", async () => {
    const stranger = await signedInMember(s, { role: 'admin', account: 'acct_b' });
    const res = await stranger.call('GET', `/websites/${site}/scan`);
    expect([res.status, await res.json()]).toEqual([404, { error: 'object_not_found', message: 'no such object' }]);
  });
});
