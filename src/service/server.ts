import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { accountKeyPair } from './account-key.ts';
import { createApp, type RouteGroup } from './app.ts';
import type { KeyPair } from './auth/keys.ts';
import { defaultTrackerKnowledge } from './classify/index.ts';
import { consoleRouteGroup, invitationRouteGroup } from './console/console-routes.ts';
import { capConnectionsPerAddress, requestTimeoutOptions } from './core/client-limits.ts';
import type { ServiceContext } from './core/context.ts';
import { fastPathFirst } from './core/node-listener.ts';
import type { Environment } from './env.ts';
import { memo } from './jobs/proof-job-ops.ts';
import { startQueueKeeper } from './jobs/queue-keeper.ts';
import { startSealLane } from './jobs/seal-lane.ts';
import { superviseWorker, type WorkerSupervisor } from './jobs/workers/supervisor.ts';
import { startLogger } from './log.ts';
import { setPolicyEmbedding } from './model/accounts.ts';
import { cookiePolicyGenerator } from './policy-generator.ts';
import { proofSigner } from './proof/signing-key.ts';
import { publicRouteGroups } from './public/index.ts';
import { openStore } from './store/open.ts';

/** What a program built on the service (the demo) adds to it. */
export interface ServiceExtension {
  /** Route groups served after the service's own. */
  groups?: RouteGroup[];
  /** Runs once the database is open, before the listener starts. */
  prepare?: (ctx: ServiceContext) => Promise<void>;
  /** Runs once the listener is up. */
  listening?: (ctx: ServiceContext, startupKey: KeyPair) => void;
}

/**
 * Runs the service: opens the store, mounts /v1 and the public routes, makes
 * sure the start-up account has its key pair, listens, and on SIGINT/SIGTERM
 * finishes requests in flight, flushes page views and closes the database.
 */
export async function runService(env: Environment, ext: ServiceExtension = {}): Promise<void> {
  const log = await startLogger(env.logLevel, env.prettyLogs);
  // The tracker knowledge in data/ is read and checked now, so that a bad file stops the start with its error
  // rather than the first scan or config that needs it (docs/scanner.md#the-data).
  defaultTrackerKnowledge();
  const db = await openStore(env.store, log);
  const groups = [
    ...publicRouteGroups(env.settings),
    consoleRouteGroup(env.settings.distDir ?? 'dist'),
    invitationRouteGroup,
    ...(ext.groups ?? []),
  ];
  const { app, fast, ctx, close, drain } = await createApp(
    {
      db,
      log,
      settings: env.settings,
      policy: cookiePolicyGenerator(env.settings.appUrl),
      // Only the embedded database's disk is this machine's to watch.
      disk: env.store.databaseUrl ? undefined : { dir: env.store.dataDir ?? '.data', minFreeBytes: env.diskMinFreeBytes },
    },
    groups,
  );
  const { key, generated } = await accountKeyPair(db, ctx.kek, env.accountId, 'startup', env.keys);
  if (env.embedForStartupAccount) await setPolicyEmbedding(db, env.accountId, true);
  await ext.prepare?.(ctx);
  // Every process keeps the shared queue (docs/service.md, "Scans"): it ends abandoned scans and queues scheduled
  // ones. Scans run in a worker process, never here: with SCAN_CONCURRENCY above 0 this process runs one as its child.
  // Made now, so that a database that cannot keep the key stops the start rather than the first seal.
  const signer = memo(() => proofSigner(db, env.proof.signingKey));
  await signer();
  const seals = startSealLane({ db, log, proof: { signer } });
  const keeper = startQueueKeeper({
    db,
    log,
    sealQueued: seals.wake,
    maxQueued: env.settings.limits.scansQueuedPerAccount,
    sealEveryMs: env.proof.sealEveryMs,
    vendorList: env.settings.tcf !== undefined,
    due: ctx.dueJobs,
  });
  let worker: WorkerSupervisor | null = null;
  if (env.scan.concurrency > 0) {
    // Beside this program in dist/ (build/build.mjs builds both).
    const file = fileURLToPath(new URL('./worker.mjs', import.meta.url));
    if (!existsSync(file)) throw new Error(`the scan worker ${file} is missing: npm run build makes it`);
    worker = await superviseWorker({
      file,
      db,
      log,
      proof: { signer },
      start: {
        settings: env.scan,
        appUrl: env.settings.appUrl,
        logLevel: env.logLevel,
        prettyLogs: env.prettyLogs,
        databaseUrl: env.store.databaseUrl,
        proofSigningKey: env.store.databaseUrl ? env.proof.signingKey : undefined,
        vendorListUrl: env.settings.tcf?.vendorListUrl,
        vendorListHttpLoopback: env.settings.tcf?.vendorListHttpLoopback,
      },
    });
  }

  const createServer = fastPathFirst(fast, log, requestTimeoutOptions(env.clients.requestTimeoutMs));
  const server = serve({ fetch: app.fetch, createServer, hostname: env.host, port: env.port }, () => {
    log.info({ baseUrl: env.settings.baseUrl, database: db.kind, account: env.accountId, publicKey: key.publicKey }, 'listening');
    // Plain text for the operator to copy once, never a log field that a log pipeline would keep and index.
    if (generated) {
      console.log(`  generated a key pair for ${env.accountId}; the private key is shown this once:`);
      console.log(`  SERVICE_PUBLIC_KEY=${key.publicKey} SERVICE_PRIVATE_KEY=${key.privateKey}`);
    }
    ext.listening?.(ctx, key);
  }) as Server;
  // An idle keep-alive connection must outlive the client's or the load balancer's (60 s on common ones): when
  // the service closes it first, a request already on its way meets a reset (ECONNRESET in a client, a 502 at
  // a balancer). Node's 5 s default lost that race in CI on a busy machine. (A request's own time is bounded
  // from its first byte: requestTimeoutOptions.)
  server.keepAliveTimeout = 65_000;
  capConnectionsPerAddress(server, env.clients.connectionsPerAddress);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    drain();
    // Finish requests in flight (connections, then handlers whose client went away: app.ts `close`), then what
    // they left to do (page views counted in memory), then close the database so the embedded files are consistent.
    // The worker gives its running scans back to the queue (within 6 s) while requests finish.
    keeper.stop();
    const scansStopped = Promise.all([worker?.stop(), seals.stop()]);
    server.close(
      () =>
        void scansStopped
          .then(() => close())
          .then(() => db.close())
          .finally(() => process.exit(0)),
    );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
