/** Each closed day's decision counts of a website, kept once (docs/decisions/partner-api.md#consent-analytics). */
export default `
-- A day's decisions never change once it has ended: received_at is the
-- database's time of receipt, never the visitor's. Analytics keep each closed
-- day here the first time they are asked for it and aggregate only the days
-- not kept yet, and today. groups: the day's counts per region, display style
-- and language ([] for a day without decisions: the row marks the day kept).
CREATE TABLE consent_days (
  website_id text NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  day date NOT NULL,
  groups jsonb NOT NULL,
  PRIMARY KEY (website_id, day)
);
`;
