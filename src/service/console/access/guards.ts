import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { findSession } from '../../model/console-sessions.ts';
import { ownsWebsite } from '../../model/websites.ts';
import { type ConsoleEnv, hiddenAsMissing, type Member } from './console-env.ts';
import { sessionCookie } from './session-cookie.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Every console API request after sign-in: the session cookie names a live
 * session (else 401, and the cookie is cleared: a tampered or expired cookie
 * signs out), and a write carries the session's CSRF token in `x-csrf-token`
 * and, when the browser says where it comes from, this origin (else 403, and
 * nothing has run).
 */
export function signedIn(ctx: ServiceContext): MiddlewareHandler<ConsoleEnv> {
  const cookie = sessionCookie(ctx.settings.appUrl);
  const origin = new URL(ctx.settings.appUrl).origin;
  return async (c, next) => {
    const token = cookie.read(c);
    const member = token ? await findSession(ctx.db, token, ctx.now()) : null;
    if (!member) {
      if (token) cookie.clear(c);
      throw new RequestError(401, 'signed_out', 'sign in to the console');
    }
    if (!READS.has(c.req.method)) {
      const sent = c.req.header('x-csrf-token') ?? '';
      const from = c.req.header('origin');
      if (!sameSecret(sent, member.csrfToken) || (from !== undefined && from !== origin))
        throw new RequestError(403, 'csrf_failed', 'the request did not come from a console page of this service');
    }
    c.set('member', member);
    await next();
  };
}

/** Team and keys: an editor is answered as if they did not exist. */
export const adminOnly: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (c.get('member').role !== 'admin') throw hiddenAsMissing();
  await next();
};

/** Whether the member may read and change a website: the account's, and for an editor one of theirs. */
export async function mayReach(ctx: ServiceContext, member: Member, websiteId: string): Promise<boolean> {
  if (member.websiteIds && !member.websiteIds.includes(websiteId)) return false;
  return ownsWebsite(ctx.db, member.accountId, websiteId);
}

/**
 * Every route under `/websites/:website/`: the website is checked once here,
 * so a screen's routes cannot forget it. Anything else answers as an id that
 * does not exist.
 */
export function websiteAccess(ctx: ServiceContext): MiddlewareHandler<ConsoleEnv, '/:website/*'> {
  return async (c, next) => {
    if (!(await mayReach(ctx, c.get('member'), c.req.param('website')))) throw hiddenAsMissing();
    await next();
  };
}
