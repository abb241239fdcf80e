import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/service/app.ts';
import { createKeyPair } from '../../src/service/auth/keys.ts';
import { DEFAULT_LIMITS, type Limits } from '../../src/service/config.ts';
import { openStore } from '../../src/service/store/open.ts';
import type { PolicyGenerator } from '../../src/service/model/policy.ts';
import { createClient } from '../../src/client/index.ts';

export const BASE = 'http://127.0.0.1:8080';

/**
 * Test-only policy renderer until src/service/documents lands: it lists what
 * the route passes in, so the tests see the draft follow the data and `lang`.
 */
const listPolicy: PolicyGenerator = ({ company, cookies, lang }) => ({
  name: `Cookie policy (${lang})`,
  html: `<h1>${company.legal_name ?? ''}</h1><ul>${cookies.map((c) => `<li>${c.name}</li>`).join('')}</ul>`,
});

/**
 * A fresh service per test file: the embedded database in memory, or — when
 * TEST_DATABASE_URL is set — a real PostgreSQL server in a schema of its own.
 * Two accounts with a key pair each (`a`, `b`) to prove isolation.
 */
export async function startService(opts: { limits?: Partial<Limits>; now?: () => number; policy?: PolicyGenerator } = {}) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openStore(pgUrl ? { databaseUrl: pgUrl, schema } : {});
  const clock = { t: opts.now ? opts.now() : Date.now() };
  const now = opts.now ?? (() => clock.t);
  const { app, ctx } = await createApp({ db, now, policy: opts.policy ?? listPolicy, config: { baseUrl: BASE, appUrl: 'https://app.example.test', limits: { ...DEFAULT_LIMITS, ...opts.limits } } });
  const keyA = await createKeyPair(db, ctx.kek, 'acct_a');
  const keyB = await createKeyPair(db, ctx.kek, 'acct_b');
  const fetch = (url: string, init: RequestInit) => Promise.resolve(app.request(url, init));
  const clientFor = (k: { publicKey: string; privateKey: string }) => createClient({ baseUrl: BASE, ...k, fetch, now: () => new Date(clock.t) });
  return {
    db, app, ctx, clock, keyA, keyB, fetch,
    a: clientFor(keyA),
    b: clientFor(keyB),
    clientFor,
    async close() {
      if (pgUrl) await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
      await db.close();
    },
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;

/** The result items, asserting none is an error (with the error in the message when one is). */
export function ok<T>(items: readonly (T | { error: string })[]): T[] {
  for (const i of items) if (typeof i === 'object' && i !== null && 'error' in i) throw new Error(`unexpected item error: ${JSON.stringify(i)}`);
  return items as T[];
}
