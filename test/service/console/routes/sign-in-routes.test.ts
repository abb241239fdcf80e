import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationRouteGroup } from '../../../../src/service/console/console-routes.ts';
import { APP_URL, ok, type Service, startService } from '../../harness.ts';
import { consoleGroup, consoleRequest } from '../console-session.ts';

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: [consoleGroup, invitationRouteGroup] });
});
afterAll(() => s.close());

const PASSWORD = 'a long and unusual passphrase';

/** A collaborator who accepted their invitation with PASSWORD. */
async function accepted(email: string) {
  const [col] = ok(await s.a.collaborators.create([{ account_id: 'acct_a', email, role: 'admin' }]));
  const res = await s.app.request(new URL(col!.invitation_url!).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ first_name: 'Ana', last_name: 'Lima', password: PASSWORD }).toString(),
  });
  expect(res.status).toBe(303);
  return col!;
}
const signIn = (body: unknown) =>
  s.app.request(`${APP_URL}/console/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('sign-in', () => {
  it('signs in with the password chosen on the invitation page, email in any case', async () => {
    const col = await accepted('ana@shop.example');
    const res = await signIn({ email: 'ANA@shop.example', password: PASSWORD });
    expect(res.status).toBe(204);
    const token = /__Host-console_session=([^;]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(await (await consoleRequest(s, token!, null)('GET', '/me')).json()).toMatchObject({ id: col.id });
  });

  it('answers a wrong password and an unknown email alike, and sets no cookie', async () => {
    await accepted('bea@shop.example');
    const wrong = await signIn({ email: 'bea@shop.example', password: `${PASSWORD}!` });
    const unknown = await signIn({ email: 'nobody@shop.example', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses a malformed request with 400', async () => {
    for (const body of [null, [], { email: 'a@b.c' }, { email: 'a@b.c', password: 'x'.repeat(257) }])
      expect((await signIn(body)).status).toBe(400);
  });
});
