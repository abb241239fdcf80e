import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationRouteGroup } from '../../../../src/service/console/console-routes.ts';
import { APP_URL, ok, type Service, startService } from '../../harness.ts';
import { consoleGroup, consoleRequest } from '../console-session.ts';

// A collaborator's invitation_url is a real page: the form, the names and a password, accepted once, signed in.

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: [consoleGroup, invitationRouteGroup] });
});
const PASSWORD = 'correct horse battery staple';
afterAll(() => s.close());

const invite = async (email: string) => {
  const [col] = ok(await s.a.collaborators.create([{ account_id: 'acct_a', email, role: 'admin' }]));
  expect(col!.invitation_url).toMatch(new RegExp(`^${APP_URL}/invitations/[0-9a-z]{32}$`));
  return { id: col!.id, path: new URL(col!.invitation_url!).pathname };
};
const post = (path: string, form: Record<string, string> | string) =>
  s.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
  });
const stored = async (id: string) => (await s.a.collaborators.list([{ account_id: 'acct_a', ids: [id] }])).results[0]!;

describe('invitation pages', () => {
  it('shows a labelled form for the invited email, under a strict CSP, never cached, never leaking the token', async () => {
    const { path } = await invite('ana@shop.example');
    const res = await s.app.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('ana@shop.example');
    expect(html).toMatch(
      /<label for="first_name">First name<\/label>\s*<input id="first_name" name="first_name" autocomplete="given-name"/,
    );
    expect(html).toMatch(/<label for="last_name">Last name<\/label>\s*<input id="last_name"/);
    expect(html).not.toMatch(/<script|style=/);
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src ${APP_URL}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a refused submit keeps what was typed and names the field at fault; nothing is stored', async () => {
    const { id, path } = await invite('bo@shop.example');
    const res = await post(path, { first_name: '  Bo "the" <b>Boss</b> ', last_name: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="Bo &quot;the&quot; &lt;b&gt;Boss&lt;/b&gt;"');
    expect(html).toMatch(/id="last_name"[^>]*aria-invalid="true" aria-describedby="last_name-error"/);
    expect(html).toContain('<span id="last_name-error" class="error">Last name is required.</span>');
    expect(html).not.toContain('first_name-error');
    expect(await stored(id)).toMatchObject({ invitation_status: 'pending', first_name: null, last_name: null });

    expect((await post(path, { first_name: 'x'.repeat(101), last_name: 'Ok', password: PASSWORD })).status).toBe(400);
    expect((await post(path, { first_name: 'Bo\u0007', last_name: 'Ok', password: PASSWORD })).status).toBe(400);
    for (const password of ['', 'short', 'aaaaaaaaaaaaaaaa']) {
      const weak = await post(path, { first_name: 'Bo', last_name: 'Ok', password });
      expect([password, weak.status]).toEqual([password, 400]);
      const html = await weak.text();
      expect(html).toMatch(/id="password"[^>]*aria-describedby="password-rule password-error" aria-invalid="true"/);
      // A refused password is never sent back in the page.
      if (password) expect(html).not.toContain(`value="${password}"`);
    }
    expect((await post(path, `first_name=${'a'.repeat(5000)}`)).status).toBe(413);
    expect((await stored(id)).invitation_status).toBe('pending');
  });

  it('accepting stores the names once: the API shows them, the invitation_url is gone and the link no longer works', async () => {
    const { id, path } = await invite('cy@shop.example');
    const res = await post(path, { first_name: ' Cyrille ', last_name: "O'Brien <Ø>", password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/');
    // Signed in: the cookie names a session of this collaborator.
    const token = /__Host-console_session=([^;]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/i);
    const me = await consoleRequest(s, token!, null)('GET', '/me');
    expect(await me.json()).toMatchObject({ id, email: 'cy@shop.example', role: 'admin', first_name: 'Cyrille' });
    expect(await stored(id)).toMatchObject({
      invitation_status: 'accepted',
      invitation_url: null,
      first_name: 'Cyrille',
      last_name: "O'Brien <Ø>",
    });
    expect((await s.app.request(path)).status).toBe(404);
    expect((await post(path, { first_name: 'Mallory', last_name: 'X', password: PASSWORD })).status).toBe(404);
    expect((await stored(id)).first_name).toBe('Cyrille');
  });

  it('an unknown, malformed or deleted invitation shows the same not-found page', async () => {
    const { id, path } = await invite('di@shop.example');
    ok(await s.a.collaborators.delete([{ account_id: 'acct_a', id }]));
    for (const p of [path, `/invitations/${'0'.repeat(32)}`, '/invitations/..%2F..%2Fetc', "/invitations/x'or'1'='1"]) {
      const res = await s.app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('Invitation not found');
    }
  });

  it('an invitation works for 7 days; then its page says when it expired and to ask an admin to re-issue it', async () => {
    const start = s.clock.t;
    const { id, path } = await invite('ev@shop.example');
    try {
      s.clock.t = start + 7 * 24 * 3600_000 - 1;
      expect((await s.app.request(path)).status).toBe(200);
      s.clock.t += 1;
      for (const res of [await s.app.request(path), await post(path, { first_name: 'Ev', last_name: 'X', password: PASSWORD })]) {
        expect(res.status).toBe(410);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const html = await res.text();
        expect(html).toContain('<h1>Invitation expired</h1>');
        expect(html).toContain(`expired on ${new Date(s.clock.t).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
        expect(html).toContain('ask an administrator of the account to re-issue your invitation');
        expect(html).not.toContain('<form');
      }
      expect(await stored(id)).toMatchObject({ invitation_status: 'pending', first_name: null });
    } finally {
      s.clock.t = start;
    }
  });

  it('a used link says so, and where to sign in instead', async () => {
    const { path } = await invite('fa@shop.example');
    expect((await post(path, { first_name: 'Fa', last_name: 'X', password: PASSWORD })).status).toBe(303);
    const html = await (await s.app.request(path)).text();
    expect(html).toContain('already used');
    expect(html).toContain('<a href="/console/">sign in to the console</a>');
    expect(html).toContain('re-issue your invitation');
  });

  it('refuses a common password, also with digits or symbols around it, in capitals, spaced or repeated', async () => {
    const { id, path } = await invite('go@shop.example');
    for (const password of [
      'password1234',
      'Password2024!',
      'QWERTYUIOP123',
      '!!sunshine!!12',
      'dragon dragon dragon',
      'iloveyou iloveyou',
    ]) {
      const res = await post(path, { first_name: 'Go', last_name: 'X', password });
      expect([password, res.status]).toEqual([password, 400]);
      expect(await res.text()).toContain('This is a common password');
    }
    expect((await stored(id)).invitation_status).toBe('pending');
    expect((await post(path, { first_name: 'Go', last_name: 'X', password: 'plum orbit lantern 41' })).status).toBe(303);
  });
});
