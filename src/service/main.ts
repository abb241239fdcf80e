import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readEnvironment } from './env.ts';
import { cookiePolicyGenerator } from './policy-generator.ts';
import { ROUTE_GROUPS } from './routes.ts';
import { startupKeyPair } from './startup-key.ts';
import { openStore } from './store/open.ts';

/** `npm start`: the service on 127.0.0.1:$PORT with the start-up account and its key pair. */
async function main() {
  const env = readEnvironment();
  const db = await openStore(env.store);
  const { app, ctx } = await createApp({ db, config: env.config, policy: cookiePolicyGenerator(env.config.appUrl) }, ROUTE_GROUPS);
  const { key, generated } = await startupKeyPair(db, ctx.kek, env.accountId, env.keys);

  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: env.port }, () => {
    console.log(`service listening on ${env.config.baseUrl} (database: ${db.kind})`);
    console.log(`  account ${env.accountId}, public key ${key.publicKey}`);
    if (generated) {
      console.log(`  generated a key pair for ${env.accountId}; the private key is shown this once:`);
      console.log(`  SERVICE_PUBLIC_KEY=${key.publicKey} SERVICE_PRIVATE_KEY=${key.privateKey}`);
    }
  });

  // Finish requests in flight, then close the database so the embedded files are consistent.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close(() => void db.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: Error) => {
  console.error(`service failed to start: ${err.message}`);
  process.exit(1);
});
