import { ACCOUNT, KEYS } from './service-process.mjs';

/** The cookie categories of the bench's website, one cookie each: four, as each peer is set up. */
export const CATEGORIES = ['essential', 'performance', 'analytics', 'advertising'];

/** A signed client of the service at `origin`, whose write answers are checked item by item. */
export function benchClient(lib, origin) {
  const client = lib.createClient({ baseUrl: origin, ...KEYS });
  const must = (items) => {
    for (const i of items) if (lib.isItemError(i)) throw new Error(`the service refused: ${JSON.stringify(i)}`);
    return items;
  };
  return { client, must };
}

/**
 * A website like the peers' pages: four categories with a cookie each, English, the default banner. Created
 * through the signed API as a partner would; its `code_snippet` is what the page embeds.
 */
export async function createBenchWebsite({ client, must }, url, name = 'Example News') {
  const [site] = must(await client.websites.create([{ account_id: ACCOUNT, url, name }]));
  must(
    await client.cookies.create(
      CATEGORIES.map((category, i) => ({
        account_id: ACCOUNT,
        website_id: site.id,
        name: `cookie_${i}`,
        domain: new URL(url).hostname,
        category,
        lifetime: '31536000',
        en_us: `A ${category} cookie.`,
      })),
    ),
  );
  return site;
}
