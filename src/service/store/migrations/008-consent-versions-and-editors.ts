/** Every consent version a website has served (a late record is checked against its history); editors keep only websites that exist. */
export default `
-- A row for each consent version a website's config has carried (inserted when
-- a config is composed, src/service/model/consent-versions.ts): a consent record
-- must name one of them. modes holds each region's consent_mode under that
-- version (the version is a hash over them), so a record's method is checked
-- against the banner it was made under, not today's; null for versions known
-- only from records stored before this table.
CREATE TABLE consent_versions (
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  version text NOT NULL,
  modes jsonb,
  first_served_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (website_id, version)
);
-- Versions records were already accepted with: records of them may still arrive (offline retries).
INSERT INTO consent_versions (website_id, version)
  SELECT DISTINCT website_id, record->>'version' FROM consent_records
  ON CONFLICT DO NOTHING;
-- Websites deleted before deletion took them out of editors' website_ids.
UPDATE collaborators c SET website_ids = (
  SELECT coalesce(jsonb_agg(x), '[]'::jsonb) FROM jsonb_array_elements_text(c.website_ids) AS x
  WHERE EXISTS (SELECT 1 FROM websites w WHERE w.id = x AND w.account_id = c.account_id))
WHERE c.role = 'editor' AND c.website_ids IS NOT NULL;
`;
