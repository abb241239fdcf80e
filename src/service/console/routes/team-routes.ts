import { type Context, Hono } from 'hono';
import { CollaboratorCreate, CollaboratorRoleChange } from '../../../schema/collaborator.ts';
import { entry, isObject, parseItem } from '../../api/items.ts';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { inviteCollaborator } from '../../model/collaborators.ts';
import { endSessionsOf } from '../../model/console-sessions.ts';
import {
  changeRole,
  reinvite,
  removeMember,
  roleProblem,
  TEAM_PAGE,
  type TeamRow,
  teamMembers,
  websiteChoices,
} from '../../model/team.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { refusedBody } from './refused-body.ts';

const lastAdmin = () =>
  new RequestError(409, 'last_admin', 'the account needs an admin: make another collaborator an admin first');
const ownSession = (what: string) =>
  new RequestError(409, 'own_session', `you cannot ${what} yourself here: it would sign you out; use Sign out instead`);

/**
 * `/console/api/team` (admins only, checked in front): the account's
 * collaborators, invitations, roles, removal, ending sessions and re-issued
 * invitations, which replace password reset by mail. Invitations and roles
 * follow /v1's rules (the same schema and model checks); mail is not sent,
 * so the answer carries the `invitation_url` to pass on.
 */
export function teamScreenRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<ConsoleEnv>();
  const invitationUrl = (token: string | null) => (token ? `${ctx.settings.appUrl}/invitations/${token}` : null);
  const view = (m: TeamRow) => ({
    id: m.id,
    email: m.email,
    first_name: m.first_name,
    last_name: m.last_name,
    role: m.role,
    website_ids: m.role === 'editor' ? (m.website_ids ?? []) : null,
    invitation_status: m.invitation_status,
    invitation_url: m.invitation_status === 'pending' ? invitationUrl(m.invitation_token) : null,
    live_sessions: m.sessions,
  });
  const one = async (account: string, id: string) => {
    const [m] = await teamMembers(db, account, { id }, ctx.now());
    if (!m) throw hiddenAsMissing();
    return view(m);
  };
  const body = (c: Context): Promise<unknown> => c.req.json().catch(() => null);

  r.get('/', async (c) => {
    const account = c.get('member').accountId;
    const rows = await teamMembers(db, account, { after: c.req.query('after') ?? '' }, ctx.now());
    const page = rows.slice(0, TEAM_PAGE);
    return c.json({
      results: page.map(view),
      next: rows.length > TEAM_PAGE ? page.at(-1)!.id : null,
      websites: await websiteChoices(db, account),
    });
  });

  r.post('/', async (c) => {
    const account = c.get('member').accountId;
    const sent = await body(c);
    // The account is the member's: one sent in the body is overwritten, never trusted.
    const parsed = parseItem(CollaboratorCreate, isObject(sent) ? { ...sent, account_id: account } : sent);
    if (!parsed.ok) return refusedBody(c, parsed.errors);
    const problem = await roleProblem(db, account, parsed.value);
    if (problem) return refusedBody(c, [entry(problem.field, problem.message, problem.code)]);
    const row = await inviteCollaborator(db, account, parsed.value);
    if (!row) return refusedBody(c, [entry('email', 'is already in use', 'email_in_use')]);
    return c.json(await one(account, row.id), 201);
  });

  r.put('/:id', async (c) => {
    const account = c.get('member').accountId;
    const parsed = parseItem(CollaboratorRoleChange, await body(c));
    if (!parsed.ok) return refusedBody(c, parsed.errors);
    const problem = await roleProblem(db, account, parsed.value);
    if (problem) return refusedBody(c, [entry(problem.field, problem.message, problem.code)]);
    const done = await changeRole(db, account, c.req.param('id'), parsed.value);
    if (done === 'missing') throw hiddenAsMissing();
    if (done === 'last_admin') throw lastAdmin();
    return c.json(await one(account, c.req.param('id')));
  });

  r.delete('/:id', async (c) => {
    const done = await removeMember(db, c.get('member').accountId, c.req.param('id'));
    if (done === 'missing') throw hiddenAsMissing();
    if (done === 'last_admin') throw lastAdmin();
    return c.body(null, 204);
  });

  r.post('/:id/end-sessions', async (c) => {
    const { accountId, collaboratorId } = c.get('member');
    const id = c.req.param('id');
    await one(accountId, id);
    if (id === collaboratorId) throw ownSession('end the sessions of');
    return c.json({ ended: await endSessionsOf(db, accountId, id) });
  });

  r.post('/:id/reinvite', async (c) => {
    const { accountId, collaboratorId } = c.get('member');
    const id = c.req.param('id');
    await one(accountId, id);
    if (id === collaboratorId) throw ownSession('re-invite');
    const done = await reinvite(db, accountId, id, ctx.now());
    if (done === 'missing') throw hiddenAsMissing();
    if (done === 'last_admin') throw lastAdmin();
    return c.json(await one(accountId, id));
  });

  return r;
}
