import type { Db, Queryable } from './db.ts';
import type { Outage } from './outage.ts';
import { DatabaseUnavailable, outageReason } from './unavailable.ts';

/** A statement that writes rows (a heuristic for `Outage.succeeded`: reads succeed on a full disk). */
const WRITES = /\b(?:INSERT|UPDATE|DELETE)\b/i;

/**
 * `db` whose failures are classified where they arise: an error that is the
 * database's state (unreachable, restarting, out of space, too slow:
 * unavailable.ts) becomes a `DatabaseUnavailable` and marks `outage` down; any
 * other error (a constraint, the caller's own) passes as it is. Successes mark
 * it up again.
 */
export function guardedDb(db: Db, outage: Outage): Db {
  const classified = (err: unknown) => {
    const reason = outageReason(err);
    if (!reason) return err;
    outage.failed(reason, err);
    return err instanceof DatabaseUnavailable ? err : new DatabaseUnavailable(reason, { cause: err });
  };
  const guardQuery =
    (q: Queryable, wrote?: () => void): Queryable['query'] =>
    async (sql, params) => {
      try {
        const rows = await q.query(sql, params);
        if (wrote && WRITES.test(sql)) wrote();
        else if (!wrote) outage.succeeded(WRITES.test(sql));
        return rows as never;
      } catch (err) {
        throw classified(err);
      }
    };
  return {
    kind: db.kind,
    outage,
    query: guardQuery(db),
    async transaction(fn) {
      let wrote = false;
      try {
        const result = await db.transaction((tx) => fn({ query: guardQuery(tx, () => void (wrote = true)) }));
        outage.succeeded(wrote);
        return result;
      } catch (err) {
        throw classified(err);
      }
    },
    close: () => db.close(),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    ...(db.vacuum ? { vacuum: db.vacuum } : {}),
  };
}
