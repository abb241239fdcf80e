import { describe, expect, it } from 'vitest';
import { TYPICAL_WEBSITE } from '../../../../build/typical-website.ts';
import { BLOCKING_MAP_BUDGET, blockingMap, mapBytes } from '../../../../src/service/classify/blocking-map.ts';
import { waitsFor } from '../../../../src/shared/blocking-match.ts';

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

  it("carries the knowledge's URL rules within its budget and every other tracker domain in its filter", () => {
    expect(mapBytes(map)).toBeLessThanOrEqual(BLOCKING_MAP_BUDGET);
    expect(map.advertising).toEqual(expect.arrayContaining(['s.pinimg.com/ct/', 'www.redditstatic.com/ads/']));
    expect(map.known).toEqual([expect.any(Number), expect.any(String)]);
    const page = { href: 'https://www.shop.example/', hostname: 'www.shop.example' };
    // Trackers no finding of the website names, each under its own category.
    expect(waitsFor('https://securepubads.g.doubleclick.net/tag/js/gpt.js', map, page)).toEqual(['advertising']);
    expect(waitsFor('https://cdn.segment.com/analytics.js/v1/k/analytics.min.js', map, page)).toEqual(['analytics']);
    expect(waitsFor('https://widget.intercom.io/widget/x', map, page)).toEqual(['performance']);
    expect(waitsFor('https://analytics.tiktok.com/i18n/pixel/events.js', map, page)).toEqual(['advertising']);
    expect(waitsFor('https://www.google.com/maps/embed?pb=x', map, page)).toEqual(['social_networking']);
  });

  it('lets the website itself load a tracker domain of the knowledge that is its own', () => {
    // HubSpot's own website, with its scripts' domain among its sites: that one is its own, its analytics' is not.
    const hubspot = blockingMap({ urls: ['https://www.hubspot.com/', 'https://hs-scripts.com/'], cookies: [], unknown: 'block' });
    const page = { href: 'https://www.hubspot.com/', hostname: 'www.hubspot.com' };
    expect(waitsFor('https://js.hs-scripts.com/1.js', hubspot, page)).toBeUndefined();
    expect(waitsFor('https://track.hs-analytics.net/x.js', hubspot, page)).toEqual(['analytics']);
  });

  it('never holds the website itself, never-blocked hosts or a container', () => {
    const all = [map.performance, map.analytics, map.advertising, map.social_networking].flatMap((l) => l ?? []);
    for (const key of all) expect(key, key).not.toMatch(/shop\.example|googletagmanager\.com\/gtm\.js|jquery|gstatic/);
    expect(all).not.toContain('googletagmanager.com');
  });

  it("keeps every one of the website's findings past the budget: dropping one would fail open", () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      domain: `.t${i}.vendor-${i}.example`,
      initiator: null,
      category: 'advertising' as const,
    }));
    const big = blockingMap({ ...typical, cookies: many });
    expect(big.advertising).toEqual(expect.arrayContaining(many.map((c) => c.domain.slice(1))));
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
