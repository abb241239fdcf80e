import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationRouteGroup } from '../../../src/service/console/console-routes.ts';
import { acceptInvitation, INVITATION_LIFETIME_MS, pendingInvitation } from '../../../src/service/model/collaborators.ts';
import { startSession } from '../../../src/service/model/console-sessions.ts';
import { setupInvitation } from '../../../src/service/model/setup-invitations.ts';
import { consoleGroup, consoleRequest } from '../console/console-session.ts';
import { type Service, startService } from '../harness.ts';

// The first admin's setup link, as `npm start` and `cli console invite` make it.

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: [consoleGroup, invitationRouteGroup] });
});
afterAll(() => s.close());

const admin = (email: string, reissue = false) =>
  setupInvitation(s.db, { account: 'acct_new', email, role: 'admin', reissue }, s.clock.t);

describe('setup invitations', () => {
  it('makes the account and its admin once; the same link until it expires, then a new one', async () => {
    const first = await admin('owner@northwind.example');
    expect(first).toMatchObject({ status: 'pending', reissued: false });
    expect(await admin('OWNER@northwind.example')).toEqual(first);
    const start = s.clock.t;
    s.clock.t += INVITATION_LIFETIME_MS;
    try {
      const again = await admin('owner@northwind.example');
      expect(again).toMatchObject({ id: first.id, status: 'pending', reissued: true });
      expect(again.status === 'pending' && again.token).not.toBe(first.status === 'pending' && first.token);
      expect(first.status === 'pending' && (await pendingInvitation(s.db, first.token))).toBeNull();
    } finally {
      s.clock.t = start;
    }
  });

  it('reports an accepted admin, and re-issues only when asked: the old password and sessions end', async () => {
    const made = await admin('boss@northwind.example');
    await acceptInvitation(s.db, made.id, { first_name: 'B', last_name: 'Oss' }, 'scrypt$1$1$1$x$y', s.clock.t);
    const session = await startSession(s.db, { collaboratorId: made.id, accountId: 'acct_new' }, s.clock.t);
    expect(await admin('boss@northwind.example')).toEqual({ id: made.id, status: 'accepted', email: 'boss@northwind.example' });
    expect((await consoleRequest(s, session.token, null)('GET', '/me')).status).toBe(200);
    const reissued = await admin('boss@northwind.example', true);
    expect(reissued).toMatchObject({ status: 'pending', reissued: true });
    expect((await consoleRequest(s, session.token, null)('GET', '/me')).status).toBe(401);
    const [row] = await s.db.query<{ password_hash: string | null }>('SELECT password_hash FROM collaborators WHERE id = $1', [
      made.id,
    ]);
    expect(row!.password_hash).toBeNull();
  });
});
