import { join } from 'node:path';
import { createClient, type ServiceClient } from '../src/client/index.ts';
import { accountKeyPair } from '../src/service/account-key.ts';
import { readEnvironment } from '../src/service/env.ts';
import { setPolicyEmbedding } from '../src/service/model/accounts.ts';
import { type SetupState, setupInvitation } from '../src/service/model/setup-invitations.ts';
import { runService } from '../src/service/server.ts';
import { demoScanAccess } from './scan-routes.ts';
import { seedDemo } from './seed.ts';
import { DEMO_ACCOUNT_ID } from './seed-data.ts';
import { demoRouteGroup } from './server.ts';

// The demo account's admin, who signs in to the console: made once, with a setup link until they accept it.
const DEMO_ADMIN = 'owner@northwind.example';

/** The console's lines: its URL, and the admin's setup link until it is accepted, then the email to sign in with. */
function consoleLines(appUrl: string, admin: SetupState): string[] {
  return [
    `  console: ${appUrl}/console/`,
    admin.status === 'pending'
      ? `  console: set up the demo account's admin (${DEMO_ADMIN}), once, at ${appUrl}/invitations/${admin.token}`
      : `  console: sign in as ${admin.email} with the password chosen at set-up`,
  ];
}

/**
 * `npm start`: the service with the demo at /demo/. The demo works in an
 * account of its own that holds nothing but its seeded websites, with a key
 * pair that never leaves this process, so its unauthenticated QA API cannot
 * reach the start-up account or any other. Production runs `npm run service`,
 * which has no demo.
 */
async function main() {
  const env = readEnvironment();
  if (env.accountId === DEMO_ACCOUNT_ID)
    throw new Error(`SERVICE_ACCOUNT_ID may not be ${DEMO_ACCOUNT_ID}: the demo owns that account`);
  let client: ServiceClient | null = null;
  let admin: SetupState | null = null;
  // "Scan this site" scans the example site on this machine: its origin and its stand-in third party may be
  // loopback addresses for the demo account's scans, and nothing else may (not SCAN_ALLOW_PRIVATE, which
  // would open every private address to every account).
  const scan = { ...env.scan, ...demoScanAccess(env.settings.appUrl, DEMO_ACCOUNT_ID) };
  await runService(
    { ...env, scan },
    {
      groups: [demoRouteGroup({ account: DEMO_ACCOUNT_ID, client: () => client, demoDir: join(process.cwd(), 'demo') })],
      async prepare(ctx) {
        const { key } = await accountKeyPair(ctx.db, ctx.kek, DEMO_ACCOUNT_ID, 'demo');
        client = createClient({ baseUrl: ctx.settings.baseUrl, ...key });
        // The demo shows the policy embed, which an account must be provisioned for.
        await setPolicyEmbedding(ctx.db, DEMO_ACCOUNT_ID, true);
        admin = await setupInvitation(ctx.db, { account: DEMO_ACCOUNT_ID, email: DEMO_ADMIN, role: 'admin' }, ctx.now());
      },
      listening(ctx) {
        for (const line of consoleLines(ctx.settings.appUrl, admin!)) console.log(line);
        // Seeded through the signed API over HTTP, as a partner would, once the listener is up.
        seedDemo(client!, DEMO_ACCOUNT_ID, ctx.settings.appUrl)
          .then((n) => console.log(`  demo: ${n ? `seeded ${n} websites; ` : ''}open ${ctx.settings.appUrl}/demo/`))
          .catch((e: Error) => console.error(`  demo: seeding failed: ${e.message}`));
      },
    },
  );
}

main().catch((err: Error) => {
  console.error(`service failed to start: ${err.message}`);
  process.exit(1);
});
