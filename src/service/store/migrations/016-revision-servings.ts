/** Banner revisions' serving periods, and whether a leaf's revision was sent by the browser or inferred (docs/proof.md). */
export default `
-- A row each time a revision starts being served in its slot (website,
-- language, region) while another was the one served there last: a period
-- lasts until the slot's next row. A revision served again after another
-- (A, B, then A's exact bytes again) gets a new row, so inference finds the
-- revision in force, not the one first served latest. Append only.
CREATE TABLE banner_revision_servings (
  website_id text NOT NULL,
  revision_id text NOT NULL,
  lang text NOT NULL,
  region text,
  served_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (website_id, revision_id) REFERENCES banner_revisions(website_id, id) ON DELETE CASCADE
);
CREATE INDEX banner_revision_servings_slot ON banner_revision_servings(website_id, lang, served_at);
CREATE TRIGGER banner_revision_servings_kept BEFORE UPDATE ON banner_revision_servings FOR EACH ROW EXECUTE FUNCTION refuse_change();
-- Every revision kept so far began one period when it was first served.
INSERT INTO banner_revision_servings (website_id, revision_id, lang, region, served_at)
  SELECT website_id, id, lang, region, first_served_at FROM banner_revisions;

-- 'sent': the browser named the revision with the record (checked as served
-- for the website); 'inferred': the seal attributed it. NULL for leaves sealed
-- before, whose leaf data has no such field.
ALTER TABLE consent_records ADD COLUMN revision_source text;
`;
