import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';
import { TPW_CATEGORIES, TPW_CATEGORY } from './source-categories.ts';
import type { KnownCategory, Tracker } from './tracker-types.ts';

// The tracker knowledge the service reads from data/ (docs/scanner.md#the-data): third-party-web's entities,
// precomputed by build/refresh-trackers.mjs into a compact file, and the project's own table. Both are
// validated whole when the service starts, so a bad file stops it with the file, the entry and the field.

const HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/;
const Host = z.string().regex(HOST, 'must be a lower-case host name (example.com)');
/** `host/path`, `*` standing for one path segment, and an optional `?param=prefix`. */
const UrlRule = z.string().regex(/^[a-z0-9.-]+\/[^?\s]*(\?[A-Za-z0-9_]+=[^&\s]*)?$/, 'must be host/path[?param=prefix]');
/** A cookie or storage name, `*` for any characters. */
const NamePattern = z.string().min(1).max(256);

export const ThirdPartyWebFile = z.object({
  package: z.literal('third-party-web'),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  entities: z.array(
    z.strictObject({
      name: z.string().min(1),
      category: z.enum(TPW_CATEGORIES),
      /** Pages of the HTTP Archive crawl that load it: how common it is (the most common first in `ranked`). */
      reach: z.number().int().min(0),
      domains: z.array(Host).min(1),
    }),
  ),
});
export type ThirdPartyWebFile = z.infer<typeof ThirdPartyWebFile>;

const Vendor = z
  .strictObject({
    service: z.string().min(1),
    kind: z.enum(['container', 'never_blocked']).optional(),
    category: z.enum(CONSENT_CATEGORIES).optional(),
    policy: z.url({ protocol: /^https$/ }).optional(),
    dpf: z.literal(true).optional(),
    pixel: z.string().min(1).optional(),
    domains: z.array(Host).optional(),
    paths: z.array(UrlRule).optional(),
    cookies: z.array(NamePattern).optional(),
    storage: z.array(NamePattern).optional(),
  })
  .refine((v) => (v.kind ? v.category === undefined || v.category === 'essential' : !!v.category && v.category !== 'essential'), {
    message: 'a tracker has a category other than essential; a container or never_blocked entry none, or essential',
  });
export const OwnTrackerFile = z.object({ $comment: z.string().optional(), vendors: z.array(Vendor) });
export type OwnTrackerFile = z.infer<typeof OwnTrackerFile>;
type OwnVendor = OwnTrackerFile['vendors'][number];

interface UrlMatcher {
  host: string;
  path: RegExp;
  param: [string, string] | null;
  /** Longer rules are more specific: they are tried first. */
  weight: number;
  /** The rule as written in the table (`host/path?param=prefix`). */
  source: string;
  tracker: Tracker;
}
export interface NameMatcher {
  exact: string | null;
  pattern: RegExp | null;
  /** Too common a name to trust off the vendor's own domains (`lang`, `uid`, `wistia`). */
  bound: boolean;
  domains: readonly string[];
  tracker: Tracker;
}

/** Names by exact spelling, and the patterns (`_pk_id.*`) tried after them in table order. */
export interface NameIndex {
  exact: Map<string, NameMatcher[]>;
  patterns: NameMatcher[];
}
const nameIndex = (): NameIndex => ({ exact: new Map(), patterns: [] });
const addName = (index: NameIndex, m: NameMatcher) => {
  if (m.pattern) index.patterns.push(m);
  else index.exact.set(m.exact!, [...(index.exact.get(m.exact!) ?? []), m]);
};

/** Everything the classifier and the blocking map know of third parties. */
export interface TrackerKnowledge {
  byDomain: Map<string, Tracker>;
  urls: UrlMatcher[];
  cookieNames: NameIndex;
  storageNames: NameIndex;
  /** Every entry with its domains and URL rules, the most common first (the blocking map reads its rules). */
  ranked: { tracker: Tracker; domains: readonly string[]; rules: readonly string[] }[];
  versions: { thirdPartyWeb: string };
}

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const urlMatcher = (rule: string, tracker: Tracker): UrlMatcher => {
  const [hostPath = '', query] = rule.split('?');
  const slash = hostPath.indexOf('/');
  const path = hostPath.slice(slash).split('*').map(escapeRegExp).join('[^/]+');
  const [name = '', prefix = ''] = query ? query.split('=') : [];
  return {
    host: hostPath.slice(0, slash),
    path: new RegExp(`^${path}`),
    param: query ? [name, prefix] : null,
    weight: rule.length,
    source: rule,
    tracker,
  };
};
/** Names of four characters or fewer, and plain lower-case words, count only on the vendor's own domains. */
const nameMatcher = (name: string, tracker: Tracker, domains: readonly string[]): NameMatcher => {
  const star = name.indexOf('*');
  const fixed = name.replaceAll('*', '');
  return {
    exact: star < 0 ? name : null,
    pattern: star < 0 ? null : new RegExp(`^${name.split('*').map(escapeRegExp).join('.*')}$`),
    bound: fixed.length <= 4 || /^[a-z]{1,8}$/.test(fixed),
    domains,
    tracker,
  };
};

const ownParent = (own: Map<string, Tracker>, host: string): Tracker | undefined => {
  for (let h = host; h.includes('.'); h = h.slice(h.indexOf('.') + 1)) {
    const t = own.get(h);
    if (t) return t;
  }
  return undefined;
};

/** The knowledge from the two parsed files: own entries win over third-party-web's for the same domain. */
export function buildTrackerKnowledge(tpw: ThirdPartyWebFile, own: OwnTrackerFile): TrackerKnowledge {
  const byDomain = new Map<string, Tracker>();
  const ranked: TrackerKnowledge['ranked'] = [];
  const reachOf = new Map<string, number>();
  for (const e of tpw.entities) for (const d of e.domains) reachOf.set(d, Math.max(reachOf.get(d) ?? 0, e.reach));
  const ownDomains = new Map<string, Tracker>();
  const urls: UrlMatcher[] = [];
  const cookieNames = nameIndex();
  const storageNames = nameIndex();
  for (const v of own.vendors) {
    const domains = v.domains ?? [];
    const tracker = ownTracker(v, Math.max(0, ...domains.map((d) => reachOf.get(d) ?? 0)));
    for (const d of domains) ownDomains.set(d, tracker);
    for (const rule of v.paths ?? []) urls.push(urlMatcher(rule, tracker));
    for (const n of v.cookies ?? []) addName(cookieNames, nameMatcher(n, tracker, domains));
    for (const n of v.storage ?? []) addName(storageNames, nameMatcher(n, tracker, domains));
    ranked.push({ tracker, domains, rules: v.paths ?? [] });
  }
  for (const e of tpw.entities) {
    const mapped = TPW_CATEGORY[e.category];
    const tracker: Tracker = { service: e.name, ...mapped, policy: null, from: 'third-party-web', reach: e.reach };
    // The own table is written for its vendors' hosts: a more specific third-party-web entry under one of its
    // domains that says something else (www.linkedin.com as LinkedIn's ads) is left out.
    const domains = e.domains.filter((d) => {
      const parent = ownParent(ownDomains, d);
      return !parent || (parent.category === tracker.category && parent.kind === tracker.kind);
    });
    for (const d of domains) byDomain.set(d, tracker);
    if (domains.length) ranked.push({ tracker, domains, rules: [] });
  }
  for (const [d, t] of ownDomains) byDomain.set(d, t);
  urls.sort((a, b) => b.weight - a.weight);
  // Stable: among equally common entries the own table (added last) comes after; it overrides by domain anyway.
  ranked.sort((a, b) => b.tracker.reach - a.tracker.reach);
  return { byDomain, urls, cookieNames, storageNames, ranked, versions: { thirdPartyWeb: tpw.version } };
}

const ownTracker = (v: OwnVendor, reach: number): Tracker => ({
  service: v.service,
  category: (v.category ?? null) as KnownCategory | null,
  kind: v.kind ?? 'tracker',
  policy: v.policy ?? null,
  ...(v.pixel ? { pixel: v.pixel } : {}),
  ...(v.dpf ? { dpf: true } : {}),
  from: 'own_table',
  reach,
});

/** Parses one JSON file with its schema; throws naming the file, the entry and the field. */
export function parseKnowledgeFile<T>(schema: z.ZodType<T>, text: string, file: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
  return parsed.data;
}

export const THIRD_PARTY_WEB_FILE = 'third-party-web.json';
export const OWN_TRACKERS_FILE = 'own-trackers.json';

/** Reads and checks both files in `dir` (by default `data/` under the working directory, as the cookie database). */
export function loadTrackerKnowledge(dir = join(process.cwd(), 'data')): TrackerKnowledge {
  const read = <T>(schema: z.ZodType<T>, name: string) =>
    parseKnowledgeFile(schema, readFileSync(join(dir, name), 'utf8'), join(dir, name));
  return buildTrackerKnowledge(read(ThirdPartyWebFile, THIRD_PARTY_WEB_FILE), read(OwnTrackerFile, OWN_TRACKERS_FILE));
}

let loaded: TrackerKnowledge | undefined;
/** The knowledge in data/, read on first use (the service asks at start, so a bad file stops it there) and kept. */
export const defaultTrackerKnowledge = (): TrackerKnowledge => (loaded ??= loadTrackerKnowledge());
