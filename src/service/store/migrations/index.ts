import partnerApi from './001-partner-api.ts';
import rateLimits from './002-rate-limits.ts';
import revisions from './003-revisions.ts';
import replayGuard from './004-replay-guard.ts';
import scans from './005-scans.ts';
import jobs from './006-jobs.ts';
import automaticBlocking from './007-automatic-blocking.ts';
import consentVersionsAndEditors from './008-consent-versions-and-editors.ts';
import legacySnippet from './009-legacy-snippet.ts';
import consentLog from './010-consent-log.ts';
import vendorList from './011-vendor-list.ts';
import consentDays from './012-consent-days.ts';
import policyRevisions from './013-policy-revisions.ts';
import jobsTable from './014-jobs-table.ts';
import consoleSignIn from './015-console.ts';
import revisionServings from './016-revision-servings.ts';
import proofCommitments from './017-proof-commitments.ts';

/**
 * The one schema, as ordered migrations that run the same SQL on PGlite and
 * PostgreSQL, one file each (`NNN-name.ts`, its SQL). Append only: a
 * migration that has run is never edited, and its `id` is what
 * `schema_migrations` records (the file's name with `_`). A schema change is
 * a new file and its line here (test/unit/service/store/migrations/migrations.test.ts holds the
 * list to the files).
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  { id: '001_partner_api', sql: partnerApi },
  { id: '002_rate_limits', sql: rateLimits },
  { id: '003_revisions', sql: revisions },
  { id: '004_replay_guard', sql: replayGuard },
  { id: '005_scans', sql: scans },
  { id: '006_jobs', sql: jobs },
  { id: '007_automatic_blocking', sql: automaticBlocking },
  { id: '008_consent_versions_and_editors', sql: consentVersionsAndEditors },
  { id: '009_legacy_snippet', sql: legacySnippet },
  { id: '010_consent_log', sql: consentLog },
  { id: '011_vendor_list', sql: vendorList },
  { id: '012_consent_days', sql: consentDays },
  { id: '013_policy_revisions', sql: policyRevisions },
  { id: '014_jobs_table', sql: jobsTable },
  { id: '015_console', sql: consoleSignIn },
  { id: '016_revision_servings', sql: revisionServings },
  { id: '017_proof_commitments', sql: proofCommitments },
];
