/** Scans: the queue's jobs and their reports. */
export default `
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
`;
