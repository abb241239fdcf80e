import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createClient, type Item, isItemError } from '../../src/client/index.ts';
import { createApp, type RouteGroup } from '../../src/service/app.ts';
import { createKeyPair } from '../../src/service/auth/keys.ts';
import { capConnectionsPerAddress, requestTimeoutOptions } from '../../src/service/core/client-limits.ts';
import type { NodeHandler } from '../../src/service/core/context.ts';
import { fastPathFirst } from '../../src/service/core/node-listener.ts';
import { DEFAULT_LIMITS, type Limits, type TcfSettings } from '../../src/service/core/service-settings.ts';
import type { ClientLimits } from '../../src/service/env.ts';
import { createLogger, type Logger, type LogLevel } from '../../src/service/log.ts';
import type { PolicyGenerator } from '../../src/service/model/policy.ts';
import { cookiePolicyGenerator } from '../../src/service/policy-generator.ts';
import type { Db } from '../../src/service/store/db.ts';
import { openStore } from '../../src/service/store/open.ts';

export const BASE = 'http://127.0.0.1:8080';

/** Quiet unless LOG_LEVEL asks otherwise: a failing test says what failed, and the log is there on demand. */
export const testLog = createLogger((process.env.LOG_LEVEL as LogLevel | undefined) || 'silent');

const template = inject('pgliteTemplate');
let templateBlob: Blob | undefined;

/**
 * A database of its own for one test file: in memory from the migrated
 * template (global-setup.ts), or — when TEST_DATABASE_URL is set — a schema
 * of its own on that PostgreSQL server, dropped by `drop`.
 */
export async function openTestStore(pgUrl = process.env.TEST_DATABASE_URL) {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (!pgUrl && template) templateBlob ??= new Blob([readFileSync(template)]);
  const db = await openStore(pgUrl ? { databaseUrl: pgUrl, schema } : { template: templateBlob }, testLog);
  return {
    db,
    async drop() {
      if (pgUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
      await db.close();
    },
  };
}
export const APP_URL = 'https://app.example.test';

/**
 * A fresh service per test file: the embedded database in memory, or — when
 * TEST_DATABASE_URL is set — a real PostgreSQL server in a schema of its own.
 * Two accounts with a key pair each (`a`, `b`) to prove isolation.
 */
export async function startService(
  opts: {
    limits?: Partial<Limits>;
    /** false: as `RATE_LIMITS=off`. */
    rateLimits?: boolean;
    now?: () => number;
    policy?: PolicyGenerator;
    groups?: RouteGroup[];
    log?: Logger;
    /** The operator's TCF settings (TCF_*); absent, as unset. */
    tcf?: TcfSettings;
    /** RECORD_WAIT_MS: how long a record waits for its write before a 503. */
    recordWaitMs?: number;
    /** A PostgreSQL server of the test's own instead of TEST_DATABASE_URL's. */
    databaseUrl?: string;
  } = {},
) {
  const { db, drop } = await openTestStore(opts.databaseUrl);
  const clock = { t: opts.now ? opts.now() : Date.now() };
  const now = opts.now ?? (() => clock.t);
  const appOn = (on: Db) =>
    createApp(
      {
        db: on,
        log: opts.log ?? testLog,
        now,
        policy: opts.policy ?? cookiePolicyGenerator(APP_URL),
        settings: {
          baseUrl: BASE,
          appUrl: APP_URL,
          limits: { ...DEFAULT_LIMITS, ...opts.limits },
          rateLimits: opts.rateLimits,
          tcf: opts.tcf,
          recordWaitMs: opts.recordWaitMs,
        },
      },
      opts.groups,
    );
  const { app, fast, ctx, flush, close } = await appOn(db);
  const others: (() => Promise<void>)[] = [];
  const keyA = await createKeyPair(db, ctx.kek, 'acct_a');
  const keyB = await createKeyPair(db, ctx.kek, 'acct_b');
  const fetch = (url: string, init: RequestInit) => Promise.resolve(app.request(url, init));
  const clientFor = (k: { publicKey: string; privateKey: string }) =>
    createClient({ baseUrl: BASE, ...k, fetch, now: () => new Date(clock.t) });
  return {
    db,
    app,
    /** What answers at the Node level before `app` (the first-view fast path); `listen` puts it in front, as the service does. */
    fast,
    ctx,
    clock,
    keyA,
    keyB,
    fetch,
    a: clientFor(keyA),
    b: clientFor(keyB),
    clientFor,
    /** Writes what the app keeps in memory (page views) now. */
    flush,
    /** Stops the app as the service's shutdown does, keeping the database. */
    stopApp: close,
    /** Another instance of this service (same settings, routes and clock), as a second process is: on `on`, this database by default. */
    async anotherApp(on: Db = db) {
      const other = await appOn(on);
      others.push(other.close);
      return other.app;
    },
    async close() {
      for (const stop of others) await stop();
      await close();
      await drop();
    },
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;

/** The result items, asserting none is an error (with the error in the message when one is). */
export function ok<T>(items: readonly Item<T>[]): (T & { _idx: number })[] {
  for (const i of items) if (isItemError(i)) throw new Error(`unexpected item error: ${JSON.stringify(i)}`);
  return items as (T & { _idx: number })[];
}

/**
 * `s`'s app behind a real Node listener on a free port, with its fast path in
 * front as the service has it (`fast` to watch it), for what only a socket
 * shows (aborts, streamed bodies, the fast path's answers); `clients`: the
 * slow-client bounds the service sets (REQUEST_TIMEOUT_SECONDS, CONNECTIONS_PER_ADDRESS).
 */
export async function listen(
  s: Service,
  fast: NodeHandler = s.fast,
  clients?: ClientLimits,
): Promise<{ port: number; close(): Promise<void> }> {
  const createServer = fastPathFirst(fast, testLog, clients ? requestTimeoutOptions(clients.requestTimeoutMs) : {});
  const server = serve({ fetch: s.app.fetch, createServer, hostname: '127.0.0.1', port: 0 }) as Server;
  if (clients) capConnectionsPerAddress(server, clients.connectionsPerAddress);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
