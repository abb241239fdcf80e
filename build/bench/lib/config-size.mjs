import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ACCOUNT } from './service-process.mjs';

/** @type {typeof import('./website.mjs').CATEGORIES} */
const CATS = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];

/**
 * The size of the config of a website with 50 cookies in German (budget 4 KB brotli), as the config endpoint
 * answers it. Returns a line for the report.
 * @param {import('./website.mjs').BenchApi} api
 * @param {string} origin
 */
export async function configSizeLine({ client, must }, origin) {
  const [big] = must(await client.websites.create([{ account_id: ACCOUNT, url: 'https://big.example', name: 'Fifty cookies' }]));
  must(await client.banners.put([{ account_id: ACCOUNT, id: big.id, selected_languages: ['de'] }]));
  must(
    await client.cookies.create(
      Array.from({ length: 50 }, (_, i) => ({
        account_id: ACCOUNT,
        website_id: big.id,
        name: `cookie_${i}_${'abcdefgh'.slice(0, i % 8)}`,
        domain: i % 2 ? '.big.example' : `.vendor${i}.example`,
        category: CATS[i % 5],
        lifetime: String(86400 * (1 + ((i * 37) % 400))),
        service: `Vendor ${i % 9}`,
        en_us: `Used by vendor ${i % 9} to remember setting number ${i} between visits.`,
        de: `Wird von Anbieter ${i % 9} verwendet, um Einstellung Nummer ${i} zwischen Besuchen zu speichern.`,
      })),
    ),
  );
  const res = await fetch(`${origin}/public/v1/websites/${big.uuid}/config?lang=de`);
  if (!res.ok) return `config of a website with 50 cookies: the config endpoint answered ${res.status}`;
  const body = Buffer.from(await res.arrayBuffer());
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const over = br > 4096 ? '  OVER BUDGET' : '';
  return `config of a website with 50 cookies (de): ${body.length} B raw, ${gzipSync(body, { level: 9 }).length} B gzip, ${br} B brotli (budget 4096)${over}`;
}
