import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/service/console/access/passwords.ts';
import { invitationRouteGroup } from '../../../../src/service/console/console-routes.ts';
import { acceptInvitation, inviteCollaborator } from '../../../../src/service/model/collaborators.ts';
import { APP_URL, ok, type Service, startService } from '../../harness.ts';
import { COOKIE, consoleGroup, consoleRequest } from '../console-session.ts';

// Signing in as an attacker would try it: guessing, enumerating, fixing a session, signing in from another site.

let s: Service;
let hash: string;
beforeAll(async () => {
  s = await startService({ groups: [consoleGroup, invitationRouteGroup] });
  // One proxy in front: each test gives its requests an address of its own, so tests do not share the address count.
  s.ctx.settings.trustedProxies = 1;
  hash = await hashPassword(PASSWORD);
});
afterAll(() => s.close());

const PASSWORD = 'a long and unusual passphrase';
let n = 0;
/** A fresh client address (a documentation block) for one test. */
const nextIp = () => `198.51.100.${++n}`;

/** A collaborator of acct_a who accepted their invitation with PASSWORD. */
async function accepted(email: string) {
  const row = await inviteCollaborator(s.db, 'acct_a', { account_id: 'acct_a', email, role: 'admin' }, s.clock.t);
  await acceptInvitation(s.db, row!.id, { first_name: 'Ana', last_name: 'Lima' }, hash, s.clock.t);
  return row!;
}

interface Attempt {
  email: string;
  password?: string;
  ip: string;
  origin?: string;
  cookie?: string;
  app?: Service['app'];
}
const signIn = (a: Attempt) =>
  Promise.resolve(
    (a.app ?? s.app).request(`${APP_URL}/console/api/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': a.ip,
        ...(a.origin ? { origin: a.origin } : {}),
        ...(a.cookie ? { cookie: `${COOKIE}=${a.cookie}` } : {}),
      },
      body: JSON.stringify({ email: a.email, password: a.password ?? 'not the password at all' }),
    }),
  );
const tokenOf = (res: Response) => new RegExp(`${COOKIE}=([^;]+);`).exec(res.headers.get('set-cookie') ?? '')?.[1];
/** Status, Retry-After and body of an answer, to compare two answers whole. */
const seen = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  cookie: res.headers.get('set-cookie'),
  body: await res.json(),
});

describe('sign-in', () => {
  it('signs in with the password chosen on the invitation page, email in any case', async () => {
    const col = await accepted('ana@shop.example');
    const res = await signIn({ email: ' ANA@shop.example ', password: PASSWORD, ip: nextIp() });
    expect(res.status).toBe(204);
    expect(await (await consoleRequest(s, tokenOf(res)!, null)('GET', '/me')).json()).toMatchObject({ id: col.id });
  });

  it('answers a wrong password and an unknown email alike, and sets no cookie', async () => {
    await accepted('bea@shop.example');
    const ip = nextIp();
    const wrong = await seen(await signIn({ email: 'bea@shop.example', ip }));
    const unknown = await seen(await signIn({ email: 'nobody@shop.example', password: PASSWORD, ip }));
    expect(wrong).toMatchObject({ status: 401, cookie: null });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a malformed request with 400', async () => {
    for (const body of [null, [], { email: 'a@b.c' }, { email: 'a@b.c', password: 'x'.repeat(257) }])
      expect(
        (
          await s.app.request(`${APP_URL}/console/api/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
            body: JSON.stringify(body),
          })
        ).status,
      ).toBe(400);
  });
});

// Each guess costs a real scrypt hash (the decoy's for unknown emails): these run tens of them.
describe('guessing passwords', { timeout: 90_000 }, () => {
  it('per email: 5 free tries, then waits of 30 s, 60 s…, the right password refused too, from any address', async () => {
    await accepted('cy@shop.example');
    for (let i = 0; i < 6; i++) expect((await signIn({ email: 'cy@shop.example', ip: nextIp() })).status).toBe(401);
    const refused = await signIn({ email: 'CY@shop.example', password: PASSWORD, ip: nextIp() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.json()).toMatchObject({ error: 'too_many_attempts', retry_after: 30 });
    s.clock.t += 20_000;
    expect((await signIn({ email: 'cy@shop.example', password: PASSWORD, ip: nextIp() })).headers.get('retry-after')).toBe('10');
    s.clock.t += 10_000;
    expect((await signIn({ email: 'cy@shop.example', ip: nextIp() })).status).toBe(401);
    // The next failure doubled the wait.
    expect((await signIn({ email: 'cy@shop.example', password: PASSWORD, ip: nextIp() })).headers.get('retry-after')).toBe('60');
    s.clock.t += 60_000;
    expect((await signIn({ email: 'cy@shop.example', password: PASSWORD, ip: nextIp() })).status).toBe(204);
  });

  it('answers an unknown email exactly as a known one, 429 included', async () => {
    await accepted('di@shop.example');
    const ip = nextIp();
    for (let i = 0; i < 7; i++) {
      const known = await seen(await signIn({ email: 'di@shop.example', ip }));
      const unknown = await seen(await signIn({ email: 'ghost@shop.example', ip }));
      expect([i, unknown]).toEqual([i, known]);
      expect(known.status).toBe(i < 6 ? 401 : 429);
    }
  });

  it('per address: 20 free tries across any emails, then 429 for every email; another address is not held', async () => {
    await accepted('ed@shop.example');
    const ip = nextIp();
    for (let i = 0; i < 21; i++) expect((await signIn({ email: `guess${i}@shop.example`, ip })).status).toBe(401);
    const refused = await signIn({ email: 'ed@shop.example', password: PASSWORD, ip });
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '30']);
    expect((await signIn({ email: 'ed@shop.example', password: PASSWORD, ip: nextIp() })).status).toBe(204);
  });

  it('counts an IPv6 /64 as one address, and believes only the proxy’s entry of X-Forwarded-For', async () => {
    for (let i = 0; i < 21; i++)
      expect((await signIn({ email: `v6-${i}@shop.example`, ip: `2001:db8:1:2::${i + 1}` })).status).toBe(401);
    expect((await signIn({ email: 'v6-x@shop.example', ip: '2001:db8:1:2:ffff::9' })).status).toBe(429);
    // A client writing another address in front of the proxy's does not get a fresh count.
    expect((await signIn({ email: 'v6-y@shop.example', ip: '203.0.113.77, 2001:db8:1:2::1' })).status).toBe(429);
  });

  it('a burst of parallel guesses gets no more tries than one at a time', async () => {
    await accepted('fi@shop.example');
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn({ email: 'fi@shop.example', ip: nextIp() })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(6).fill(401), ...Array(4).fill(429)]);
  });

  it('keeps the counts in the database: guesses spread over two processes add up', async () => {
    await accepted('gu@shop.example');
    const other = await s.anotherApp();
    for (let i = 0; i < 6; i++)
      expect((await signIn({ email: 'gu@shop.example', ip: nextIp(), app: i % 2 ? other : s.app })).status).toBe(401);
    expect((await signIn({ email: 'gu@shop.example', password: PASSWORD, ip: nextIp(), app: other })).status).toBe(429);
  });

  it('a success clears the email’s count, not the address’s', async () => {
    await accepted('ho@shop.example');
    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await signIn({ email: 'ho@shop.example', ip })).status).toBe(401);
    expect((await signIn({ email: 'ho@shop.example', password: PASSWORD, ip })).status).toBe(204);
    for (let i = 0; i < 6; i++) expect((await signIn({ email: 'ho@shop.example', ip: nextIp() })).status).toBe(401);
    expect((await signIn({ email: 'ho@shop.example', ip: nextIp() })).status).toBe(429);
    // The address kept its 4 failures: 16 more are free, the 17th after them starts the wait.
    for (let i = 0; i < 17; i++) expect((await signIn({ email: `other${i}@shop.example`, ip })).status).toBe(401);
    expect((await signIn({ email: 'other@shop.example', ip })).status).toBe(429);
  });
});

describe('sessions at sign-in and after', () => {
  it('never adopts a cookie sent at sign-in: each sign-in makes a new token', async () => {
    await accepted('io@shop.example');
    const planted = 'attacker-chosen-token';
    const first = await signIn({ email: 'io@shop.example', password: PASSWORD, ip: nextIp(), cookie: planted });
    const second = await signIn({ email: 'io@shop.example', password: PASSWORD, ip: nextIp(), cookie: tokenOf(first) });
    expect(first.status).toBe(204);
    expect(tokenOf(first)).not.toBe(planted);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await consoleRequest(s, planted, null)('GET', '/me')).status).toBe(401);
  });

  it('refuses a sign-in from another origin (login CSRF), and sets no cookie', async () => {
    await accepted('jo@shop.example');
    const res = await signIn({ email: 'jo@shop.example', password: PASSWORD, ip: nextIp(), origin: 'https://evil.example' });
    expect([res.status, res.headers.get('set-cookie')]).toEqual([403, null]);
    expect((await signIn({ email: 'jo@shop.example', password: PASSWORD, ip: nextIp(), origin: 'null' })).status).toBe(403);
    const same = await signIn({ email: 'jo@shop.example', password: PASSWORD, ip: nextIp(), origin: new URL(APP_URL).origin });
    expect(same.status).toBe(204);
  });

  it('sign-out ends the session in the service: the old cookie no longer works', async () => {
    await accepted('ka@shop.example');
    const token = tokenOf(await signIn({ email: 'ka@shop.example', password: PASSWORD, ip: nextIp() }))!;
    const me = await (await consoleRequest(s, token, null)('GET', '/me')).json();
    const out = await consoleRequest(s, token, me.csrf_token)('POST', '/sign-out');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    const replayed = await consoleRequest(s, token, null)('GET', '/me');
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
  });

  it('a tampered cookie signs out; a deleted collaborator’s session dies and they can no longer sign in', async () => {
    const col = await accepted('lu@shop.example');
    const token = tokenOf(await signIn({ email: 'lu@shop.example', password: PASSWORD, ip: nextIp() }))!;
    const tampered = await consoleRequest(s, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, null)('GET', '/me');
    expect([tampered.status, tampered.headers.get('set-cookie')]).toEqual([401, expect.stringMatching(/Max-Age=0/i)]);
    ok(await s.a.collaborators.delete([{ account_id: 'acct_a', id: col.id }]));
    expect((await consoleRequest(s, token, null)('GET', '/me')).status).toBe(401);
    expect((await signIn({ email: 'lu@shop.example', password: PASSWORD, ip: nextIp() })).status).toBe(401);
  });
});
