import { type ConsentOutcome, type ConsentWrite, storeConsent, storeConsents } from '../../model/consents.ts';
import type { Queryable } from '../../store/db.ts';
import { groupCommit } from '../../store/group-commit.ts';
import { DatabaseUnavailable } from '../../store/unavailable.ts';

/** How long a record request waits for its write by default (RECORD_WAIT_MS) before it answers 503. */
export const DEFAULT_RECORD_WAIT_MS = 10_000;

/**
 * Consent records written by group commit (store/group-commit.ts): records
 * that arrive while one is being written go in the next statement together,
 * so a burst of decisions costs a few commits rather than one each. Each
 * caller still learns its own outcome only once its record is written, or
 * after `waitMs` that the database is too slow (a 503, never a hang: the
 * runtime sends the record again, and its id makes that a repeat).
 */
export function consentWriter(db: Queryable, waitMs = DEFAULT_RECORD_WAIT_MS): (write: ConsentWrite) => Promise<ConsentOutcome> {
  return groupCommit<ConsentWrite, ConsentOutcome>({
    writeAll: (writes) => storeConsents(db, writes),
    writeOne: (w) => storeConsent(db, w.websiteId, w.record),
    // The same decision sent twice at once: the second waits for the first and is then told apart (repeat or conflict).
    key: (w) => w.record.id.toLowerCase(),
    waitMs,
    late: () => new DatabaseUnavailable('too slow'),
    // Down for the group is down for each record: trying them one by one would only hold the requests longer.
    sharedFailure: (err) => err instanceof DatabaseUnavailable,
  });
}
