import { describe, expect, it } from 'vitest';
import { TYPICAL_WEBSITE } from '../../../build/typical-website.ts';
import { BLOCKING_MAP_BUDGET, blockingMap, mapBytes } from '../../../src/service/classify/blocking-map.ts';
import { waitsFor } from '../../../src/shared/blocking-match.ts';

// The typical website (Google Analytics and Ads through gtag.js, the Meta Pixel, a YouTube embed), with Hotjar,
// its own cookies, and a cookie a partner added by hand through the API.
const typical = {
  urls: [TYPICAL_WEBSITE.url],
  unknown: 'allow' as const,
  cookies: [
    ...TYPICAL_WEBSITE.cookies,
    { domain: 'www.shop.example', initiator: 'https://static.hotjar.com/c/hotjar-1.js', category: 'analytics;' as const },
    { domain: 'www.shop.example', initiator: 'https://www.shop.example/app.js', category: 'essential' as const },
    { domain: '.tracker.unknown-vendor.example', initiator: null, category: 'advertising' as const },
  ],
};

describe('the blocking map', () => {
  const map = blockingMap(typical);

  it("holds the website's own findings, by URL rule, known domain or host", () => {
    expect(map.analytics).toEqual(expect.arrayContaining(['www.googletagmanager.com/gtag/js', 'hotjar.com']));
    expect(map.advertising).toEqual(
      expect.arrayContaining([
        'www.googletagmanager.com/gtag/js?id=AW-',
        'connect.facebook.net/*/fbevents.js',
        'tracker.unknown-vendor.example',
      ]),
    );
    expect(map.social_networking).toEqual(expect.arrayContaining(['youtube.com']));
  });

  it('adds the most common known trackers within its budget', () => {
    expect(mapBytes(map)).toBeLessThanOrEqual(BLOCKING_MAP_BUDGET);
    expect(map.advertising).toEqual(expect.arrayContaining(['doubleclick.net']));
    const all = Object.values(map).flat();
    expect(all.length).toBeGreaterThan(40);
  });

  it('never holds the website itself, never-blocked hosts or a container', () => {
    const all = [map.performance, map.analytics, map.advertising, map.social_networking].flat();
    for (const key of all) expect(key, key).not.toMatch(/shop\.example|googletagmanager\.com\/gtm\.js|jquery|gstatic/);
    expect(all).not.toContain('googletagmanager.com');
  });

  it("keeps every one of the website's findings past the budget: dropping one would fail open", () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      domain: `.t${i}.vendor-${i}.example`,
      initiator: null,
      category: 'advertising' as const,
    }));
    const big = blockingMap({ ...typical, cookies: many }, 512);
    expect(big.advertising).toHaveLength(300);
  });

  it('carries the unknown-third-parties setting only when it blocks', () => {
    expect(map.unknown).toBeUndefined();
    expect(blockingMap({ ...typical, unknown: 'block' }).unknown).toBe('block');
  });

  it("in advanced consent mode lets Google's consent-mode tags load, and only them", () => {
    const page = { href: 'https://www.shop.example/', hostname: 'www.shop.example' };
    const google = [
      'https://www.googletagmanager.com/gtag/js?id=G-ABC',
      'https://www.googletagmanager.com/gtag/js?id=AW-1',
      'https://region1.google-analytics.com/g/collect?v=2',
      'https://www.googleadservices.com/pagead/conversion.js',
      'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1/',
    ];
    const others = [
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.youtube.com/embed/x',
      'https://static.hotjar.com/c/hotjar-1.js',
    ];
    for (const url of google) expect(waitsFor(url, map, page), `basic: ${url}`).toBeDefined();
    const advanced = blockingMap({ ...typical, google: 'advanced' });
    expect(mapBytes(advanced)).toBeLessThanOrEqual(BLOCKING_MAP_BUDGET);
    for (const url of google) expect(waitsFor(url, advanced, page), `advanced: ${url}`).toBeUndefined();
    for (const url of others) expect(waitsFor(url, advanced, page), `advanced: ${url}`).toBeDefined();
    // Held as unknown third parties otherwise: advanced mode names them allowed.
    const strict = blockingMap({ ...typical, unknown: 'block', google: 'advanced' });
    for (const url of google) expect(waitsFor(url, strict, page), `advanced, unknown blocked: ${url}`).toBeUndefined();
  });
});
