/** The queue's jobs: types, fair claims between accounts, a queued successor, and a wake-up on insert. */
export default `
-- Jobs of other types than scans (a vendor-list refresh, proof-log sealing)
-- share the scans table's queue: one claim, one lease, one worker loop.
-- They belong to no website, so website_id and account_id may be null for
-- them; payload is what such a job needs. The status keeps the scan's words
-- (scanning = queued or running).
ALTER TABLE scans ADD COLUMN job_type text NOT NULL DEFAULT 'scan';
ALTER TABLE scans ADD COLUMN payload jsonb NOT NULL DEFAULT '{}';
ALTER TABLE scans ALTER COLUMN website_id DROP NOT NULL;
ALTER TABLE scans ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE scans ADD CONSTRAINT scans_of_a_website
  CHECK (job_type <> 'scan' OR (website_id IS NOT NULL AND account_id IS NOT NULL));

-- At most two scans of a website wait or run: the first, and a wider one
-- queued to follow it (successor). A claim never takes a scan while an older
-- one of its website is still scanning.
ALTER TABLE scans ADD COLUMN successor boolean NOT NULL DEFAULT false;
DROP INDEX scans_one_running;
CREATE UNIQUE INDEX scans_one_running ON scans(website_id, successor) WHERE status = 'scanning';
CREATE INDEX scans_account ON scans(account_id) WHERE status = 'scanning';

-- When each account last had a scan claimed: claims go round-robin, the
-- account served least recently first.
CREATE TABLE scan_claims (
  account_id text PRIMARY KEY,
  claimed_at timestamptz NOT NULL
);

-- Workers LISTEN on scan_queue: a queued job wakes them at once instead of at their next poll.
-- (One line: the migration runner splits statements at a semicolon that ends a line.)
CREATE FUNCTION scans_queued_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('scan_queue', ''); RETURN NULL; END $$;
CREATE TRIGGER scans_queued AFTER INSERT ON scans FOR EACH STATEMENT EXECUTE FUNCTION scans_queued_notify();
`;
