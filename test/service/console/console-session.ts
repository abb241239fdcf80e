// Signed-in console members for service tests: a collaborator who accepted their invitation, with a session,
// and requests to the console API the way its page makes them (the session cookie, the CSRF token on writes).

import { consoleRouteGroup } from '../../../src/service/console/console-routes.ts';
import { acceptInvitation, inviteCollaborator } from '../../../src/service/model/collaborators.ts';
import { startSession } from '../../../src/service/model/console-sessions.ts';
import { APP_URL, type Service } from '../harness.ts';

/** The console's route group, for `startService({ groups: [consoleGroup] })`. */
export const consoleGroup = consoleRouteGroup('dist');

export const COOKIE = '__Host-console_session';

export interface ConsoleCaller {
  collaboratorId: string;
  token: string;
  csrfToken: string;
  /** A console API request (`path` under /console/api) as this member's page makes it. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Requests to the console API with a given cookie and CSRF token (or none): what an attacker can send. */
export function consoleRequest(s: Service, cookie: string | null, csrfToken: string | null) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      s.app.request(`${APP_URL}/console/api${path}`, {
        method,
        headers: {
          ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}),
          ...(csrfToken && method !== 'GET' ? { 'x-csrf-token': csrfToken } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
}

let n = 0;

/** A new member of `account` (default acct_a, the harness's key `a`), signed in. */
export async function signedInMember(
  s: Service,
  who: { role: 'admin' | 'editor'; websiteIds?: string[]; account?: string; email?: string },
): Promise<ConsoleCaller> {
  const account = who.account ?? 'acct_a';
  const email = who.email ?? `member${++n}-${Date.now()}@example.test`;
  const row = await inviteCollaborator(s.db, account, {
    account_id: account,
    email,
    role: who.role,
    ...(who.role === 'editor' ? { website_ids: who.websiteIds ?? [] } : {}),
  });
  if (!row) throw new Error(`${email} is already a collaborator of ${account}`);
  await acceptInvitation(s.db, row.id, { first_name: 'Test', last_name: 'Member' });
  const { token, csrfToken } = await startSession(s.db, { collaboratorId: row.id, accountId: account }, s.clock.t);
  return { collaboratorId: row.id, token, csrfToken, call: consoleRequest(s, token, csrfToken) };
}
