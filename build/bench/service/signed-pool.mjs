/**
 * Where the bundled client is (lib/client.mjs), the bench's keys, account and website, where to send, and how
 * many writes to sign.
 * @typedef {{ clientFile: string, origin: string, keys: { publicKey: string, privateKey: string }, accountId: string,
 *   websiteId: string, writes: number }} PoolOptions
 */
/** One request as autocannon takes it. @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} SignedRequest */

/**
 * A pool of /v1 requests signed with the project's client (src/client/signing.ts, bundled by lib/client.mjs),
 * for autocannon, whose per-request hook cannot wait for Web Crypto: signed up front. Each fourth request is
 * a write (a cookie created under a new name: the service accepts a write's signature once); the other three
 * read the websites, the website's cookies and its banner. Reads are signed once each; a GET may be repeated.
 * `next()` returns the next request; past the last write the writes start over, and those are refused as
 * replays, which the results show as non-2xx answers.
 * @param {PoolOptions} options
 * @returns {Promise<() => SignedRequest>}
 */
export async function signedPool({ clientFile, origin, keys, accountId, websiteId, writes }) {
  /** @type {typeof import('../../../src/client/signing.ts')} */
  const s = await import(clientFile);
  const host = new URL(origin).host;
  const timestamp = s.formatTimestamp(new Date());
  const signWith = await s.signer(keys.privateKey, timestamp);
  /** @type {(method: string, path: string, query?: unknown[], bodyValue?: unknown) => Promise<SignedRequest>} */
  const signed = async (method, path, query, bodyValue) => {
    const param = query ? encodeURIComponent(JSON.stringify(query)) : '';
    const body = bodyValue === undefined ? '' : JSON.stringify(bodyValue);
    const signature = await signWith(s.canonicalString({ method, host, path, param, timestamp }, await s.sha256Hex(body)));
    /** @type {Record<string, string>} */
    const headers = { authorization: s.authorizationHeader(keys.publicKey, signature), [s.TIMESTAMP_HEADER]: timestamp };
    if (body) headers['content-type'] = 'application/json';
    return { method, path: param ? `${path}?query=${param}` : path, headers, ...(body ? { body } : {}) };
  };
  const ofWebsite = [{ account_id: accountId, website_id: websiteId }];
  const reads = [
    await signed('GET', '/v1/websites', [{ account_id: accountId }]),
    await signed('GET', '/v1/websites/cookies', ofWebsite),
    await signed('GET', '/v1/websites/banners', [{ account_id: accountId, id: websiteId }]),
  ];
  /** @type {SignedRequest[]} */
  const pool = [];
  for (let i = 0; i < writes; i++) {
    const cookie = {
      account_id: accountId,
      website_id: websiteId,
      name: `bench_${i}`,
      domain: 'news.example',
      category: 'analytics',
      lifetime: '86400',
      en_us: 'A cookie the benchmark writes.',
    };
    pool.push(await signed('POST', '/v1/websites/cookies', undefined, [cookie]));
  }
  let n = 0;
  return () => {
    const i = n++;
    // Both in range: reads has 0, 1 and 2, and pool is not empty (the worker asks for thousands of writes).
    return /** @type {SignedRequest} */ (i % 4 === 3 ? pool[((i - 3) / 4) % pool.length] : reads[i % 4]);
  };
}
