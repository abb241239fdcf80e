/** The IAB's Global Vendor List and its purpose translations, as the service last fetched them (docs/service.md#iab-tcf). */
export default `
-- One row per file of the operator's vendor-list location: 'vendor-list'
-- (vendor-list.json) and 'purposes-xx' (purposes-xx.json). body is null when
-- the IAB publishes no such translation (404): the texts fall back to English.
-- expires_at is fetched_at plus the answer's max-age (less its Age): the file
-- is fetched again only after it, and a failed refresh leaves the row as it is.
CREATE TABLE vendor_list_files (
  name text PRIMARY KEY,
  body jsonb,
  fetched_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- At most one refresh waits or runs, whichever process queued it.
CREATE UNIQUE INDEX scans_one_vendor_list_refresh ON scans(job_type)
  WHERE job_type = 'vendor_list_refresh' AND status = 'scanning';
`;
