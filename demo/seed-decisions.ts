// Real decisions for the seeded websites, so that the QA panel's analytics charts have something to show:
// page views of the first-view script the seeded websites paste (`/c/{uuid}.js`, code_snippet.banner) and consent
// records POSTed to the record endpoint, as a visitor's browser sends them — no row is written behind the service's
// back. Never the config fetch a page view of the older snippet makes: the service would note each as an older
// snippet in use, and every seeded website would warn `legacy_snippet` (page-views/page-view-rule.ts).
import { randomUUID } from 'node:crypto';
import type { ConsentRecord } from '../src/schema/consent-record.ts';

/** Decisions per website: under the per-address limit of one minute (30), so one start records them all. */
export const SEEDED_DECISIONS = 16;
/** Page views per website, from four "browsers" (user agents), each under the per-visitor burst. */
const SEEDED_VIEWS = 20;
const AGENTS = ['Firefox/140.0', 'Chrome/142.0', 'Safari/605.1.15', 'Edg/142.0'].map((a) => `Mozilla/5.0 (demo seed) ${a}`);
const REGIONS = ['eu', 'eu', 'eu', 'us', 'california', 'global'] as const;
// A plausible mix: most accept, many reject, a few choose; GPC only where the region honours it.
const METHODS = ['accept_all', 'accept_all', 'accept_all', 'decline', 'decline', 'custom'] as const;

export interface SeededWebsite {
  uuid: string;
  /** The page the records name, on the website's own origin. */
  url: string;
  displayStyle: ConsentRecord['shown'];
  languages: readonly ConsentRecord['lang'][];
}

/**
 * Records `SEEDED_DECISIONS` decisions and `SEEDED_VIEWS` page views for each
 * website through the service's public endpoints at `appUrl`. Deterministic
 * per website (its index seeds the mix), so two starts chart alike.
 */
export async function seedDecisions(appUrl: string, sites: readonly SeededWebsite[]): Promise<number> {
  let recorded = 0;
  // The config without `?lang=`, which the runtime always sends, so no page view (Node's fetch says
  // `Sec-Fetch-Mode: cors` as a page's would): a record needs its website's version. Every version first: the per-address limit may refuse some of the page views that follow,
  // which then only count less.
  const versions: string[] = [];
  for (const site of sites) {
    const res = await fetch(`${appUrl}/public/v1/websites/${site.uuid}/config`);
    if (!res.ok) throw new Error(`seeded website's config refused (${res.status})`);
    versions.push(((await res.json()) as { version: string }).version);
  }
  // The page's <script> request for the first-view script, as a browser sends it: a page view of the snippet pasted.
  const view = (site: SeededWebsite, agent: string) =>
    fetch(`${appUrl}/c/${site.uuid}.js`, { headers: { 'sec-fetch-dest': 'script', referer: site.url, 'user-agent': agent } });
  for (const [n, site] of sites.entries()) {
    const random = seededRandom(n + 1);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const version = versions[n]!;
    for (let i = 0; i < SEEDED_VIEWS; i++) await (await view(site, AGENTS[i % AGENTS.length]!)).arrayBuffer();
    for (let i = 0; i < SEEDED_DECISIONS; i++) {
      const region = pick(REGIONS);
      const gpc = (region === 'california' || region === 'us') && random() < 0.4;
      const method = gpc ? 'gpc' : pick(METHODS);
      const record: ConsentRecord = {
        id: randomUUID(),
        visitor: randomUUID(),
        website: site.uuid,
        granted:
          method === 'accept_all'
            ? ['essential', 'performance', 'analytics', 'advertising', 'social_networking']
            : method === 'custom'
              ? ['essential', 'analytics']
              : ['essential'],
        method,
        region,
        lang: pick(site.languages),
        version,
        url: site.url,
        at: new Date().toISOString(),
        shown: gpc ? 'none' : method === 'custom' ? 'preferences' : site.displayStyle,
      };
      const res = await fetch(`${appUrl}/public/v1/consents`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: new URL(site.url).origin },
        body: JSON.stringify(record),
      });
      if (res.status !== 204) throw new Error(`seeded decision refused (${res.status}): ${await res.text()}`);
      recorded++;
    }
  }
  return recorded;
}

/** A small deterministic generator (mulberry32): the same mix on every start. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
