import { describe, expect, it } from 'vitest';
import { findTracker, TRACKERS } from '../../../src/service/classify/trackers.ts';

describe('the tracker-domain table', () => {
  it('lists each domain once, in canonical form, with an https policy link', () => {
    const domains = TRACKERS.flatMap((t) => t.domains);
    expect(new Set(domains).size).toBe(domains.length);
    for (const d of domains) expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    for (const t of TRACKERS) expect(t.policy, t.service).toMatch(/^https:\/\//);
  });

  it('gives every social network an ad pixel name', () => {
    for (const t of TRACKERS.filter(
      (t) => t.category === 'social_networking' && t.service !== 'YouTube' && t.service !== 'Instagram',
    ))
      expect(t.pixel, t.service).toBeTruthy();
  });

  it('finds a domain and its subdomains, the most specific entry first', () => {
    expect(findTracker('google-analytics.com')?.service).toBe('Google Analytics');
    expect(findTracker('region1.google-analytics.com')?.service).toBe('Google Analytics');
    expect(findTracker('.Stats.G.DoubleClick.net')?.service).toBe('DoubleClick (Google)');
    expect(findTracker('px.ads.linkedin.com')?.service).toBe('LinkedIn Insight Tag');
    expect(findTracker('www.linkedin.com')?.service).toBe('LinkedIn');
    expect(findTracker('t.co')?.service).toBe('X Pixel');
    expect(findTracker('mc.yandex.ru')?.service).toBe('Yandex Metrica');
  });

  it('finds nothing for other hosts', () => {
    for (const h of [
      'google.com',
      'www.google.com',
      'notfacebook.com',
      'facebook.com.evil.example',
      'yandex.ru',
      'com',
      '',
      'localhost',
    ])
      expect(findTracker(h), h).toBeUndefined();
  });
});
