import type { Queryable } from '../../../src/service/store/db.ts';
import { signedRequest } from '../signed-request.ts';

// The signed /v1/websites requests that replay.test.ts and idempotency.test.ts send twice,
// and the count of what they really wrote.

type Key = { publicKey: string; privateKey: string };

/** A request to /v1/websites signed with `key` at `at` ms; `headers` are sent unsigned. */
export const websitesRequest = (
  key: Key,
  at: number,
  method: string,
  o: { body?: unknown; query?: unknown[]; headers?: Record<string, string> } = {},
) => signedRequest({ key, at, method, path: '/v1/websites', ...o });

/** A signed POST that creates one website per url in `account` (acct_a unless said). */
export const postWebsites = (
  key: Key,
  at: number,
  urls: string[],
  o: { account?: string; headers?: Record<string, string> } = {},
) =>
  websitesRequest(key, at, 'POST', { body: urls.map((url) => ({ account_id: o.account ?? 'acct_a', url })), headers: o.headers });

/** How many websites with `url` the database holds. */
export const websiteCount = async (db: Queryable, url: string) =>
  Number((await db.query<{ n: number | string }>('SELECT count(*) AS n FROM websites WHERE url = $1', [url]))[0]!.n);
