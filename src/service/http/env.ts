import type { Limits, ServiceConfig } from '../config.ts';
import type { Db } from '../store/db.ts';

/** What every /v1 handler can reach through `c.var` / `c.get`. */
export interface V1Vars {
  /** The account of the verified key pair: every query is scoped to it. */
  account: string;
  publicKey: string;
  /** The exact request body bytes (signed), read once. */
  body: Uint8Array;
}

export interface V1Env {
  Variables: V1Vars;
}

/** Things routes need, resolved once at start-up. */
export interface V1Context {
  db: Db;
  config: ServiceConfig;
  limits: Limits;
  now: () => number;
  /** HMAC key of paging tokens (a server secret kept in the database). */
  pagingKey: Buffer;
  /** Key-encryption key of stored private keys. */
  kek: Buffer;
}
