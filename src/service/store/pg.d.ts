// The few parts of `pg` the store uses (the package ships no types and @types/pg is not installed).
declare module 'pg' {
  interface QueryResult {
    rows: any[];
  }
  interface PoolClient {
    query(sql: string, params?: unknown[]): Promise<QueryResult>;
    release(err?: Error | boolean): void;
  }
  interface PoolConfig {
    connectionString?: string;
    max?: number;
    options?: string;
  }
  class Pool {
    constructor(config?: PoolConfig);
    query(sql: string, params?: unknown[]): Promise<QueryResult>;
    connect(): Promise<PoolClient>;
    end(): Promise<void>;
    on(event: 'error', fn: (err: Error) => void): this;
  }
  const pg: { Pool: typeof Pool };
  export default pg;
}
