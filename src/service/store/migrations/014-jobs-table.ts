/** The queue of every job is named `jobs`; `scans` is a view of its scans, each with its report. */
export default `
-- Since 006 the scans table has been the queue of every job (seals,
-- screenshots, vendor-list refreshes): renamed, its rows kept. The queue's
-- own names follow it; those about scans (scans_one_running, scans_website,
-- scans_account, scans_of_a_website) keep theirs.
ALTER TABLE scans RENAME TO jobs;
ALTER INDEX scans_pkey RENAME TO jobs_pkey;
ALTER INDEX scans_queue RENAME TO jobs_waiting;
ALTER INDEX scans_one_vendor_list_refresh RENAME TO jobs_one_vendor_list_refresh;
ALTER TRIGGER scans_queued ON jobs RENAME TO jobs_queued;
ALTER FUNCTION scans_queued_notify() RENAME TO jobs_queued_notify;
-- Workers LISTEN on jobs. (One line: the migration runner splits statements at a semicolon that ends a line.)
CREATE OR REPLACE FUNCTION jobs_queued_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('jobs', ''); RETURN NULL; END $$;

-- The scans, each its report once it ends (the /v1 scan resource,
-- src/service/model/scans.ts): the jobs of type scan, without the columns
-- of other jobs. A view of one table, so the database writes through it (an
-- INSERT gets job_type's default, scan); the check option refuses a row the
-- view would not show. A later migration that drops or retypes one of these
-- columns recreates the view.
CREATE VIEW scans AS
  SELECT id, account_id, website_id, scan_type, status, requested_by, worker, leased_until, attempts,
    pages_done, pages_queued, scanned_domains, cookies, missing_cookies, signals, failure_message, successor,
    created_at, started_at, finished_at
  FROM jobs WHERE job_type = 'scan'
  WITH CHECK OPTION;
`;
