import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvField, parseCsv } from './csv.ts';
import { parseDomainCell } from './domains.ts';

/** The Open Cookie Database's categories, as its CSV spells them. */
export const OCD_CATEGORIES = ['Functional', 'Marketing', 'Analytics', 'Security', 'Necessary', 'Personalization'] as const;
export type OcdCategory = (typeof OCD_CATEGORIES)[number];

/** Columns of data/open-cookie-database.csv: the upstream facts without the descriptions (data/README, NOTICE). */
export const FACTS_COLUMNS = [
  'platform',
  'category',
  'name',
  'domain',
  'retention',
  'controller',
  'privacy_url',
  'wildcard',
] as const;
type FactsColumn = (typeof FACTS_COLUMNS)[number];
/** One row of the facts CSV, fields as written. */
export type CookieFact = Record<FactsColumn, string>;

// The upstream file (open-cookie-database.csv in jkwakman/Open-Cookie-Database) names
// its columns differently and carries ID and Description, which the project leaves out.
const UPSTREAM_COLUMNS: Record<FactsColumn, string> = {
  platform: 'Platform',
  category: 'Category',
  name: 'Cookie / Data Key name',
  domain: 'Domain',
  retention: 'Retention period',
  controller: 'Data Controller',
  privacy_url: 'User Privacy & GDPR Rights Portals',
  wildcard: 'Wildcard match',
};

/** A database entry ready for lookups. */
export interface CookieRule {
  platform: string;
  category: OcdCategory;
  /** The exact name, or the prefix when `prefix` is true. */
  name: string;
  /** Hosts from the domain cell, normalised; empty when the database names none. */
  domains: string[];
  retention: string;
  controller: string;
  privacyUrl: string | null;
  /** `wildcard` = 1 upstream: the name is a prefix (`_ga_` for `_ga_ABC123`). */
  prefix: boolean;
}

export interface CookieDatabase {
  /** Exact names, each with every entry of that name in file order (a few names belong to several platforms). */
  exact: Map<string, CookieRule[]>;
  /** The same keyed by lower-case name, for cookies whose case differs from the database's (`datadome`). */
  exactFolded: Map<string, CookieRule[]>;
  /** Prefix entries, longest first, so the first that matches is the longest prefix. */
  prefixes: CookieRule[];
  size: number;
}

const isOcdCategory = (c: string): c is OcdCategory => (OCD_CATEGORIES as readonly string[]).includes(c);

/**
 * Reads the facts CSV, or the upstream CSV (recognised by its header), into
 * rows of the facts columns. Validates every row and throws one error that
 * lists the problems (the first 20) with their line numbers, so a refresh
 * from a broken file changes nothing.
 */
export function parseCookieFacts(text: string): CookieFact[] {
  const [header = [], ...rows] = parseCsv(text);
  const names = header.map((h) => h.trim());
  const upstream = names.includes(UPSTREAM_COLUMNS.name);
  const index = {} as Record<FactsColumn, number>;
  const problems: string[] = [];
  for (const column of FACTS_COLUMNS) {
    index[column] = names.indexOf(upstream ? UPSTREAM_COLUMNS[column] : column);
    if (index[column] < 0) problems.push(`header: no column ${upstream ? UPSTREAM_COLUMNS[column] : column}`);
  }
  if (problems.length) throw new Error(`cookie database: ${problems.join('; ')} (header: ${names.join(',')})`);

  const facts: CookieFact[] = [];
  for (const [i, row] of rows.entries()) {
    // Line numbers count the header as line 1; a quoted line break would shift them, and the data has none.
    const line = i + 2;
    if (row.length !== names.length) {
      problems.push(`line ${line}: ${row.length} fields, expected ${names.length}`);
      continue;
    }
    const fact = {} as CookieFact;
    for (const column of FACTS_COLUMNS) fact[column] = row[index[column]]!.trim();
    if (upstream && fact.wildcard === '') fact.wildcard = '0';
    if (!fact.name) problems.push(`line ${line}: empty name`);
    if (!isOcdCategory(fact.category)) problems.push(`line ${line}: unknown category "${fact.category}"`);
    if (fact.wildcard !== '0' && fact.wildcard !== '1') problems.push(`line ${line}: wildcard "${fact.wildcard}" is not 0 or 1`);
    facts.push(fact);
  }
  if (problems.length) {
    const more = problems.length > 20 ? ` (and ${problems.length - 20} more)` : '';
    throw new Error(`cookie database: ${problems.slice(0, 20).join('; ')}${more}`);
  }
  return facts;
}

/** The facts as the CSV the project keeps: header first, CRLF line ends as in RFC 4180 and the upstream file. */
export const factsToCsv = (facts: CookieFact[]): string =>
  `${[FACTS_COLUMNS, ...facts.map((f) => FACTS_COLUMNS.map((c) => f[c]))].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;

/** Turns validated facts into the lookup structure. */
export function buildCookieDatabase(facts: CookieFact[]): CookieDatabase {
  const exact = new Map<string, CookieRule[]>();
  const exactFolded = new Map<string, CookieRule[]>();
  const prefixes: CookieRule[] = [];
  const add = (map: Map<string, CookieRule[]>, key: string, rule: CookieRule) => {
    const list = map.get(key);
    if (list) list.push(rule);
    else map.set(key, [rule]);
  };
  for (const f of facts) {
    // A few names carry a literal `*` (`SSPR_*`) with wildcard 0: the star says "prefix" all the same.
    const star = f.name.endsWith('*');
    const rule: CookieRule = {
      platform: f.platform || f.controller,
      category: f.category as OcdCategory,
      name: star ? f.name.replace(/\*+$/, '') : f.name,
      domains: parseDomainCell(f.domain),
      retention: f.retention,
      controller: f.controller,
      privacyUrl: /^https?:\/\//.test(f.privacy_url) ? f.privacy_url : null,
      prefix: f.wildcard === '1' || star,
    };
    if (rule.prefix) prefixes.push(rule);
    else {
      add(exact, rule.name, rule);
      add(exactFolded, rule.name.toLowerCase(), rule);
    }
  }
  // Stable sort: among prefixes of equal length, file order decides.
  prefixes.sort((a, b) => b.name.length - a.name.length);
  return { exact, exactFolded, prefixes, size: facts.length };
}

/** Where the service finds the database: `data/` under the project root, which is where the bundled service runs. */
export const defaultDatabasePath = (): string => join(process.cwd(), 'data', 'open-cookie-database.csv');

/** Reads and indexes the database file (by default `defaultDatabasePath()`); throws when it is missing or invalid. */
export const loadCookieDatabase = (path: string = defaultDatabasePath()): CookieDatabase =>
  buildCookieDatabase(parseCookieFacts(readFileSync(path, 'utf8')));

let loaded: CookieDatabase | undefined;
/** The database at the default path, read on first use and then kept: it never changes while the service runs. */
export const defaultCookieDatabase = (): CookieDatabase => (loaded ??= loadCookieDatabase());
