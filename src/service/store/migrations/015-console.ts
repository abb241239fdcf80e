/** The owner console's sign-in: passwords, sessions and the sign-in limiter (docs/console.md). */
export default `
-- A collaborator signs in with the password set when accepting the invitation
-- (scrypt, self-describing: "scrypt$N$r$p$salt$hash"). NULL: not yet accepted,
-- or re-invited by an admin, which is how a forgotten password is replaced.
ALTER TABLE collaborators ADD COLUMN password_hash text;
-- An invitation link stops working after this time; NULL for the rows made
-- before it existed, which keep working until used.
ALTER TABLE collaborators ADD COLUMN invitation_expires_at timestamptz;

-- One row per signed-in browser. The cookie carries a random token; only its
-- SHA-256 is stored, so a copy of this table signs nobody in. A session ends
-- after idle time (last_seen_at) and after an absolute limit (created_at).
CREATE TABLE console_sessions (
  token_hash text PRIMARY KEY,
  collaborator_id text NOT NULL REFERENCES collaborators(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX console_sessions_collaborator ON console_sessions(collaborator_id);

-- Failed sign-ins per client address and per email ("ip:…", "email:…"), with
-- the time before which the next attempt is refused (exponential backoff).
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz
);
`;
