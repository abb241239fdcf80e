import { describe, expect, it } from 'vitest';
import { blockingMap } from '../../../../src/service/classify/blocking-map.ts';
import { defaultCookieDatabase } from '../../../../src/service/classify/database.ts';
import { defaultTrackerKnowledge } from '../../../../src/service/classify/knowledge.ts';
import { buildKnownFilter, knownFilter, knownTrackerDomains } from '../../../../src/service/classify/known-filter.ts';
import { waitsFor } from '../../../../src/shared/blocking-match.ts';
import { ESSENTIAL_HOSTS } from '../../../../src/shared/essential-hosts.ts';
import { knownCategory } from '../../../../src/shared/known-match.ts';

// The tracker knowledge every blocking map carries (docs/decisions/blocking.md#the-tracker-knowledge).
const k = defaultTrackerKnowledge();
const domains = knownTrackerDomains(k, defaultCookieDatabase());
const filter = knownFilter(k);
const page = { href: 'https://www.shop.example/', hostname: 'www.shop.example' };

describe('the tracker knowledge', () => {
  it('holds every tracker domain of data/ needing consent, third-party-web, the own table and the cookie database', () => {
    expect(domains.size).toBeGreaterThan(2000);
    for (const [d, c] of domains) expect(knownCategory(d, filter)?.[0], d).toBe(c);
    expect(domains.get('sc-static.net')).toBe('advertising');
    expect(domains.get('plausible.io')).toBe('analytics');
    // From the cookie database alone (a Marketing cookie's domain no other source names).
    expect(domains.get('visx.net')).toBe('advertising');
    // A cookie database domain with Functional rows is a site people visit, not a tracker's host.
    expect(domains.has('codepen.io')).toBe(false);
  });

  it('finds a subdomain by its nearest domain, the most specific first', () => {
    expect(knownCategory('cdn.taboola.com', filter)).toEqual(['advertising', 'taboola.com'.length]);
    expect(knownCategory('analytics.tiktok.com', filter)?.[0]).toBe('advertising');
    expect(knownCategory('www.tiktok.com', filter)?.[0]).toBe('social_networking');
  });

  it('gives no known CDN, hosting, utility or essential host a category, and few other hosts one', () => {
    const map = blockingMap({ urls: [page.href], cookies: [], unknown: 'allow' });
    // (A host with a tracker's URL rules, maps.google.com, is held by them.)
    const ruled = new Set(k.urls.filter((u) => u.tracker.kind === 'tracker').map((u) => u.host));
    for (const [d, t] of k.byDomain)
      if ((t.kind === 'never_blocked' || t.kind === 'container') && !ruled.has(d))
        expect(waitsFor(`https://${d}/`, map, page), d).toBeUndefined();
    // Made-up hosts of two probes each: odds 2 × 2^-12 per host, ~0.05%.
    let hits = 0;
    for (let i = 0; i < 20_000; i++) if (knownCategory(`cdn.site-${i}.example`, filter)) hits++;
    expect(hits / 20_000).toBeLessThan(0.002);
  });

  it('is the same filter for the same data, and one that keeps the domains it is given', () => {
    const small = new Map([
      ['a.example', 'analytics'],
      ['b.example', 'advertising'],
      ['c.example', 'performance'],
      ['d.example', 'social_networking'],
    ] as const);
    const f = buildKnownFilter(small, []);
    expect(buildKnownFilter(small, [])).toEqual(f);
    for (const [d, c] of small) expect(knownCategory(`www.${d}`, f)?.[0]).toBe(c);
  });
});

describe('essential hosts', () => {
  it('always load: with unknown third parties blocked, and over a website finding that names them', () => {
    const map = blockingMap({
      urls: [page.href],
      unknown: 'block',
      cookies: [{ domain: 'js.stripe.com', initiator: 'https://js.stripe.com/v3/', category: 'advertising' }],
    });
    map.advertising = [...(map.advertising ?? []), 'js.stripe.com', 'www.google.com'];
    for (const url of [
      'https://js.stripe.com/v3/',
      'https://www.google.com/recaptcha/api.js',
      'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js',
      'https://js.hcaptcha.com/1/api.js',
      'https://challenges.cloudflare.com/turnstile/v0/api.js',
      'https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js',
      'https://code.jquery.com/jquery-3.7.1.min.js',
      'https://cdn.jsdelivr.net/npm/x',
      'https://www.paypal.com/sdk/js?client-id=x',
      'https://fonts.googleapis.com/css2?family=Inter',
    ])
      expect(waitsFor(url, map, page), url).toBeUndefined();
    // Not the rest of the host: Google's ads and the unknown still wait.
    expect(waitsFor('https://www.google.com/pagead/1', map, page)).toEqual(['advertising']);
    expect(waitsFor('https://cdn.unlisted.example/x.js', map, page)).toHaveLength(4);
    expect(ESSENTIAL_HOSTS.length).toBeGreaterThan(10);
  });
});
