/** Change counters on websites and policy documents. */
export default `
-- Change counters, so that two changes within one clock tick still count as two:
-- a website's revision keys its composed runtime config, and a policy must be
-- republished while its revision is ahead of the one published (republish_required).
ALTER TABLE websites ADD COLUMN revision bigint NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN revision bigint NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN published_revision bigint;
UPDATE documents SET published_revision = CASE WHEN content_changed_at > published_at THEN 0 ELSE 1 END WHERE published_at IS NOT NULL;
`;
