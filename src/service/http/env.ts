import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Db } from '../store/db.ts';
import type { Limits, ServiceConfig } from './config.ts';

/** What every /v1 handler can reach through `c.var` / `c.get`. */
export interface V1Vars {
  /** The account of the verified key pair: every query is scoped to it. */
  account: string;
  publicKey: string;
  /** The verified signature (lower-case hex) and its timestamp in ms: the replay guard's key and expiry. */
  signature: string;
  signedAt: number;
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
  log: Logger;
  /** HMAC key of paging tokens (a server secret kept in the database). */
  pagingKey: Buffer;
  /** Key-encryption key of stored private keys. */
  kek: Buffer;
  /** Registers writes a route keeps in memory (page views): createApp's `flush` and `close` reach them. */
  defer(work: DeferredWrites): void;
}

/** Writes kept in memory and made later, in batches. */
export interface DeferredWrites {
  /** Writes what is pending now. */
  flush(): Promise<void>;
  /** Stops any timer and writes what is left: at shutdown, before the database closes. */
  stop(): Promise<void>;
}

/**
 * A route group mounted next to /v1 (public runtime endpoints, bundles,
 * policy pages, the demo). It gets the same resolved context.
 */
export type RouteGroup = (ctx: V1Context) => { path: string; app: Hono };
