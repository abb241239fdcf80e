import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readEnvironment } from './env.ts';
import { cookiePolicyGenerator } from './policy-generator.ts';
import { routeGroups } from './routes.ts';
import { createClient } from '../client/index.ts';
import { seedDemo } from '../../demo/seed.ts';
import { setPolicyEmbedding } from './model/accounts.ts';
import type { KeyPair } from './auth/keys.ts';
import { startupKeyPair } from './startup-key.ts';
import { openStore } from './store/open.ts';

/** `npm start`: the service on 127.0.0.1:$PORT with the start-up account and its key pair. */
async function main() {
  const env = readEnvironment();
  const db = await openStore(env.store);
  let startupKey: KeyPair | null = null;
  const demo = { account: env.accountId, keys: () => startupKey };
  const { app, ctx } = await createApp({ db, config: env.config, policy: cookiePolicyGenerator(env.config.appUrl) }, routeGroups(demo));
  const { key, generated } = await startupKeyPair(db, ctx.kek, env.accountId, env.keys);
  startupKey = key;
  // The start-up account may embed its policies, so the demo shows the embed (docs/service.md).
  if (process.env.SERVICE_EMBED !== 'off') await setPolicyEmbedding(db, env.accountId, true);

  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: env.port }, () => {
    console.log(`service listening on ${env.config.baseUrl} (database: ${db.kind})`);
    console.log(`  account ${env.accountId}, public key ${key.publicKey}`);
    if (generated) {
      console.log(`  generated a key pair for ${env.accountId}; the private key is shown this once:`);
      console.log(`  SERVICE_PUBLIC_KEY=${key.publicKey} SERVICE_PRIVATE_KEY=${key.privateKey}`);
    }
    if (process.env.DEMO !== 'off') {
      // Seeded through the signed API over HTTP, as a partner would, once the listener is up.
      seedDemo(createClient({ baseUrl: env.config.baseUrl, ...key }), env.accountId, env.config.appUrl)
        .then((n) => console.log(`  demo: ${n ? `seeded ${n} websites; ` : ''}open ${env.config.appUrl}/demo/`))
        .catch((e: Error) => console.error(`  demo: seeding failed: ${e.message}`));
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
