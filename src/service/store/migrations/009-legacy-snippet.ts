/** When a website's pages were last seen loading the older snippet, which carries no per-website feature. */
export default `
-- Set at most hourly from the config endpoint, which only the older snippet
-- (/consent.min.js) fetches on its page views; read for the banner warning
-- legacy_snippet (docs/decisions/blocking.md#the-older-snippet).
ALTER TABLE websites ADD COLUMN legacy_snippet_seen_at timestamptz;
`;
