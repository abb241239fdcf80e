import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTrackerKnowledge, loadTrackerKnowledge, OwnTrackerFile } from '../../../../src/service/classify/knowledge.ts';
import { TPW_CATEGORIES, TPW_CATEGORY } from '../../../../src/service/classify/source-categories.ts';
import { findByUrl, findOwnName, findTracker, findUrlRule } from '../../../../src/service/classify/trackers.ts';

const own = OwnTrackerFile.parse(JSON.parse(readFileSync('data/own-trackers.json', 'utf8')));

describe('the own tracker table (data/own-trackers.json)', () => {
  it('lists each domain once, with an https policy link for every tracker', () => {
    const domains = own.vendors.flatMap((v) => v.domains ?? []);
    expect(new Set(domains).size).toBe(domains.length);
    for (const v of own.vendors.filter((v) => !v.kind)) expect(v.policy, v.service).toMatch(/^https:\/\//);
  });

  it('gives every social network with an ad product an ad pixel name', () => {
    for (const s of ['Facebook', 'LinkedIn', 'X (Twitter)', 'TikTok', 'Pinterest', 'Snapchat', 'Reddit'])
      expect(own.vendors.find((v) => v.service === s)?.pixel, s).toBeTruthy();
  });
});

describe('findTracker', () => {
  it('finds a domain and its subdomains, the most specific entry first', () => {
    expect(findTracker('google-analytics.com')?.service).toBe('Google Analytics');
    expect(findTracker('region1.google-analytics.com')?.service).toBe('Google Analytics');
    expect(findTracker('.Stats.G.DoubleClick.net')?.service).toBe('DoubleClick (Google)');
    expect(findTracker('px.ads.linkedin.com')?.service).toBe('LinkedIn Insight Tag');
    expect(findTracker('www.linkedin.com')?.service).toBe('LinkedIn');
    expect(findTracker('t.co')?.service).toBe('X Pixel');
    expect(findTracker('mc.yandex.ru')?.service).toBe('Yandex Metrica');
  });

  it('knows third-party-web entities the own table does not list, with the mapped category', () => {
    const t = findTracker('static.chartbeat.com');
    expect(t).toMatchObject({ from: 'third-party-web', category: 'analytics', kind: 'tracker' });
    expect(findTracker('code.jquery.com')).toMatchObject({ kind: 'never_blocked', category: null });
    expect(findTracker('tags.tiqcdn.com')).toMatchObject({ kind: 'container', category: null });
  });

  it('finds nothing for other hosts', () => {
    for (const h of ['notfacebook.com', 'facebook.com.evil.example', 'com', '', 'localhost', 'shop.example'])
      expect(findTracker(h), h).toBeUndefined();
  });
});

describe('URL rules: one host serving several things', () => {
  it('tells the tag manager container from gtag.js for Analytics and for Ads', () => {
    expect(findByUrl('https://www.googletagmanager.com/gtm.js?id=GTM-ABC')).toMatchObject({ kind: 'container' });
    expect(findByUrl('https://www.googletagmanager.com/gtag/js?id=G-XYZ')).toMatchObject({
      service: 'Google Analytics',
      category: 'analytics',
    });
    expect(findByUrl('https://www.googletagmanager.com/gtag/js?id=AW-123')).toMatchObject({
      service: 'Google Ads',
      category: 'advertising',
    });
    expect(findUrlRule('https://www.googletagmanager.com/gtag/js?id=AW-123')?.rule).toBe(
      'www.googletagmanager.com/gtag/js?id=AW-',
    );
  });

  it('matches `*` as one path segment (the Meta Pixel in any locale)', () => {
    expect(findByUrl('https://connect.facebook.net/en_US/fbevents.js')?.service).toBe('Meta Pixel');
    expect(findByUrl('https://connect.facebook.net/de_DE/sdk.js')?.service).toBe('Facebook');
  });
});

describe('own-table names', () => {
  it('matches documented names and patterns; common short names only on the vendor domains', () => {
    expect(findOwnName('_uetvid', 'cookie', 'shop.example')?.service).toBe('Microsoft Advertising');
    expect(findOwnName('_pk_id.1.1fff', 'cookie', 'shop.example')?.service).toBe('Matomo');
    expect(findOwnName('intercom-session-abc', 'cookie', 'shop.example')?.service).toBe('Intercom');
    expect(findOwnName('mp_0123abcd_mixpanel', 'storage', 'shop.example')?.service).toBe('Mixpanel');
    expect(findOwnName('dmvk', 'cookie', 'shop.example')).toBeUndefined();
    expect(findOwnName('dmvk', 'cookie', 'www.dailymotion.com')?.service).toBe('Dailymotion');
  });
});

describe('the category table of third-party-web', () => {
  it('places every category: cdn, hosting and utility never blocked, a tag manager a container', () => {
    for (const c of TPW_CATEGORIES) expect(TPW_CATEGORY[c], c).toBeDefined();
    for (const c of ['cdn', 'hosting', 'utility'] as const) expect(TPW_CATEGORY[c].kind).toBe('never_blocked');
    expect(TPW_CATEGORY['tag-manager']).toEqual({ category: null, kind: 'container' });
    expect(TPW_CATEGORY['customer-success'].category).toBe('performance');
    expect(TPW_CATEGORY['consent-provider']).toEqual({ category: 'essential', kind: 'never_blocked' });
  });
});

describe('the loader', () => {
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'trackers-'));
    writeFileSync(join(d, 'third-party-web.json'), readFileSync('data/third-party-web.json'));
    writeFileSync(join(d, 'own-trackers.json'), readFileSync('data/own-trackers.json'));
    return d;
  };

  it('loads the files in data/', () => {
    const k = defaultTrackerKnowledge();
    expect(k.byDomain.size).toBeGreaterThan(3000);
    expect(k.versions.thirdPartyWeb).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('rejects a bad file naming the file, the entry and the field', () => {
    const d = dir();
    const table = JSON.parse(readFileSync(join(d, 'own-trackers.json'), 'utf8'));
    table.vendors[2].category = 'marketing';
    writeFileSync(join(d, 'own-trackers.json'), JSON.stringify(table));
    expect(() => loadTrackerKnowledge(d)).toThrow(/own-trackers\.json: .*vendors\[2\]\.category/);
  });

  it('rejects a file that is not JSON, and a domain that is not a host name', () => {
    const d = dir();
    writeFileSync(join(d, 'own-trackers.json'), '{"vendors": [');
    expect(() => loadTrackerKnowledge(d)).toThrow(/own-trackers\.json: not JSON/);
    const d2 = dir();
    const tpw = JSON.parse(readFileSync(join(d2, 'third-party-web.json'), 'utf8'));
    tpw.entities[0].domains[0] = '*.Example.com';
    writeFileSync(join(d2, 'third-party-web.json'), JSON.stringify(tpw));
    expect(() => loadTrackerKnowledge(d2)).toThrow(/third-party-web\.json: .*entities\[0\]\.domains\[0\]/);
  });
});
