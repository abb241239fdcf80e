/** The first schema: the partner API's resources, the server's own secrets, and what the public runtime endpoints fill (consent records, page-view counters). */
export default `
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
`;
