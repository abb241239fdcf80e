import { Hono } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import { endSession } from '../../model/console-sessions.ts';
import type { ConsoleEnv } from '../access/console-env.ts';
import { sessionCookie } from '../access/session-cookie.ts';

/** Before a session: sign-in (to be built). */
export function signInRoutes(_ctx: ServiceContext) {
  return new Hono<ConsoleEnv>();
}

/** The signed-in member: who they are (with the CSRF token the page sends back on every write), and sign-out. */
export function memberRoutes(ctx: ServiceContext) {
  const r = new Hono<ConsoleEnv>();
  const cookie = sessionCookie(ctx.settings.appUrl);
  r.get('/me', (c) => {
    const m = c.get('member');
    return c.json({
      id: m.collaboratorId,
      account_id: m.accountId,
      email: m.email,
      first_name: m.firstName,
      last_name: m.lastName,
      role: m.role,
      website_ids: m.websiteIds,
      csrf_token: m.csrfToken,
    });
  });
  r.post('/sign-out', async (c) => {
    const token = cookie.read(c);
    if (token) await endSession(ctx.db, token);
    cookie.clear(c);
    return c.body(null, 204);
  });
  return r;
}
