import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationRouteGroup } from '../../../../src/service/console/console-routes.ts';
import { APP_URL, ok, type Service, startService } from '../../harness.ts';
import { consoleGroup, consoleRequest, signedInMember } from '../console-session.ts';

let s: Service;
let site: string;
let otherSite: string;
let foreignSite: string;

type Member = { id: string; email: string; role: string; website_ids: string[] | null; invitation_url: string | null };

const HOSTILE = `<script>alert("x")</script>'"&<b>`;

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup, invitationRouteGroup] });
  const [one, two] = ok(
    await s.a.websites.create([
      { account_id: 'acct_a', name: HOSTILE, url: 'https://one.example' },
      { account_id: 'acct_a', name: 'Two', url: 'https://two.example' },
    ]),
  );
  site = one!.id;
  otherSite = two!.id;
  foreignSite = ok(await s.b.websites.create([{ account_id: 'acct_b', name: 'B', url: 'https://b.example' }]))[0]!.id;
});
afterAll(() => s.close());

const team = async (m: { call: (method: string, path: string) => Promise<Response> }) =>
  (await (await m.call('GET', '/team')).json()) as { results: Member[]; next: string | null; websites: { id: string }[] };

describe('the team screen', () => {
  it("lists every collaborator with their websites and live sessions, and the account's websites for the picker", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const body = await team(admin);
    const them = body.results.find((m) => m.id === editor.collaboratorId);
    expect(them).toMatchObject({ role: 'editor', website_ids: [site], invitation_status: 'accepted', live_sessions: 1 });
    expect(body.results.find((m) => m.id === admin.collaboratorId)).toMatchObject({ role: 'admin', website_ids: null });
    expect(body.websites.map((w) => w.id).sort()).toEqual([site, otherSite].sort());
    expect(body.websites).toContainEqual({ id: site, name: HOSTILE });
    expect(body.next).toBeNull();
  });

  it("invites by /v1's rules and answers the invitation_url to pass on", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const email = `new-${Date.now()}@example.test`;
    const res = await admin.call('POST', '/team', { email, role: 'editor', website_ids: [site], account_id: 'acct_b' });
    expect(res.status).toBe(201);
    const made = (await res.json()) as Member;
    expect(made).toMatchObject({ email, role: 'editor', website_ids: [site], invitation_status: 'pending' });
    expect(made.invitation_url).toMatch(new RegExp(`^${APP_URL}/invitations/[0-9a-z]{32}$`));
    // In the admin's account whatever account_id the body named.
    expect((await s.a.collaborators.list([{ account_id: 'acct_a' }])).results.map((c) => c.id)).toContain(made.id);

    const again = await admin.call('POST', '/team', { email: email.toUpperCase(), role: 'admin' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ validation_errors: [{ field: 'email', email: 'email_in_use' }] });
    for (const [sent, field] of [
      [{ email: 'x@example.test', role: 'editor', website_ids: [foreignSite] }, 'website_ids'],
      [{ email: 'y@example.test', role: 'admin', website_ids: [site] }, 'website_ids'],
      [{ email: 'not an email', role: 'editor' }, 'email'],
      [{ email: 'z@example.test', role: 'owner' }, 'role'],
    ] as const) {
      const refused = await admin.call('POST', '/team', sent);
      expect(refused.status).toBe(400);
      expect((await refused.json()).validation_errors[0].field).toBe(field);
    }
  });

  it("changes a role and websites, only to the account's websites", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const moved = await admin.call('PUT', `/team/${editor.collaboratorId}`, { role: 'editor', website_ids: [otherSite] });
    expect(await moved.json()).toMatchObject({ website_ids: [otherSite] });
    // The editor's session reads the new websites at once.
    expect((await (await editor.call('GET', '/me')).json()).website_ids).toEqual([otherSite]);
    const foreign = await admin.call('PUT', `/team/${editor.collaboratorId}`, { role: 'editor', website_ids: [foreignSite] });
    expect(foreign.status).toBe(400);
    const promoted = await admin.call('PUT', `/team/${editor.collaboratorId}`, { role: 'admin' });
    expect(await promoted.json()).toMatchObject({ role: 'admin', website_ids: null });
    expect((await editor.call('GET', '/team')).status).toBe(200);
  });

  it('ends sessions and re-issues invitations, but not for the admin asking', async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const ended = await admin.call('POST', `/team/${editor.collaboratorId}/end-sessions`);
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await editor.call('GET', '/me')).status).toBe(401);
    for (const path of ['end-sessions', 'reinvite']) {
      const own = await admin.call('POST', `/team/${admin.collaboratorId}/${path}`);
      expect(own.status).toBe(409);
      expect((await own.json()).message).toMatch(/sign you out/);
    }
    expect((await admin.call('GET', '/me')).status).toBe(200);
  });

  it("stops a re-invited collaborator's session at once, and the new link is the one that works", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const res = await admin.call('POST', `/team/${editor.collaboratorId}/reinvite`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Member;
    expect(body).toMatchObject({ invitation_status: 'pending', live_sessions: 0 });
    expect((await editor.call('GET', '/me')).status).toBe(401);
    const page = await s.app.request(body.invitation_url!);
    expect(page.status).toBe(200);
    const [row] = await s.db.query<{ password_hash: string | null; invitation_expires_at: Date | null }>(
      'SELECT password_hash, invitation_expires_at FROM collaborators WHERE id = $1',
      [editor.collaboratorId],
    );
    expect(row).toMatchObject({ password_hash: null });
    expect(new Date(row!.invitation_expires_at!).getTime()).toBeGreaterThan(s.clock.t);
    // Issued again, only the newest link works.
    const again = (await (await admin.call('POST', `/team/${editor.collaboratorId}/reinvite`)).json()) as Member;
    expect(again.invitation_url).not.toBe(body.invitation_url);
    expect((await s.app.request(body.invitation_url!)).status).toBe(404);
    expect((await s.app.request(again.invitation_url!)).status).toBe(200);
  });

  it("removes a collaborator, whose session stops at once (the sessions' foreign key cascades)", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    expect((await admin.call('DELETE', `/team/${editor.collaboratorId}`)).status).toBe(204);
    expect((await editor.call('GET', '/me')).status).toBe(401);
    const left = await s.db.query('SELECT 1 FROM console_sessions WHERE collaborator_id = $1', [editor.collaboratorId]);
    expect(left).toEqual([]);
    expect((await admin.call('DELETE', `/team/${editor.collaboratorId}`)).status).toBe(404);
  });
});

describe('the last admin', () => {
  it('may not remove or demote themselves, and may once another admin exists', async () => {
    const t = await startService({ groups: [consoleGroup] });
    try {
      const admin = await signedInMember(t, { role: 'admin' });
      for (const [method, body] of [
        ['DELETE', undefined],
        ['PUT', { role: 'editor', website_ids: null }],
      ] as const) {
        const res = await admin.call(method, `/team/${admin.collaboratorId}`, body);
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({ error: 'last_admin' });
      }
      expect((await team(admin)).results[0]).toMatchObject({ role: 'admin' });
      await signedInMember(t, { role: 'admin' });
      expect((await admin.call('PUT', `/team/${admin.collaboratorId}`, { role: 'editor' })).status).toBe(200);
      expect((await admin.call('GET', '/team')).status).toBe(404);

      // Two admins demoting each other at once: one wins, the other is the last admin.
      const [x, y] = [await signedInMember(t, { role: 'admin' }), await signedInMember(t, { role: 'admin' })];
      await t.db.query(`DELETE FROM collaborators WHERE role = 'admin' AND id NOT IN ($1, $2)`, [
        x.collaboratorId,
        y.collaboratorId,
      ]);
      const both = await Promise.all([
        x.call('PUT', `/team/${y.collaboratorId}`, { role: 'editor' }),
        y.call('PUT', `/team/${x.collaboratorId}`, { role: 'editor' }),
      ]);
      // The loser is refused as the last admin, or, when the winner's change landed before its request began, as an
      // editor asking for the team (which does not exist for them).
      const statuses = both.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([404, 409]).toContain(statuses[1]);
      expect(await t.db.query(`SELECT id FROM collaborators WHERE role = 'admin'`)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('who may not', () => {
  const routes = (id: string) =>
    [
      ['GET', '/team', undefined],
      ['POST', '/team', { email: 'sneaky@example.test', role: 'admin' }],
      ['PUT', `/team/${id}`, { role: 'admin' }],
      ['DELETE', `/team/${id}`, undefined],
      ['POST', `/team/${id}/end-sessions`, undefined],
      ['POST', `/team/${id}/reinvite`, undefined],
    ] as const;

  const state = async () =>
    s.db.query(
      `SELECT c.id, c.role, c.website_ids, c.invitation_status, c.invitation_token, count(x.token_hash)::int AS sessions
       FROM collaborators c LEFT JOIN console_sessions x ON x.collaborator_id = c.id GROUP BY c.id ORDER BY c.id`,
    );

  it('an editor gets the answer of a website that does not exist for every team route, and nothing changes', async () => {
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const victim = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const missing = await editor.call('POST', '/websites/web_doesnotexist/scan', {});
    const expected = [missing.status, await missing.json()];
    expect(expected[0]).toBe(404);
    const before = await state();
    for (const [method, path, body] of routes(victim.collaboratorId)) {
      const res = await editor.call(method, path, body);
      expect([method, path, res.status, await res.json()]).toEqual([method, path, ...expected]);
    }
    expect(await state()).toEqual(before);
  });

  it('a write without the CSRF token is refused with 403, and nothing changes', async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const victim = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const noCsrf = consoleRequest(s, admin.token, null);
    const before = await state();
    for (const [method, path, body] of routes(victim.collaboratorId).slice(1)) {
      expect([method, path, (await noCsrf(method, path, body)).status]).toEqual([method, path, 403]);
    }
    expect(await state()).toEqual(before);
  });

  it("another account's collaborator answers 404, as an id that does not exist", async () => {
    const admin = await signedInMember(s, { role: 'admin' });
    const foreign = await signedInMember(s, { role: 'editor', account: 'acct_b', websiteIds: [foreignSite] });
    const before = await state();
    for (const id of [foreign.collaboratorId, 'col_doesnotexist']) {
      for (const [method, path, body] of routes(id).slice(2)) {
        const res = await admin.call(method, path, body);
        expect([method, path, res.status, await res.json()]).toEqual([
          method,
          path,
          404,
          { error: 'object_not_found', message: 'no such object' },
        ]);
      }
    }
    expect(await state()).toEqual(before);
    expect((await foreign.call('GET', '/me')).status).toBe(200);
    expect((await team(admin)).results.map((m) => m.id)).not.toContain(foreign.collaboratorId);
  });
});
