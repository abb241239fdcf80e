import { parseArgs } from 'node:util';
import { createClient } from '../client/index.ts';
import { createKeyPair, listKeyPairs, revokeKeyPair } from './auth/keys.ts';
import { analyticsCommand } from './cli-analytics.ts';
import { CONSOLE_USAGE, consoleInviteCommand } from './cli-console.ts';
import { PROOF_USAGE, proofCommand } from './cli-proof.ts';
import { scanCommand, summary } from './cli-scan.ts';
import { readEnvironment } from './env.ts';
import { startLogger } from './log.ts';
import { setPolicyEmbedding } from './model/accounts.ts';
import { openStore } from './store/open.ts';
import { serverSecret } from './store/secrets.ts';

const USAGE = `usage: npm run cli -- <command>

Administration (opens the database of DATABASE_URL or DATA_DIR directly; with
the embedded database, stop the service first — one process owns its files):
  keys create [--account ID] [--label TEXT]   issue a key pair (printed once)
  keys revoke PUBLIC_KEY                      revoke a key pair
  keys list [--account ID]                    public keys, never private ones
  embed enable|disable ACCOUNT_ID             allow policy embedding (code_snippet) for the account's websites

Partner API (signed with SERVICE_PUBLIC_KEY / SERVICE_PRIVATE_KEY against BASE_URL):
  create website --url URL [--name NAME]
  list websites [--limit N]
  put banner --website ID --json '{"display_style":"modal"}'
  put vendors --website ID --tcf 1,755 [--google-atp 89,1301] [--publisher-cc DE]
                                               the IAB vendors (and Google ad-tech providers) the website
                                               discloses with TCF on; --tcf '' clears them; --publisher-cc
                                               the country whose law governs the publisher (ISO 3166-1
                                               alpha-2), '' unsets it
  scan WEBSITE_ID [--one-page]                 scan now, show progress, print what was found
  analytics WEBSITE_ID [--from DAY] [--to DAY] consent analytics (as GET /v1/websites/analytics), 30 days to today by default
  call METHOD PATH [--query JSON] [--body JSON] [--limit N] [--paging TOKEN]
Account: --account ID, default SERVICE_ACCOUNT_ID or acct_demo.

${CONSOLE_USAGE}

${PROOF_USAGE}`;

const out = (v: unknown) => console.log(JSON.stringify(v, null, 2));
const json = (name: string, v: string | undefined): unknown => {
  if (v === undefined) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    throw new Error(`--${name} is not valid JSON`);
  }
};

/** "1, 755,8" → [1, 755, 8]; anything but whole numbers is refused here, before the API would. */
function idList(name: string, v: string): number[] {
  const parts = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = parts.find((p) => !/^[1-9][0-9]*$/.test(p));
  if (bad !== undefined) throw new Error(`--${name} is a comma-separated list of ids, got ${JSON.stringify(bad)}`);
  return parts.map(Number);
}

async function admin(
  env: ReturnType<typeof readEnvironment>,
  fn: (db: Awaited<ReturnType<typeof openStore>>, kek: Buffer) => Promise<void>,
) {
  const db = await openStore(env.store, await startLogger(env.logLevel, env.prettyLogs));
  try {
    await fn(db, env.settings.keyEncryptionKey ?? (await serverSecret(db, 'key_encryption_key')));
  } finally {
    await db.close();
  }
}

async function main(argv: string[]) {
  const { values: o, positionals: p } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      label: { type: 'string' },
      url: { type: 'string' },
      name: { type: 'string' },
      website: { type: 'string' },
      json: { type: 'string' },
      query: { type: 'string' },
      body: { type: 'string' },
      limit: { type: 'string' },
      paging: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      'one-page': { type: 'boolean' },
      visitor: { type: 'string' },
      record: { type: 'string' },
      out: { type: 'string' },
      store: { type: 'string' },
      'accept-key': { type: 'string' },
      key: { type: 'string', multiple: true },
      keys: { type: 'string' },
      'clear-fork': { type: 'boolean' },
      tcf: { type: 'string' },
      'publisher-cc': { type: 'string' },
      'google-atp': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      reissue: { type: 'boolean' },
    },
  });
  const env = readEnvironment();
  const account = o.account ?? env.accountId;
  const cmd = p.slice(0, 2).join(' ');
  const api = () => {
    if (!env.keys) throw new Error('set SERVICE_PUBLIC_KEY and SERVICE_PRIVATE_KEY (printed by `npm start` or `keys create`)');
    return createClient({ baseUrl: env.settings.baseUrl, ...env.keys });
  };

  switch (cmd) {
    case 'keys create':
      return admin(env, async (db, kek) => {
        const k = await createKeyPair(db, kek, account, undefined, o.label);
        out({
          account_id: k.accountId,
          public_key: k.publicKey,
          private_key: k.privateKey,
          note: 'the private key is shown only now',
        });
      });
    case 'keys revoke':
      if (!p[2]) throw new Error('keys revoke needs a PUBLIC_KEY');
      return admin(env, async (db) => {
        if (!(await revokeKeyPair(db, p[2]!))) throw new Error(`no live key ${p[2]}`);
        out({ revoked: p[2] });
      });
    case 'keys list':
      return admin(env, async (db) => out(await listKeyPairs(db, o.account)));
    case 'embed enable':
    case 'embed disable': {
      const acct = p[2];
      if (!acct) throw new Error(`${cmd} needs an ACCOUNT_ID`);
      return admin(env, async (db) =>
        out({ account_id: acct, allowed_policy_embed_options: await setPolicyEmbedding(db, acct, p[1] === 'enable') }),
      );
    }
    case 'console invite':
      return admin(env, async (db) =>
        out(
          await consoleInviteCommand(
            db,
            { email: o.email, role: o.role, reissue: o.reissue, account },
            env.settings.appUrl,
            Date.now(),
          ),
        ),
      );
    case 'create website':
      if (!o.url) throw new Error('create website needs --url');
      return out(await api().websites.create([{ account_id: account, url: o.url, ...(o.name ? { name: o.name } : {}) }]));
    case 'list websites':
      return out(await api().websites.list([{ account_id: account }], o.limit ? { limit: Number(o.limit) } : {}));
    case 'put vendors': {
      if (!o.website) throw new Error('put vendors needs --website');
      if (o.tcf === undefined && o['google-atp'] === undefined && o['publisher-cc'] === undefined)
        throw new Error('put vendors needs --tcf, --google-atp or --publisher-cc');
      const ids = (name: string, v: string | undefined) => (v === undefined ? undefined : idList(name, v));
      return out(
        await api().banners.put([
          {
            account_id: account,
            id: o.website,
            ...(o.tcf !== undefined ? { tcf_vendors: ids('tcf', o.tcf) } : {}),
            ...(o['google-atp'] !== undefined ? { tcf_google_atp_ids: ids('google-atp', o['google-atp']) } : {}),
            ...(o['publisher-cc'] !== undefined ? { tcf_publisher_cc: o['publisher-cc'] || null } : {}),
          },
        ]),
      );
    }
    case 'put banner':
      if (!o.website) throw new Error('put banner needs --website');
      return out(await api().banners.put([{ ...(json('json', o.json) as object), account_id: account, id: o.website }]));
    default:
      if (p[0] === 'scan' && p[1]) {
        const report = await scanCommand(api(), account, p[1], !!o['one-page']);
        console.log(summary(report));
        if (report.status === 'scan_fault') process.exitCode = 1;
        return;
      }
      if (p[0] === 'analytics' && p[1]) return out(await analyticsCommand(api(), account, p[1], { from: o.from, to: o.to }));
      if (p[0] === 'proof')
        return proofCommand(
          {
            sub: p[1],
            file: p[2],
            website: o.website,
            visitor: o.visitor,
            record: o.record,
            out: o.out,
            store: o.store,
            acceptKey: o['accept-key'],
            keyIds: o.key ?? [],
            keysFile: o.keys,
            clearFork: !!o['clear-fork'],
            account,
            baseUrl: env.settings.baseUrl,
          },
          api,
        );
      if (p[0] === 'call' && p[1] && p[2]) {
        const res = await api().send({
          method: p[1].toUpperCase(),
          path: p[2],
          ...(o.query ? { query: json('query', o.query) as unknown[] } : {}),
          ...(o.body ? { body: json('body', o.body) } : {}),
          ...(o.limit ? { limit: Number(o.limit) } : {}),
          ...(o.paging ? { paging: o.paging } : {}),
        });
        out({ status: res.status, body: res.body });
        if (res.status >= 400) process.exitCode = 1;
        return;
      }
      console.log(USAGE);
      if (!o.help) process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(`error: ${err.message}`);
  process.exit(1);
});
