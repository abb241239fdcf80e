import type { Collaborator, CollaboratorCreate } from '../../schema/collaborator.ts';
import type { Queryable } from '../store/db.ts';
import { newId, randomId } from './ids.ts';
import type { OwnedTable } from './owned.ts';

export interface CollaboratorRow {
  id: string;
  account_id: string;
  email: string;
  role: Collaborator['role'];
  website_ids: string[] | null;
  first_name: string | null;
  last_name: string | null;
  invitation_token: string | null;
  invitation_status: Collaborator['invitation_status'];
}

export const COLLABORATOR_TABLE: OwnedTable = {
  select:
    'SELECT id, account_id, email, role, website_ids, first_name, last_name, invitation_token, invitation_status FROM collaborators',
  account: 'account_id',
  id: 'id',
};

/** `invitation_url` is a page of `{app_url}` while the invitation is pending. */
export const toCollaborator = (row: CollaboratorRow, appUrl: string): Collaborator => ({
  id: row.id,
  account_id: row.account_id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  invitation_url:
    row.invitation_status === 'pending' && row.invitation_token ? `${appUrl}/invitations/${row.invitation_token}` : null,
  invitation_status: row.invitation_status,
  role: row.role,
  ...(row.role === 'editor' ? { website_ids: row.website_ids ?? [] } : {}),
});

/** The first of `ids` that is not one of the account's websites. */
export async function firstMissingWebsite(q: Queryable, account: string, ids: readonly string[]): Promise<string | undefined> {
  const rows = await q.query<{ id: string }>('SELECT id FROM websites WHERE account_id = $1 AND id = ANY($2::text[])', [
    account,
    ids,
  ]);
  const found = new Set(rows.map((r) => r.id));
  return ids.find((w) => !found.has(w));
}

/** How long an invitation link works: a week, then an admin re-issues it (docs/console.md#the-first-admin). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The pending invitation, valid for INVITATION_LIFETIME_MS from `now`, or null when the email is already in use in the account. */
export async function inviteCollaborator(
  q: Queryable,
  account: string,
  input: CollaboratorCreate,
  now = Date.now(),
): Promise<CollaboratorRow | null> {
  const row: CollaboratorRow = {
    id: newId('col'),
    account_id: account,
    email: input.email,
    role: input.role,
    // An editor created without websites has none until given some (docs/decisions/partner-api.md#collaborators).
    website_ids: input.role === 'editor' ? (input.website_ids ?? []) : null,
    first_name: null,
    last_name: null,
    invitation_token: randomId(32),
    invitation_status: 'pending',
  };
  // The unique index on (account, lower(email)) decides, so two requests racing for one email cannot both win.
  const inserted = await q.query(
    'INSERT INTO collaborators (id, account_id, email, role, website_ids, invitation_token, invitation_expires_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT DO NOTHING RETURNING id',
    [
      row.id,
      account,
      row.email,
      row.role,
      row.website_ids ? JSON.stringify(row.website_ids) : null,
      row.invitation_token,
      new Date(now + INVITATION_LIFETIME_MS),
    ],
  );
  return inserted.length ? row : null;
}

/** Takes a deleted website out of every editor's `website_ids` (an editor keeps only websites that exist). */
export async function removeWebsiteFromEditors(q: Queryable, account: string, websiteId: string): Promise<void> {
  await q.query(
    `UPDATE collaborators SET website_ids = website_ids - $2::text
     WHERE account_id = $1 AND role = 'editor' AND website_ids @> jsonb_build_array($2::text)`,
    [account, websiteId],
  );
}

export async function deleteCollaborator(q: Queryable, account: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM collaborators WHERE account_id = $1 AND id = $2 RETURNING id', [account, id]);
  return rows.length > 0;
}

export interface Invitation {
  id: string;
  account_id: string;
  email: string;
  role: Collaborator['role'];
  /** When the link stops working; null for an invitation made before links expired. */
  expiresAt: Date | null;
}

/** The pending invitation of a token, expired or not: the page tells the two apart. */
export async function pendingInvitation(q: Queryable, token: string): Promise<Invitation | null> {
  const [row] = await q.query<Omit<Invitation, 'expiresAt'> & { invitation_expires_at: Date | string | null }>(
    `SELECT id, account_id, email, role, invitation_expires_at FROM collaborators WHERE invitation_token = $1 AND invitation_status = 'pending'`,
    [token],
  );
  if (!row) return null;
  const { invitation_expires_at: expires, ...rest } = row;
  return { ...rest, expiresAt: expires === null ? null : new Date(expires) };
}

/**
 * Accepts with the collaborator's names and password hash, once and before
 * it expires: false when another submit came first or the link has expired.
 */
export async function acceptInvitation(
  q: Queryable,
  id: string,
  names: { first_name: string; last_name: string },
  passwordHash: string | null = null,
  now = Date.now(),
) {
  const done = await q.query(
    `UPDATE collaborators SET first_name = $2, last_name = $3, password_hash = $4, invitation_status = 'accepted',
       invitation_token = NULL, invitation_expires_at = NULL
     WHERE id = $1 AND invitation_status = 'pending' AND (invitation_expires_at IS NULL OR invitation_expires_at > $5) RETURNING id`,
    [id, names.first_name, names.last_name, passwordHash, new Date(now)],
  );
  return done.length > 0;
}

/** Who may sign in with an email: accepted collaborators with a password, of any account (an email is unique per account). */
export async function signInCandidates(
  q: Queryable,
  email: string,
): Promise<{ id: string; account_id: string; password_hash: string }[]> {
  return q.query(
    `SELECT id, account_id, password_hash FROM collaborators
     WHERE lower(email) = lower($1) AND invitation_status = 'accepted' AND password_hash IS NOT NULL
     ORDER BY created_at LIMIT 5`,
    [email],
  );
}
