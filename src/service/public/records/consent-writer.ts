import { type ConsentOutcome, type ConsentWrite, storeConsent, storeConsents } from '../../model/consents.ts';
import type { Queryable } from '../../store/db.ts';
import { groupCommit } from '../../store/group-commit.ts';

/**
 * Consent records written by group commit (store/group-commit.ts): records
 * that arrive while one is being written go in the next statement together,
 * so a burst of decisions costs a few commits rather than one each. Each
 * caller still learns its own outcome only once its record is written.
 */
export function consentWriter(db: Queryable): (write: ConsentWrite) => Promise<ConsentOutcome> {
  return groupCommit<ConsentWrite, ConsentOutcome>({
    writeAll: (writes) => storeConsents(db, writes),
    writeOne: (w) => storeConsent(db, w.websiteId, w.record),
    // The same decision sent twice at once: the second waits for the first and is then told apart (repeat or conflict).
    key: (w) => w.record.id.toLowerCase(),
  });
}
