import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildCookieDatabase,
  defaultCookieDatabase,
  defaultDatabasePath,
  factsToCsv,
  OCD_CATEGORIES,
  parseCookieFacts,
} from '../../../../src/service/classify/database.ts';
import { parseDomainCell } from '../../../../src/service/classify/domains.ts';

const HEADER = 'platform,category,name,domain,retention,controller,privacy_url,wildcard';

describe('the cookie database file', () => {
  const text = readFileSync(defaultDatabasePath(), 'utf8');
  const facts = parseCookieFacts(text);

  it('is found from the project root and holds the 2,264 facts of the pinned upstream commit', () => {
    expect(defaultDatabasePath()).toMatch(/data[/\\]open-cookie-database\.csv$/);
    expect(facts).toHaveLength(2264);
    expect(defaultCookieDatabase().size).toBe(2264);
  });

  it('uses only the six known categories', () => {
    expect(new Set(facts.map((f) => f.category))).toEqual(new Set(OCD_CATEGORIES));
  });

  it('reads quoted retention fields whole', () => {
    const shopify = facts.find((f) => f.name === 'shopify_pay_redirect');
    expect(shopify?.retention).toBe('30 minutes, 3w or 1y depending on value');
  });

  it('is written back byte for byte by factsToCsv (so a refresh diff shows only real changes)', () => {
    expect(factsToCsv(facts)).toBe(text);
  });

  it('indexes exact names, and prefixes longest first', () => {
    const db = defaultCookieDatabase();
    expect(db.exact.get('_ga')?.[0]?.platform).toBe('Google Analytics');
    expect(db.exact.has('_ga_')).toBe(false);
    const lengths = db.prefixes.map((r) => r.name.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    // `SSPR_*` is written with a star and wildcard 0: still a prefix.
    expect(db.prefixes.some((r) => r.name === 'SSPR_')).toBe(true);
  });
});

describe('parseCookieFacts validation', () => {
  it('names every problem with its line', () => {
    const bad = [HEADER, 'P,Tasty,n,,1y,C,,0', 'P,Analytics,,,1y,C,,0', 'P,Analytics,n,,1y,C,,2', 'P,Analytics,n'].join('\n');
    expect(() => parseCookieFacts(bad)).toThrow(
      /line 2: unknown category "Tasty".*line 3: empty name.*line 4: wildcard "2".*line 5: 3 fields, expected 8/,
    );
  });

  it('refuses a file whose header lacks a column', () => {
    expect(() => parseCookieFacts('platform,category,name\nP,Analytics,n')).toThrow(/no column domain/);
  });

  it('takes the upstream file, mapping its columns and dropping ID and Description', () => {
    const upstream = [
      'ID,Platform,Category,Cookie / Data Key name,Domain,Description,Retention period,Data Controller,User Privacy & GDPR Rights Portals,Wildcard match',
      '0d4b9f0e-0000-4000-8000-000000000001,Google Analytics,Analytics,_ga,,"ID used to identify users, long text",2 years,Google,https://business.safety.google/privacy/,0',
      '0d4b9f0e-0000-4000-8000-000000000002,Google Analytics,Analytics,_ga_,,"Used, too",2 years,Google,https://business.safety.google/privacy/,',
    ].join('\r\n');
    const facts = parseCookieFacts(upstream);
    expect(facts[0]).toEqual({
      platform: 'Google Analytics',
      category: 'Analytics',
      name: '_ga',
      domain: '',
      retention: '2 years',
      controller: 'Google',
      privacy_url: 'https://business.safety.google/privacy/',
      wildcard: '0',
    });
    expect(facts[1]?.wildcard).toBe('0');
    expect(factsToCsv(facts).split('\r\n')[0]).toBe(HEADER);
  });

  it('keeps only http(s) privacy links', () => {
    const db = buildCookieDatabase(
      parseCookieFacts(`${HEADER}\nP,Analytics,a,,1y,C,see website,0\nP,Analytics,b,,1y,C,https://p.example/,0`),
    );
    expect(db.exact.get('a')?.[0]?.privacyUrl).toBeNull();
    expect(db.exact.get('b')?.[0]?.privacyUrl).toBe('https://p.example/');
  });
});

describe('parseDomainCell', () => {
  it('normalises the free-text domains of the database', () => {
    expect(parseDomainCell('cookiebot.com (3rd party)')).toEqual(['cookiebot.com']);
    expect(parseDomainCell('.bing.com (3rd party) or .microsoft.com (3rd party)')).toEqual(['bing.com', 'microsoft.com']);
    expect(parseDomainCell('google-analytics.com (3rd party) or')).toEqual(['google-analytics.com']);
    expect(parseDomainCell('or 207.net (3rd party)')).toEqual(['207.net']);
    expect(parseDomainCell('Inspectlet.com (3rd party)')).toEqual(['inspectlet.com']);
    expect(parseDomainCell('')).toEqual([]);
  });

  it('drops zero-width characters and templated labels', () => {
    expect(parseDomainCell('.commander1.com\u200b')).toEqual(['commander1.com']);
    expect(parseDomainCell('ads-[account].adhese.com')).toEqual(['adhese.com']);
  });

  it('yields a host for every domain cell of the file but the two that name none', () => {
    const hostless = new Set(['id5-sync', 'ut']);
    for (const f of parseCookieFacts(readFileSync(defaultDatabasePath(), 'utf8'))) {
      if (f.domain && !hostless.has(f.domain)) expect(parseDomainCell(f.domain).length, f.domain).toBeGreaterThan(0);
    }
  });
});
