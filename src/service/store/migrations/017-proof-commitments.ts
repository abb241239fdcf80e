/** Leaves that keep a record's id through erasure, and the signed statement of a revision's screenshots (docs/proof.md). */
export default `
-- A v2 leaf carries, instead of a record's personal fields, a commitment:
-- SHA-256(leaf_salt || the fields' canonical JSON), with a random salt per
-- record. Erasure deletes the fields and the salt; the commitment stays, so
-- the leaf, and the record id in it, still verify. Null on v1 leaves (sealed
-- before), which hash the fields themselves.
ALTER TABLE consent_records ADD COLUMN leaf_salt text;
ALTER TABLE consent_records ADD COLUMN leaf_commitment text;

-- When a revision's screenshots are kept, the service signs their SHA-256s
-- with the log's key (the canonical JSON it signed, kept as text): an export
-- can then show they are the ones taken, and that none is missing.
CREATE TABLE banner_screenshot_statements (
  website_id text NOT NULL,
  revision_id text NOT NULL,
  statement text NOT NULL,
  signature text NOT NULL,
  key_id text NOT NULL,
  PRIMARY KEY (website_id, revision_id),
  FOREIGN KEY (website_id, revision_id) REFERENCES banner_revisions(website_id, id) ON DELETE CASCADE
);
CREATE TRIGGER banner_screenshot_statements_kept BEFORE UPDATE ON banner_screenshot_statements
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
`;
