import type { Db } from './db.ts';

/**
 * The one schema, as ordered migrations that run the same SQL on PGlite and
 * PostgreSQL. Append only: a migration that has run is never edited. Each
 * runs in its own transaction and is recorded in `schema_migrations`.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '001_partner_api',
    sql: `
CREATE TABLE accounts (
  id text PRIMARY KEY,
  -- copied onto websites created later; see docs/service.md "Policy embedding"
  allowed_policy_embed_options jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets the server keeps for itself (paging-token key, key-encryption key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE api_keys (
  public_key text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- the private key, AES-256-GCM encrypted (the HMAC needs it in clear to verify)
  private_key_enc text NOT NULL,
  label text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE websites (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  uuid uuid NOT NULL UNIQUE,
  api_key text NOT NULL UNIQUE,
  name text,
  url text NOT NULL,
  scan_period text NOT NULL,
  subdomains jsonb NOT NULL DEFAULT '[]',
  additional_scan_urls jsonb NOT NULL DEFAULT '[]',
  company jsonb NOT NULL DEFAULT '{}',
  allowed_policy_embed_options jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- bumped by every change that reaches the runtime config or the policy (ETag input)
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX websites_account ON websites(account_id, id);

CREATE TABLE banners (
  website_id text PRIMARY KEY REFERENCES websites(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  -- every Banner field except id/account_id/website_id, validated by src/schema/banner.ts
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cookies (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  -- internal spelling (analytics, not analytics;); null = not classified
  category text,
  -- the remaining Cookie fields (name, domain, descriptions, lifetime, ...)
  fields jsonb NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cookies_website ON cookies(website_id, id);

CREATE TABLE custom_consent_themes (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX themes_website ON custom_consent_themes(website_id, id);

-- One cookie-policy document per website; published holds the snapshot the
-- public policy page serves, so it changes only on publish.
CREATE TABLE documents (
  id uuid PRIMARY KEY,
  account_id text NOT NULL,
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'cookie_policy',
  -- last change of the company or the cookies: the policy must be republished after it
  content_changed_at timestamptz NOT NULL DEFAULT now(),
  published jsonb,
  published_at timestamptz,
  UNIQUE (website_id, kind)
);

CREATE TABLE collaborators (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL,
  website_ids jsonb,
  first_name text,
  last_name text,
  invitation_token text,
  invitation_status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX collaborators_email ON collaborators(account_id, lower(email));

-- Filled by the public runtime endpoints; consent_count counts these rows.
CREATE TABLE consent_records (
  id uuid PRIMARY KEY,
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  record jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_records_website ON consent_records(website_id, received_at);

-- Page views as per-day counters (no per-visitor row); page_views sums them.
CREATE TABLE page_views (
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  day date NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (website_id, day)
);
`,
  },
  {
    id: '002_rate_limits',
    sql: `
-- Per-minute request counters by limiter key, shared by every process on one PostgreSQL (src/service/core/rate-limiter.ts).
CREATE TABLE rate_limits (
  key text NOT NULL,
  win bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, win)
);
`,
  },
  {
    id: '003_revisions',
    sql: `
-- Change counters, so that two changes within one clock tick still count as two:
-- a website's revision keys its composed runtime config, and a policy must be
-- republished while its revision is ahead of the one published (republish_required).
ALTER TABLE websites ADD COLUMN revision bigint NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN revision bigint NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN published_revision bigint;
UPDATE documents SET published_revision = CASE WHEN content_changed_at > published_at THEN 0 ELSE 1 END WHERE published_at IS NOT NULL;
`,
  },
  {
    id: '004_replay_guard',
    sql: `
-- Signatures of writes (POST, PUT, DELETE) already served, until their timestamp
-- leaves the window (ms): a logged write cannot be sent again, whichever process
-- gets it (src/service/auth/replay.ts).
CREATE TABLE used_signatures (
  signature text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX used_signatures_expiry ON used_signatures(expires_at);

-- The answer of a POST sent with an Idempotency-Key, per key pair, committed in
-- the transaction of the batch's writes (src/service/api/idempotency.ts).
CREATE TABLE idempotency_keys (
  public_key text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response text,
  expires_at bigint NOT NULL,
  PRIMARY KEY (public_key, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);
`,
  },
  {
    id: '005_scans',
    sql: `
-- One row per scan: the job of the queue and, once it ends, the scan report
-- (src/service/model/scans.ts). status is the spec's: scanning (queued or
-- running), scan_finish, scan_fault. A worker holds a running scan by its
-- lease (leased_until, renewed while it runs); an expired lease is taken over
-- or, after too many attempts, ends in scan_fault.
CREATE TABLE scans (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  scan_type text NOT NULL,
  status text NOT NULL DEFAULT 'scanning',
  requested_by text NOT NULL DEFAULT 'api',
  worker text,
  leased_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  pages_done integer NOT NULL DEFAULT 0,
  pages_queued integer NOT NULL DEFAULT 0,
  scanned_domains jsonb NOT NULL DEFAULT '[]',
  cookies jsonb NOT NULL DEFAULT '[]',
  missing_cookies jsonb NOT NULL DEFAULT '[]',
  signals jsonb NOT NULL DEFAULT '{}',
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
-- At most one scan of a website runs (or waits) at a time: a trigger meanwhile answers that one.
CREATE UNIQUE INDEX scans_one_running ON scans(website_id) WHERE status = 'scanning';
CREATE INDEX scans_queue ON scans(created_at, id) WHERE status = 'scanning';
CREATE INDEX scans_website ON scans(website_id, created_at);
`,
  },
];

/**
 * Brings the database up to the newest migration; safe to run at every start,
 * also by several processes starting together on one PostgreSQL: each
 * migration runs under a transaction-scoped advisory lock and re-checks that
 * no other process applied it meanwhile (concurrent `CREATE TABLE IF NOT
 * EXISTS` alone can still fail on PostgreSQL's catalog).
 */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id])).length) return false;
      // Statement by statement: the extended protocol of both drivers takes one statement per query.
      for (const stmt of splitStatements(m.sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}

/** Any constant of our own: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 7_310_412;

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
