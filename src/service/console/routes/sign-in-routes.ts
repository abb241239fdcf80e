import { Hono } from 'hono';
import { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import { badRequest, RequestError } from '../../core/errors.ts';
import { signInCandidates } from '../../model/collaborators.ts';
import { endSession, startSession } from '../../model/console-sessions.ts';
import { countAttempt, forgiveAttempt } from '../../model/sign-in-failures.ts';
import { clientIp } from '../../public/http/client-ip.ts';
import type { ConsoleEnv } from '../access/console-env.ts';
import { DECOY_HASH, PASSWORD_MAX, verifyPassword } from '../access/passwords.ts';
import { sessionCookie } from '../access/session-cookie.ts';
import { signInKeys } from '../access/sign-in-keys.ts';

const SignIn = z.strictObject({ email: z.string().max(254), password: z.string().max(PASSWORD_MAX) });

/**
 * Before a session: `POST /sign-in` with `{email, password}`. A wrong email
 * and a wrong password get the same answer in the same time (the decoy hash),
 * so the answer does not say who has an account. Attempts are limited per
 * email and per client network with exponential backoff (model/sign-in-failures.ts):
 * a refused one answers 429 with Retry-After before any password is checked,
 * whether the email exists or not. A form of another origin is refused, so
 * no site can sign a browser in to an account of its choosing (login CSRF).
 */
export function signInRoutes(ctx: ServiceContext) {
  const r = new Hono<ConsoleEnv>();
  const cookie = sessionCookie(ctx.settings.appUrl);
  const origin = new URL(ctx.settings.appUrl).origin;
  r.post('/sign-in', async (c) => {
    const from = c.req.header('origin');
    if (from !== undefined && from !== origin)
      throw new RequestError(403, 'csrf_failed', 'the request did not come from a console page of this service');
    const sent = SignIn.safeParse(await c.req.json().catch(() => null));
    if (!sent.success) throw badRequest('invalid_request', 'send a JSON object with email and password');
    const email = sent.data.email.trim();
    const { password } = sent.data;
    const keys = signInKeys(email, clientIp(c, ctx.settings.trustedProxies));
    const now = ctx.now();
    const waitUntil = await countAttempt(ctx.db, [keys.address, keys.email], now);
    if (waitUntil) {
      const seconds = Math.max(1, Math.ceil((waitUntil.getTime() - now) / 1000));
      c.header('Retry-After', String(seconds));
      return c.json(
        { error: 'too_many_attempts', message: `too many sign-in attempts: try again in ${seconds} s`, retry_after: seconds },
        429,
      );
    }
    const candidates = await signInCandidates(ctx.db, email);
    let who: { id: string; account_id: string } | null = null;
    for (const col of candidates) if (!who && (await verifyPassword(password, col.password_hash))) who = col;
    if (!candidates.length) await verifyPassword(password, await DECOY_HASH);
    if (!who) throw new RequestError(401, 'invalid_credentials', 'the email or the password is not right');
    await forgiveAttempt(ctx.db, keys.email, keys.address);
    // Always a new token: a cookie the browser sent (perhaps planted) is never adopted.
    const session = await startSession(ctx.db, { collaboratorId: who.id, accountId: who.account_id }, now);
    cookie.write(c, session.token);
    return c.body(null, 204);
  });
  return r;
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
