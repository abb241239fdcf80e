import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ACCOUNT } from './service-process.mjs';

/** @typedef {import('./website.mjs').BenchApi} BenchApi */
/** @typedef {import('./client.mjs').BenchLib} BenchLib */
/** @typedef {Omit<import('zod').input<typeof import('../../../src/schema/cookie.ts').CookieCreate>, 'account_id' | 'website_id'>} ExtraCookie */

/** @param {Buffer} buf */
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The typical website (build/typical-website.ts) through the signed API at `url`, with `extra` cookies, automatic
 * blocking `blocking`. Its cookies are as a scan reports them: with the script that set each (`initiator`).
 * @param {BenchApi} api
 * @param {BenchLib} lib
 * @param {{ url: string, name: string, blocking: boolean, extra?: ExtraCookie[] }} website
 */
export async function createTypicalWebsite({ client, must }, lib, { url, name, blocking, extra = [] }) {
  const [site] = must(await client.websites.create([{ account_id: ACCOUNT, url, name }]));
  must(await client.banners.put([{ account_id: ACCOUNT, id: site.id, automatic_blocking: blocking }]));
  must(
    await client.cookies.create(
      [...lib.TYPICAL_WEBSITE.cookies, ...extra].map((c) => ({ account_id: ACCOUNT, website_id: site.id, ...c })),
    ),
  );
  return site;
}

/**
 * The brotli bytes (quality 11) of a website's first-view script `/c/{uuid}.js` as the service answers it.
 * @param {string} origin
 * @param {string} uuid
 */
export async function firstViewBytes(origin, uuid) {
  const res = await fetch(`${origin}/c/${uuid}.js`, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`/c/${uuid}.js answered ${res.status}`);
  return brotli(Buffer.from(await res.arrayBuffer()));
}

/**
 * What blocking costs the typical website in bytes, for the report: its map (from the build, dist/sizes.json)
 * and its first-view script as the service serves it, blocking off and on.
 * @param {BenchApi} api
 * @param {BenchLib} lib
 * @param {string} origin
 * @param {string} root
 */
export async function typicalBytesLines(api, lib, origin, root) {
  /** @type {string[]} */
  const lines = [];
  /** @type {{ blocking?: ReturnType<typeof import('../../blocking-sizes.ts').blockingSizes> | null }} */
  const sizes = JSON.parse(readFileSync(join(root, 'dist/sizes.json'), 'utf8'));
  const built = sizes.blocking;
  if (built) {
    const { map, known } = built;
    lines.push(
      `blocking map of the typical website (build/typical-website.ts: Google Analytics and Ads through gtag.js, the Meta Pixel, a YouTube embed): ${map.entries} entries, ${map.raw} B raw, ${map.brotli} B brotli (budget ${map.budget})`,
    );
    // The tracker knowledge every blocking map carries (docs/decisions/blocking.md#the-tracker-knowledge).
    if (known)
      lines.push(
        `the tracker knowledge in every blocking map (an xor filter of ${known.domains} tracker domains): ${known.brotli} B brotli alone, +${known.added} B in the first view (budget ${known.budget})`,
      );
  }
  /** @param {boolean} blocking */
  const bytesWith = async (blocking) => {
    const site = await createTypicalWebsite(api, lib, {
      url: lib.TYPICAL_WEBSITE.url,
      name: `${lib.TYPICAL_WEBSITE.name} (blocking ${blocking ? 'on' : 'off'})`,
      blocking,
    });
    return firstViewBytes(origin, site.uuid);
  };
  const off = await bytesWith(false);
  const on = await bytesWith(true);
  lines.push(
    `its first-view script \`/c/{uuid}.js\`, config included, brotli: ${off} B with blocking off, ${on} B on (+${on - off} B: the blocker and the map, with the tracker knowledge)`,
  );
  return lines;
}
