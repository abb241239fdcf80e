import type { Collaborator } from '../../schema/collaborator.ts';
import type { Db, Queryable } from '../store/db.ts';
import { firstMissingWebsite } from './collaborators.ts';
import { SESSION_LIMITS } from './console-sessions.ts';
import { reissueInvitation } from './setup-invitations.ts';

// The console's team screen: an account's collaborators as an admin manages them. The rules that /v1's
// POST /collaborators shares live here too (roleProblem), so that both answer the same.

/** A page of the team list. */
export const TEAM_PAGE = 100;

/** Why a role and websites are refused for a collaborator of the account, as a validation entry's parts; null when fine. */
export async function roleProblem(
  q: Queryable,
  account: string,
  input: { role: Collaborator['role']; website_ids?: readonly string[] | null | undefined },
): Promise<{ field: string; message: string; code: string } | null> {
  const ids = input.website_ids;
  if (input.role === 'admin' && ids)
    return {
      field: 'website_ids',
      message: 'only an editor has website_ids; an admin reaches every website',
      code: 'not_allowed',
    };
  const missing = ids && (await firstMissingWebsite(q, account, ids));
  return missing ? { field: 'website_ids', message: `website ${missing} does not exist`, code: 'not_found' } : null;
}

export interface TeamRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Collaborator['role'];
  website_ids: string[] | null;
  invitation_status: Collaborator['invitation_status'];
  invitation_token: string | null;
  /** Live console sessions (within the idle and absolute limits) right now. */
  sessions: number;
}

/**
 * The account's collaborators with their live sessions counted: a page in id
 * order after `after` (one more than a page, to tell whether another
 * follows), or the one collaborator `id`.
 */
export async function teamMembers(
  q: Queryable,
  account: string,
  which: { after: string } | { id: string },
  now: number,
): Promise<TeamRow[]> {
  const one = 'id' in which;
  return q.query<TeamRow>(
    `SELECT c.id, c.email, c.first_name, c.last_name, c.role, c.website_ids, c.invitation_status, c.invitation_token,
            (SELECT count(*)::int FROM console_sessions s
             WHERE s.collaborator_id = c.id AND s.last_seen_at > $3 AND s.created_at > $4) AS sessions
     FROM collaborators c WHERE c.account_id = $1 AND c.id ${one ? '=' : '>'} $2 ORDER BY c.id LIMIT ${TEAM_PAGE + 1}`,
    [account, one ? which.id : which.after, new Date(now - SESSION_LIMITS.idleMs), new Date(now - SESSION_LIMITS.absoluteMs)],
  );
}

/** The account's websites, for the picker of an editor's websites: ids and names, in name order. */
export async function websiteChoices(q: Queryable, account: string): Promise<{ id: string; name: string | null }[]> {
  return q.query('SELECT id, name FROM websites WHERE account_id = $1 ORDER BY lower(name), id', [account]);
}

/**
 * Runs `change` on the account's collaborator `id` unless it would leave the
 * account without an accepted admin: 'missing' (no such collaborator in the
 * account), 'last_admin', or what `change` answers. The account's admins are
 * locked first, so two admins demoting each other at once cannot both win.
 */
async function keepingAnAdmin<T>(
  db: Db,
  account: string,
  id: string,
  staysAdmin: boolean,
  change: (tx: Queryable) => Promise<T>,
): Promise<T | 'missing' | 'last_admin'> {
  return db.transaction(async (tx) => {
    // The target and every admin, locked in one statement in id order: two admins demoting each other at once
    // take their locks in the same order, so one waits for the other instead of both deadlocking.
    const rows = await tx.query<{ id: string; role: string; invitation_status: string }>(
      `SELECT id, role, invitation_status FROM collaborators WHERE account_id = $1 AND (id = $2 OR role = 'admin')
       ORDER BY id FOR UPDATE`,
      [account, id],
    );
    const target = rows.find((r) => r.id === id);
    if (!target) return 'missing';
    const accepted = (r: { role: string; invitation_status: string }) => r.role === 'admin' && r.invitation_status === 'accepted';
    if (accepted(target) && !staysAdmin && rows.filter(accepted).every((a) => a.id === id)) return 'last_admin';
    return change(tx);
  });
}

/** Sets a collaborator's role and websites (an admin's are null). Their sessions read the new role at their next request. */
export function changeRole(
  db: Db,
  account: string,
  id: string,
  to: { role: Collaborator['role']; website_ids?: readonly string[] | null | undefined },
) {
  const ids = to.role === 'editor' ? JSON.stringify(to.website_ids ?? []) : null;
  return keepingAnAdmin(db, account, id, to.role === 'admin', async (tx) => {
    await tx.query('UPDATE collaborators SET role = $3, website_ids = $4::jsonb WHERE account_id = $1 AND id = $2', [
      account,
      id,
      to.role,
      ids,
    ]);
    return 'changed' as const;
  });
}

/** Removes a collaborator; their sessions go with them (console_sessions' foreign key cascades). */
export function removeMember(db: Db, account: string, id: string) {
  return keepingAnAdmin(db, account, id, false, async (tx) => {
    await tx.query('DELETE FROM collaborators WHERE account_id = $1 AND id = $2', [account, id]);
    return 'removed' as const;
  });
}

/**
 * A new invitation for a collaborator (reissueInvitation), kept from leaving
 * the account without an accepted admin: how a forgotten password is replaced
 * while no mail is sent. Answers the new token.
 */
export function reinvite(db: Db, account: string, id: string, now: number) {
  return keepingAnAdmin(db, account, id, false, async (tx) => ({ token: (await reissueInvitation(tx, account, id, now))! }));
}
