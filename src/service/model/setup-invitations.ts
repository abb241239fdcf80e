import type { Collaborator } from '../../schema/collaborator.ts';
import type { Queryable } from '../store/db.ts';
import { INVITATION_LIFETIME_MS, inviteCollaborator } from './collaborators.ts';
import { endSessionsOf } from './console-sessions.ts';
import { randomId } from './ids.ts';

/** Where a collaborator stands for a setup link: still to accept (with the token of a working link), or accepted. */
export type SetupState =
  | { id: string; status: 'pending'; token: string; reissued: boolean }
  | { id: string; status: 'accepted'; email: string };

interface Found {
  id: string;
  email: string;
  invitation_status: Collaborator['invitation_status'];
  invitation_token: string | null;
  invitation_expires_at: Date | string | null;
}

const findByEmail = async (q: Queryable, account: string, email: string): Promise<Found | undefined> =>
  (
    await q.query<Found>(
      `SELECT id, email, invitation_status, invitation_token, invitation_expires_at FROM collaborators
       WHERE account_id = $1 AND lower(email) = lower($2)`,
      [account, email],
    )
  )[0];

/**
 * A new invitation link for a collaborator, valid a week from `now`: back to
 * pending, their password dropped and their sessions ended, so the old link
 * and the old password both stop working. This is how a forgotten password is
 * replaced (docs/console.md#sign-in-and-passwords). The new token, or null
 * when the account has no such collaborator.
 */
export async function reissueInvitation(q: Queryable, account: string, id: string, now: number): Promise<string | null> {
  const token = randomId(32);
  const rows = await q.query(
    `UPDATE collaborators SET invitation_status = 'pending', invitation_token = $3, invitation_expires_at = $4, password_hash = NULL
     WHERE account_id = $1 AND id = $2 RETURNING id`,
    [account, id, token, new Date(now + INVITATION_LIFETIME_MS)],
  );
  if (!rows.length) return null;
  await endSessionsOf(q, account, id);
  return token;
}

/**
 * An account's admin by email, made on first call (the account too), for a
 * setup link printed by `npm start` and the CLI: a pending invitation whose
 * link still works is given as it is, an expired one is re-issued; an
 * accepted admin is re-issued only when `reissue` is asked for (a forgotten
 * password), else reported as accepted.
 */
export async function setupInvitation(
  q: Queryable,
  who: { account: string; email: string; role: Collaborator['role']; reissue?: boolean },
  now: number,
): Promise<SetupState> {
  await q.query('INSERT INTO accounts (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [who.account]);
  const found = await findByEmail(q, who.account, who.email);
  if (!found) {
    const row = await inviteCollaborator(q, who.account, { account_id: who.account, email: who.email, role: who.role }, now);
    if (row?.invitation_token) return { id: row.id, status: 'pending', token: row.invitation_token, reissued: false };
    return setupInvitation(q, who, now); // another process invited the email first
  }
  const expires = found.invitation_expires_at === null ? null : new Date(found.invitation_expires_at).getTime();
  const usable = found.invitation_status === 'pending' && found.invitation_token && (expires === null || expires > now);
  if (usable && !who.reissue) return { id: found.id, status: 'pending', token: found.invitation_token!, reissued: false };
  if (found.invitation_status === 'accepted' && !who.reissue) return { id: found.id, status: 'accepted', email: found.email };
  const token = await reissueInvitation(q, who.account, found.id, now);
  if (!token) return setupInvitation(q, { ...who, reissue: false }, now); // removed meanwhile: invite again
  return { id: found.id, status: 'pending', token, reissued: true };
}
