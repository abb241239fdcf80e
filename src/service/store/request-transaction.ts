import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from './db.ts';

/**
 * One transaction around a whole request, for the code that must store an
 * answer in the same commit as the writes it answers (an Idempotency-Key,
 * api/idempotency.ts): either both are kept or neither, also when the process
 * dies in between. Routes and models are written against a `Db` and open
 * transactions of their own; rather than thread a transaction through each of
 * them, `requestScoped(db)` sends every query made inside `inRequestTransaction`
 * to that transaction, and turns their own transactions into savepoints.
 * Outside of it, it is `db` unchanged.
 */
interface Scope {
  tx: Queryable;
  savepoints: number;
  /** Set when the transaction has ended: work that outlives it (a timer) goes back to the pool. */
  done: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const live = (): Scope | undefined => {
  const s = scopes.getStore();
  return s && !s.done ? s : undefined;
};

async function savepoint<T>(s: Scope, fn: () => Promise<T>): Promise<T> {
  const name = `sp_${++s.savepoints}`;
  await s.tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await s.tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (err) {
    // Should this fail too, the transaction stays aborted and its COMMIT fails: nothing is kept, which is still right.
    await s.tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
    throw err;
  }
}

/** `db`, but inside `inRequestTransaction` every query and transaction goes to the request's transaction. */
export function requestScoped(db: Db): Db {
  return {
    kind: db.kind,
    query: (sql, params) => (live()?.tx ?? db).query(sql, params),
    transaction: (fn) => {
      const s = live();
      return s ? savepoint(s, () => fn(s.tx)) : db.transaction(fn);
    },
    close: () => db.close(),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    ...(db.vacuum ? { vacuum: db.vacuum } : {}),
    ...(db.outage ? { outage: db.outage } : {}),
  };
}

/** Runs `fn` with the queries of every `requestScoped` db in one transaction: committed when it resolves. */
export async function inRequestTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const outer = live();
  if (outer) return savepoint(outer, fn);
  return db.transaction(async (tx) => {
    const scope: Scope = { tx, savepoints: 0, done: false };
    try {
      return await scopes.run(scope, fn);
    } finally {
      scope.done = true;
    }
  });
}

/**
 * Inside a request transaction, `fn` in a savepoint of its own, so that one
 * item of a batch that fails leaves the transaction usable and the other
 * items' writes in place (PostgreSQL aborts a whole transaction on an error
 * otherwise). Outside of one, just `fn`: each item then commits alone.
 */
export function atomicPart<T>(fn: () => Promise<T>): Promise<T> {
  const s = live();
  return s ? savepoint(s, fn) : fn();
}
