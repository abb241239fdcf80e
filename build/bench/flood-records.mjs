// The flood figure of consent records (docs/decisions/public-endpoints.md#consent-record-limits): the
// production service (dist/service.mjs, `node build/build.mjs` first) with its rate limits on, 80 loopback
// addresses (127.0.0.1–80, one /24) sending 30 forged records each with the website's Origin, then a real
// visitor's record from a fresh address of that network and from another network (127.0.1.1, the service
// reads the socket's address); then the same from 80 networks (127.0.<n>.1). Prints what got through.
//   node build/bench/flood-records.mjs
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { loadClient } from './lib/client.mjs';
import { declineRecord } from './lib/decline-record.mjs';
import { ACCOUNT, startService } from './lib/service-process.mjs';
import { benchClient } from './lib/website.mjs';

/** @typedef {import('../../src/schema/consent-record.ts').ConsentRecord} ConsentRecord */

// FLOOD_ROOT: another checkout's build, to measure it the same way (main's, for the figure before).
const root = process.env.FLOOD_ROOT ?? new URL('../..', import.meta.url).pathname;
/**
 * Posts one consent record from `localAddress` with the website's Origin; the status the service answers.
 * @param {string} origin
 * @param {ConsentRecord} body
 * @param {string} localAddress
 * @param {string} siteOrigin
 * @returns {Promise<number | undefined>}
 */
const post = (origin, body, localAddress, siteOrigin) =>
  new Promise((ok, fail) => {
    const req = request(
      `${origin}/public/v1/consents`,
      { method: 'POST', localAddress, headers: { 'content-type': 'text/plain', origin: siteOrigin } },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });

const lib = await loadClient(root);
const svc = await startService(root, { env: { RATE_LIMITS: 'on' } });
try {
  const { client, must } = benchClient(lib, svc.origin);
  /** @type {(label: string, floodAddress: (a: number) => string) => Promise<void>} */
  const run = async (label, floodAddress) => {
    const url = `https://${randomUUID().slice(0, 8)}.example`;
    const [site] = must(await client.websites.create([{ account_id: ACCOUNT, url }]));
    /** @type {import('../../src/schema/runtime-config.ts').RuntimeConfig} */
    const { version } = await (await fetch(`${svc.origin}/public/v1/websites/${site.uuid}/config?lang=en`)).json();
    const record = () => declineRecord({ website: site.uuid, version, url: `${url}/` });
    /** @type {Record<string, number>} */
    const codes = {};
    for (let a = 1; a <= 80; a++)
      for (let i = 0; i < 30; i++) {
        const code = await post(svc.origin, record(), floodAddress(a), url);
        codes[String(code)] = (codes[String(code)] ?? 0) + 1;
      }
    const visitor = async (/** @type {string} */ address) => {
      const got = [];
      for (let i = 0; i < 3; i++) got.push(await post(svc.origin, record(), address, url));
      return `${address}: ${got.join(' ')}`;
    };
    console.log(
      `${label}: flood ${JSON.stringify(codes)}; real visitor, 3 records each — ${await visitor('127.0.0.200')}, ${await visitor('127.0.1.1')}, ${await visitor('127.0.2.1')}`,
    );
  };
  await run('80 addresses of one /24 (127.0.0.1–80)', (a) => `127.0.0.${a}`);
  await run('80 networks (127.0.<n>.1, n = 101–180)', (a) => `127.0.${100 + a}.1`);
} finally {
  await svc.stop();
}
