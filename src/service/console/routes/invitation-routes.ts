import { type Context, Hono } from 'hono';
import { readBounded } from '../../core/bounded-body.ts';
import type { ServiceContext } from '../../core/context.ts';
import { type InvitationPage, NAME_MAX, renderInvitationPage } from '../../documents/invitation-page.ts';
import { acceptInvitation, type Invitation, pendingInvitation } from '../../model/collaborators.ts';
import { startSession } from '../../model/console-sessions.ts';
import { hashPassword, passwordProblem } from '../access/passwords.ts';
import { sessionCookie } from '../access/session-cookie.ts';

// Tokens are randomId(32): base 36, lower case. Anything else is not worth a query.
const TOKEN_RE = /^[0-9a-z]{32}$/;
const MAX_FORM_BYTES = 4096;
// Control characters never belong in a name; everything else (any script, apostrophes, `<`) is kept and escaped on output.
const CONTROL = /\p{Cc}/u;

type Values = { first_name: string; last_name: string };

/** What is wrong with a submitted form, field by field. */
function formErrors(values: Values, password: string, email: string): InvitationPage['errors'] {
  const errors: InvitationPage['errors'] = {};
  for (const [k, label] of [
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
  ] as const) {
    const v = values[k];
    if (!v) errors[k] = `${label} is required.`;
    else if (v.length > NAME_MAX) errors[k] = `${label} can be at most ${NAME_MAX} characters.`;
    else if (CONTROL.test(v)) errors[k] = `${label} contains characters a name cannot have.`;
  }
  const weak = passwordProblem(password, email);
  if (weak) errors.password = weak;
  return errors;
}

/**
 * `{app_url}/invitations/<token>`, the collaborator's `invitation_url`: GET
 * shows the form, POST accepts with the collaborator's names and password,
 * once, and signs them in to the console. The token is the secret, so the
 * page is never cached and never sends it on as a referrer; an unknown or
 * used token gets the same 404 page.
 */
export function invitationRoutes(ctx: ServiceContext) {
  const app = new Hono();
  const cookie = sessionCookie(ctx.settings.appUrl);
  const page = (c: Context, p: InvitationPage, status: 200 | 400 | 404 | 410 | 413) => {
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src ${ctx.settings.appUrl}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(renderInvitationPage(p, ctx.settings.appUrl), status);
  };
  const pending = async (token: string): Promise<Invitation | null> =>
    TOKEN_RE.test(token) ? pendingInvitation(ctx.db, token) : null;
  // An unknown or used link (404), or an expired one (410, saying when): the page of what to do instead.
  const expiredAt = (inv: Invitation) => (inv.expiresAt && inv.expiresAt.getTime() <= ctx.now() ? inv.expiresAt : null);

  app.get('/:token', async (c) => {
    const inv = await pending(c.req.param('token'));
    if (!inv) return page(c, { state: 'invalid' }, 404);
    const expired = expiredAt(inv);
    if (expired) return page(c, { state: 'expired', expiredAt: expired }, 410);
    return page(c, { state: 'form', email: inv.email, role: inv.role }, 200);
  });

  app.post('/:token', async (c) => {
    const inv = await pending(c.req.param('token'));
    if (!inv) return page(c, { state: 'invalid' }, 404);
    const expired = expiredAt(inv);
    if (expired) return page(c, { state: 'expired', expiredAt: expired }, 410);
    const form = { state: 'form', email: inv.email, role: inv.role } as const;
    const bytes = await readBounded(c.req.raw, MAX_FORM_BYTES);
    if (!bytes) return page(c, { ...form, errors: { first_name: 'The form sent was too large. Please try again.' } }, 413);
    const sent = new URLSearchParams(new TextDecoder().decode(bytes));
    const values = { first_name: (sent.get('first_name') ?? '').trim(), last_name: (sent.get('last_name') ?? '').trim() };
    const password = sent.get('password') ?? '';
    const errors = formErrors(values, password, inv.email);
    if (errors && Object.keys(errors).length) return page(c, { ...form, values, errors }, 400);
    // Once only: a second submit racing this one finds the invitation no longer pending.
    if (!(await acceptInvitation(ctx.db, inv.id, values, await hashPassword(password), ctx.now())))
      return page(c, { state: 'invalid' }, 404);
    const session = await startSession(ctx.db, { collaboratorId: inv.id, accountId: inv.account_id }, ctx.now());
    cookie.write(c, session.token);
    c.header('Cache-Control', 'no-store');
    return c.redirect('/console/', 303);
  });
  return app;
}
