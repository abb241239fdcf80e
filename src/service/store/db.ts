import type { Outage } from './outage.ts';

/**
 * The one storage interface every query goes through. PGlite (embedded) and
 * PostgreSQL (`pg`) both implement it, so the SQL is written once.
 */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` on each NOTIFY of `channel` (from any process on the
   * database) until the returned function is called. Deliveries may be lost
   * while a connection is re-made: listeners poll as well.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Reclaims the dead row versions of `table` where nothing else does: the
   * embedded database runs no autovacuum, so a table whose rows are updated
   * keeps every old version and its index-only scans go to the table. Absent
   * on PostgreSQL, whose autovacuum does it.
   */
  vacuum?(table: string): Promise<void>;
  /** Whether the database serves, as its last queries found it (guarded-db.ts); absent on a bare driver. */
  readonly outage?: Outage;
  /** `embedded` or `postgres`, for logs. */
  readonly kind: string;
}
