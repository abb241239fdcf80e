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
  /** `embedded` or `postgres`, for logs. */
  readonly kind: string;
}
