import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Db } from '../store/db.ts';
import type { DueJobs } from './due-jobs.ts';
import type { Limits, ServiceSettings } from './service-settings.ts';

/** Things routes need, resolved once at start-up. */
export interface ServiceContext {
  db: Db;
  settings: ServiceSettings;
  limits: Limits;
  now: () => number;
  log: Logger;
  /** HMAC key of paging tokens (a server secret kept in the database). */
  pagingKey: Buffer;
  /** Key-encryption key of stored private keys. */
  kek: Buffer;
  /** Registers writes a route keeps in memory (page views): createApp's `flush` and `close` reach them. */
  defer(work: DeferredWrites): void;
  /** Jobs a request found due (a banner revision to screenshot), which the queue keeper queues: a GET writes no job. */
  dueJobs: DueJobs;
}

/** Writes kept in memory and made later, in batches. */
export interface DeferredWrites {
  /** Writes what is pending now. */
  flush(): Promise<void>;
  /** Stops any timer and writes what is left: at shutdown, before the database closes. */
  stop(): Promise<void>;
}

/**
 * Answers a request at the Node level, before Hono, when it can: true when it
 * has answered, false, having done nothing, to leave the request to the app.
 */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A route group mounted next to /v1 (public runtime endpoints, bundles,
 * policy pages, the demo). It gets the same resolved context; `fast`, when it
 * has one, sees every request first (docs/service.md#the-first-view-fast-path).
 */
export type RouteGroup = (ctx: ServiceContext) => { path: string; app: Hono; fast?: NodeHandler };
