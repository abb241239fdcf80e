import { describe, expect, it } from 'vitest';
import type { TrackerType } from '../../../../src/schema/enums.ts';
import { classify } from '../../../../src/service/classify/classify.ts';

const cookie = (
  name: string,
  domain: string | null,
  firstPartyHost = 'www.shop.example',
  trackerType: TrackerType = 'http_cookie',
) => classify({ name, domain, trackerType, firstPartyHost });

describe('classify: the database', () => {
  it.each([
    // name, domain found on, category, service
    ['_ga', '.shop.example', 'analytics', 'Google Analytics'],
    ['_gid', '.shop.example', 'analytics', 'Google Analytics'],
    ['_gcl_au', '.shop.example', 'advertising', 'Google'],
    ['IDE', '.doubleclick.net', 'advertising', 'DoubleClick/Google Marketing'],
    ['YSC', '.youtube.com', 'performance', 'YouTube'],
    ['VISITOR_INFO1_LIVE', '.youtube.com', 'social_networking', 'YouTube'],
    ['_fbp', '.shop.example', 'advertising', 'Facebook'],
    ['fr', '.facebook.com', 'social_networking', 'Facebook'],
    ['bcookie', '.linkedin.com', 'social_networking', 'LinkedIn'],
    ['_ttp', '.shop.example', 'advertising', 'TikTok'],
    ['_clck', '.shop.example', 'analytics', 'Microsoft'],
    ['XSRF-TOKEN', 'www.shop.example', 'essential', null],
    ['_rails_session', 'www.shop.example', 'essential', 'Ruby on Rails'],
  ] as const)('%s on %s is %s (%s)', (name, domain, category, service) => {
    const r = cookie(name, domain);
    expect(r).toMatchObject({ category, source: 'cookie_name' });
    if (service) expect(r.service).toBe(service);
  });

  it('gives the database privacy link as the service policy link', () => {
    expect(cookie('_ga', '.shop.example').service_policy_link).toBe('https://business.safety.google/privacy/');
  });

  it('matches a prefix entry (`wildcard` = 1), the longest prefix winning', () => {
    expect(cookie('_ga_ABC123', '.shop.example')).toMatchObject({ category: 'analytics', service: 'Google Analytics' });
    expect(cookie('_ga_XYZ', '.shop.example').source).toBe('cookie_name');
    expect(cookie('_hjSessionUser_3265849', '.shop.example')).toMatchObject({ category: 'analytics', service: 'Hotjar' });
  });

  it('takes back strictly necessary Functional entries as essential (consent tools, bot protection, sessions)', () => {
    expect(cookie('CookieConsent', 'www.shop.example')).toMatchObject({ category: 'essential', service: 'Cookiebot' });
    expect(cookie('OptanonConsent', '.shop.example').category).toBe('essential');
    expect(cookie('__cf_bm', '.shop.example').category).toBe('essential');
    expect(cookie('PHPSESSID', 'www.shop.example').category).toBe('essential');
    expect(cookie('wp-settings-time-1', 'www.shop.example').category).toBe('performance');
  });

  it("our own runtime's cookie and storage keys are essential, as every consent tool's own are", () => {
    const store = (name: string, trackerType: 'html_local_storage' | 'http_cookie') =>
      classify({ name, domain: 'shop.example', trackerType, firstPartyHost: 'shop.example' });
    expect(store('service_consent', 'http_cookie')).toMatchObject({
      category: 'essential',
      service: 'Consent',
      source: 'runtime',
    });
    expect(store('service_consent_config:7d1b2c3a-0000-4000-8000-000000000000:en', 'html_local_storage').category).toBe(
      'essential',
    );
    expect(store('service_consent_queue', 'html_local_storage').category).toBe('essential');
    // Only those names: a look-alike is not ours.
    expect(store('service_consent_x', 'http_cookie').category).toBe('unclassified');
  });

  it('trusts a short name only on the domain the database gives for it', () => {
    expect(cookie('fr', 'www.shop.example').source).not.toBe('cookie_name');
    expect(cookie('IDE', 'www.shop.example').source).toBe('none');
  });

  it('prefers, among entries of one name, the one on the domain where the cookie was found', () => {
    expect(cookie('token', '.adnxs.com').service).toBe('Xandr');
    expect(cookie('token', 'track.adform.net').service).toBe('Adform');
  });

  it('spells the service as the vendor does', () => {
    expect(cookie('__cf_bm', '.shop.example').service).toBe('Cloudflare');
    expect(cookie('cf_use_ob', '.shop.example').service).toBe('Cloudflare'); // `CloudFlare` in the database
    expect(cookie('VISITOR_INFO1_LIVE', '.youtube.com').descriptions.en_us).toMatch(/^Used by YouTube to play videos/);
  });

  it('matches a name whose case differs from the database', () => {
    expect(cookie('datadome', '.shop.example')).toMatchObject({ category: 'essential', service: 'Datadome' });
  });

  it('classifies storage keys by the same table', () => {
    const r = classify({ name: '_hjSessionUser_42', domain: 'www.shop.example', trackerType: 'html_local_storage' });
    expect(r.service).toBe('Hotjar');
  });
});

describe('classify: the tracker-domain table', () => {
  it('classifies an unknown cookie of a known third party by its domain and subdomains', () => {
    expect(cookie('xyz_unknown', '.hotjar.com')).toMatchObject({
      category: 'analytics',
      service: 'Hotjar',
      service_policy_link: 'https://www.hotjar.com/legal/policies/privacy/',
      source: 'domain',
    });
    expect(cookie('zz', 'static.criteo.net')).toMatchObject({ category: 'advertising', service: 'Criteo' });
    expect(cookie('new_cookie', '.www.linkedin.com')).toMatchObject({ category: 'social_networking', service: 'LinkedIn' });
  });

  it('classifies pixels by domain only, a social network pixel as its ad pixel', () => {
    const pixel = (domain: string) => cookie('tr', domain, 'www.shop.example', 'pixel_tracker');
    expect(pixel('www.facebook.com')).toMatchObject({ category: 'advertising', service: 'Meta Pixel' });
    expect(pixel('px.ads.linkedin.com')).toMatchObject({ category: 'advertising', service: 'LinkedIn Insight Tag' });
    expect(pixel('www.google-analytics.com')).toMatchObject({ category: 'analytics', service: 'Google Analytics' });
    expect(pixel('bat.bing.com')).toMatchObject({ category: 'advertising', service: 'Microsoft Advertising' });
    // A pixel's name is not a cookie name: `_ga` as a pixel on an unknown host stays unknown.
    expect(cookie('_ga', 'cdn.shop.example', 'www.shop.example', 'pixel_tracker').category).toBe('unclassified');
  });

  it('leaves the scanned site its own cookies, even when the site is a tracker', () => {
    expect(cookie('lang_pref_x', '.linkedin.com', 'www.linkedin.com').category).toBe('unclassified');
  });

  it('does not match a look-alike domain', () => {
    expect(cookie('x', 'notfacebook.com').category).toBe('unclassified');
    expect(cookie('x', 'facebook.com.evil.example').category).toBe('unclassified');
  });
});

describe('classify: unknown findings', () => {
  it('stay unclassified, with no service, link or description', () => {
    expect(cookie('my_own_cookie', 'www.shop.example')).toEqual({
      category: 'unclassified',
      service: null,
      service_policy_link: null,
      descriptions: { en_us: null, en_uk: null, de: null, fr: null },
      source: 'none',
    });
    expect(classify({ name: 'x', domain: null, trackerType: 'indexed_db' }).category).toBe('unclassified');
  });
});

describe('classify: descriptions', () => {
  it('has a text in all four languages for every classified finding', () => {
    for (const r of [cookie('_ga', '.shop.example'), cookie('CookieConsent', 'x.example'), cookie('q', '.taboola.com')]) {
      for (const lang of ['en_us', 'en_uk', 'de', 'fr'] as const) expect(r.descriptions[lang]?.length).toBeGreaterThan(40);
    }
  });

  it('uses a service text where there is one, and the category text after the service name otherwise', () => {
    expect(cookie('_ga', '.shop.example').descriptions.en_us).toMatch(/^Used by Google Analytics to tell visitors/);
    expect(cookie('_fbp', '.shop.example').descriptions.de).toMatch(/^Wird vom Meta-Pixel verwendet/);
    expect(cookie('fr', '.facebook.com').descriptions.fr).toMatch(/boutons « J’aime » et « Partager »/);
    expect(cookie('q', '.taboola.com').descriptions).toMatchObject({
      en_us: expect.stringMatching(/^Used by Taboola\. Shows you ads/),
      de: expect.stringMatching(/^Wird von Taboola verwendet\. Zeigt Ihnen relevante Werbung/),
      fr: expect.stringMatching(/^Utilisé par Taboola\. Permet de vous présenter/),
    });
    expect(cookie('x', '.clarity.ms').descriptions.en_us).toMatch(/^Used by Microsoft Clarity to record/);
  });

  it('spells UK English in en_uk', () => {
    const r = cookie('_clck', '.shop.example');
    expect(r.descriptions.en_us).toMatch(/analyze/);
    expect(r.descriptions.en_uk).toMatch(/analyse/);
  });
});

describe('classify: by initiator', () => {
  const setBy = (name: string, initiator: string | null, trackerType: TrackerType = 'http_cookie') =>
    classify({ name, domain: '.shop.example', trackerType, firstPartyHost: 'www.shop.example', initiator });

  it("gives a first-party cookie of unknown name the service and category of the known tracker's script that set it", () => {
    expect(setBy('_xq_visitor', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123')).toMatchObject({
      category: 'analytics',
      service: 'Google Analytics',
      source: 'initiator',
    });
    expect(setBy('_xq_visitor', 'https://www.googletagmanager.com/gtag/js?id=AW-123')).toMatchObject({
      category: 'advertising',
      service: 'Google Ads',
      source: 'initiator',
    });
    expect(setBy('_xq_visitor', 'https://connect.facebook.net/en_US/fbevents.js')).toMatchObject({
      category: 'advertising',
      service: 'Meta Pixel',
    });
    expect(setBy('wcx_state', 'https://static.chartbeat.com/js/chartbeat.js', 'html_local_storage')).toMatchObject({
      category: 'analytics',
      source: 'initiator',
    });
  });

  it('lets a name rule decide first, and never a container, a never-blocked host or the site itself', () => {
    expect(setBy('_ga', 'https://connect.facebook.net/en_US/fbevents.js')).toMatchObject({ service: 'Google Analytics' });
    expect(setBy('_xq_visitor', 'https://www.googletagmanager.com/gtm.js?id=GTM-1').source).toBe('none');
    expect(setBy('_xq_visitor', 'https://code.jquery.com/jquery.min.js').source).toBe('none');
    expect(setBy('_xq_visitor', 'https://cdn.shop.example/app.js').source).toBe('none');
    expect(setBy('_xq_visitor', 'not a url').source).toBe('none');
  });

  it('says which rule decided', () => {
    expect(setBy('_rdt_cid', null)).toMatchObject({ service: 'Reddit Pixel', source: 'own_table' });
    expect(classify({ name: '_hjSessionUser_1', domain: 'www.shop.example', trackerType: 'html_local_storage' }).source).toBe(
      'storage_name',
    );
  });
});
