// Real decisions for the seeded websites, so that the QA panel's analytics charts have something to show:
// each one a page view the runtime's config fetch counts and a consent record POSTed to the record endpoint,
// as a visitor's browser sends them — no row is written behind the service's back.
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
  const config = (site: SeededWebsite, agent: string) =>
    fetch(`${appUrl}/public/v1/websites/${site.uuid}/config?lang=en`, {
      headers: { origin: new URL(site.url).origin, 'sec-fetch-mode': 'cors', 'user-agent': agent },
    });
  // Every version first: the config's per-address limit may refuse some of the page views that follow,
  // which then only count less, but a record needs its website's version.
  const versions: string[] = [];
  for (const site of sites) versions.push(((await (await config(site, AGENTS[0]!)).json()) as { version: string }).version);
  for (const [n, site] of sites.entries()) {
    const random = seededRandom(n + 1);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const version = versions[n]!;
    for (let i = 1; i < SEEDED_VIEWS; i++) await (await config(site, AGENTS[i % AGENTS.length]!)).arrayBuffer();
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
