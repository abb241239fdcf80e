import { createHash, randomBytes } from 'node:crypto';
import type { Collaborator } from '../../schema/collaborator.ts';
import type { Queryable } from '../store/db.ts';

/** Who a console request is made by, as its session says; every console route is scoped by it. */
export interface Member {
  collaboratorId: string;
  accountId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Collaborator['role'];
  /** An editor's websites; null for an admin, who reaches every website of the account. */
  websiteIds: string[] | null;
  /** The session's CSRF token: every write must send it back in `x-csrf-token`. */
  csrfToken: string;
}

/** How long a session lasts: since its last request, and at most since sign-in. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

// An hour of inactivity, and a working day in all: the console changes what every visitor of a website sees.
export const SESSION_LIMITS: SessionLimits = { idleMs: 60 * 60_000, absoluteMs: 12 * 60 * 60_000 };
// A session's last_seen_at is written at most this often: one write a minute, not one per request.
const TOUCH_EVERY_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const token = () => randomBytes(32).toString('base64url');

/** A new session for a collaborator who has just proved who they are: the cookie's token (never stored) and its CSRF token. */
export async function startSession(
  q: Queryable,
  who: { collaboratorId: string; accountId: string },
  now: number,
): Promise<{ token: string; csrfToken: string }> {
  const session = { token: token(), csrfToken: token() };
  const at = new Date(now);
  await q.query(
    'INSERT INTO console_sessions (token_hash, collaborator_id, account_id, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)',
    [hashOf(session.token), who.collaboratorId, who.accountId, session.csrfToken, at],
  );
  return session;
}

interface SessionRow {
  collaborator_id: string;
  account_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Collaborator['role'];
  website_ids: string[] | null;
  csrf_token: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  invitation_status: string;
}

/**
 * The member of a session token, or null when there is no such session, it
 * has expired (and is then deleted), or its collaborator is no longer active.
 * A live session's idle clock restarts.
 */
export async function findSession(
  q: Queryable,
  sessionToken: string,
  now: number,
  limits = SESSION_LIMITS,
): Promise<Member | null> {
  const h = hashOf(sessionToken);
  const [row] = await q.query<SessionRow>(
    `SELECT s.collaborator_id, s.account_id, s.csrf_token, s.created_at, s.last_seen_at,
            c.email, c.first_name, c.last_name, c.role, c.website_ids, c.invitation_status
     FROM console_sessions s JOIN collaborators c ON c.id = s.collaborator_id
     WHERE s.token_hash = $1`,
    [h],
  );
  if (!row) return null;
  const seen = new Date(row.last_seen_at).getTime();
  const created = new Date(row.created_at).getTime();
  if (now - seen > limits.idleMs || now - created > limits.absoluteMs || row.invitation_status !== 'accepted') {
    await q.query('DELETE FROM console_sessions WHERE token_hash = $1', [h]);
    return null;
  }
  if (now - seen > TOUCH_EVERY_MS)
    await q.query('UPDATE console_sessions SET last_seen_at = $2 WHERE token_hash = $1', [h, new Date(now)]);
  return {
    collaboratorId: row.collaborator_id,
    accountId: row.account_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    websiteIds: row.role === 'editor' ? (row.website_ids ?? []) : null,
    csrfToken: row.csrf_token,
  };
}

/** Signs one browser out. */
export async function endSession(q: Queryable, sessionToken: string): Promise<void> {
  await q.query('DELETE FROM console_sessions WHERE token_hash = $1', [hashOf(sessionToken)]);
}

/** Signs a collaborator out everywhere (an admin's "end sessions", a removal, a re-invitation): how many ended. */
export async function endSessionsOf(q: Queryable, accountId: string, collaboratorId: string): Promise<number> {
  const rows = await q.query('DELETE FROM console_sessions WHERE account_id = $1 AND collaborator_id = $2 RETURNING token_hash', [
    accountId,
    collaboratorId,
  ]);
  return rows.length;
}
