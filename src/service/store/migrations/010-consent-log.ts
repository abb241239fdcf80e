/** The verifiable consent log: leaves on the records, signed tree heads, banner revisions and their screenshots. */
export default `
-- Each consent record becomes a leaf of its website's Merkle log when a seal
-- job takes it (docs/proof.md): its place (leaf_index), the hash it went in
-- with, and the banner revision it answered. Null until sealed. Erasure
-- (GDPR Art. 17) empties the personal fields of record and sets erased_at;
-- leaf_hash stays, so the log still verifies.
ALTER TABLE consent_records ADD COLUMN leaf_index bigint;
ALTER TABLE consent_records ADD COLUMN leaf_hash text;
ALTER TABLE consent_records ADD COLUMN banner_revision text;
ALTER TABLE consent_records ADD COLUMN erased_at timestamptz;
CREATE INDEX consent_records_unsealed ON consent_records(website_id, received_at, id) WHERE leaf_index IS NULL;
-- An export or an erasure by visitor id.
CREATE INDEX consent_records_visitor ON consent_records(website_id, (record->>'visitor'));
CREATE UNIQUE INDEX consent_records_leaf ON consent_records(website_id, leaf_index) WHERE leaf_index IS NOT NULL;

-- One row per website log: its size and the roots of its perfect subtrees
-- (frontier, hex, largest first), so a seal appends without reading the log.
-- A seal locks this row: two workers never number leaves at once.
CREATE TABLE proof_logs (
  website_id text PRIMARY KEY REFERENCES websites(id) ON DELETE CASCADE,
  tree_size bigint NOT NULL DEFAULT 0,
  frontier jsonb NOT NULL DEFAULT '[]',
  root_hash text
);

-- Every tree head the service signed, kept: an export names the head it was
-- proven against, and any two heads of a log can be checked for consistency.
CREATE TABLE proof_heads (
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  tree_size bigint NOT NULL,
  root_hash text NOT NULL,
  signed_at text NOT NULL,
  signature text NOT NULL,
  key_id text NOT NULL,
  PRIMARY KEY (website_id, tree_size)
);
-- The public keys heads were signed with (raw Ed25519, base64), so a head outlives a change of key.
CREATE TABLE proof_keys (
  key_id text PRIMARY KEY,
  public_key text NOT NULL,
  first_used_at timestamptz NOT NULL DEFAULT now()
);

-- What a visitor was shown: the config exactly as served (its bytes, as text)
-- and the runtime build that showed it. id = SHA-256 over both hashes.
CREATE TABLE banner_revisions (
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  id text NOT NULL,
  config text NOT NULL,
  config_hash text NOT NULL,
  runtime_hash text NOT NULL,
  lang text NOT NULL,
  region text,
  consent_version text NOT NULL,
  display_style text NOT NULL,
  first_served_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (website_id, id)
);
CREATE INDEX banner_revisions_served ON banner_revisions(website_id, lang, consent_version, first_served_at);

-- Screenshots of a revision, taken once by a job in the scanner's browser.
CREATE TABLE banner_screenshots (
  website_id text NOT NULL,
  revision_id text NOT NULL,
  view text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  png bytea NOT NULL,
  sha256 text NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (website_id, revision_id, view, width),
  FOREIGN KEY (website_id, revision_id) REFERENCES banner_revisions(website_id, id) ON DELETE CASCADE
);

-- Kept immutably: no statement changes a revision, a screenshot or a signed head once written.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% is append only', TG_TABLE_NAME; END $$;
CREATE TRIGGER banner_revisions_kept BEFORE UPDATE ON banner_revisions FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER banner_screenshots_kept BEFORE UPDATE ON banner_screenshots FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER proof_heads_kept BEFORE UPDATE ON proof_heads FOR EACH ROW EXECUTE FUNCTION refuse_change();
`;
