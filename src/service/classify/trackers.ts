import type { CookieCategory } from '../../schema/enums.ts';
import { normalizeHost } from './domains.ts';

export type KnownCategory = Exclude<CookieCategory, 'unclassified'>;

/** A third party known by its domains: what a pixel to it, or a cookie of it the database lacks, is for. */
export interface Tracker {
  service: string;
  category: KnownCategory;
  policy: string;
  /** The domains and all their subdomains; the longest matching domain wins (ads.linkedin.com over linkedin.com). */
  domains: readonly string[];
  /**
   * For a social network: the service its tracking pixel goes by. A pixel is
   * conversion tracking, not a social feature, so it counts as advertising.
   */
  pixel?: string;
  /**
   * The operator is a US company certified under the EU-US Data Privacy
   * Framework, as its own privacy policy states (re-check at
   * https://www.dataprivacyframework.gov/list when editing). Feeds `isAdequate`.
   */
  dpf?: true;
}

const GOOGLE = 'https://policies.google.com/privacy';
const META = 'https://www.facebook.com/privacy/policy/';
const MICROSOFT = 'https://privacy.microsoft.com/privacystatement';
const LINKEDIN = 'https://www.linkedin.com/legal/privacy-policy';
const X = 'https://x.com/en/privacy';
const TIKTOK = 'https://www.tiktok.com/legal/page/eea/privacy-policy/en';
const PINTEREST = 'https://policy.pinterest.com/en/privacy-policy';
const SNAP = 'https://values.snap.com/privacy/privacy-policy';
const ADOBE = 'https://www.adobe.com/privacy/policy.html';
const REDDIT = 'https://www.reddit.com/policies/privacy-policy';
const YANDEX = 'https://yandex.com/legal/confidential/';

const DPF = { dpf: true } as const;
const t = (service: string, category: KnownCategory, policy: string, domains: string[], more = {}): Tracker => ({
  service,
  category,
  policy,
  domains,
  ...more,
});

/**
 * Well-known tracker domains, written by the project from public knowledge
 * (the vendors' own documentation of their tags and endpoints). Only
 * domains that serve tracking are listed: a CDN of static files (fbcdn.net,
 * ytimg.com, licdn.com) is not a tracker and google.com is too broad.
 */
export const TRACKERS: readonly Tracker[] = [
  t('Google Analytics', 'analytics', GOOGLE, ['google-analytics.com', 'analytics.google.com'], DPF),
  t('Google Ads', 'advertising', GOOGLE, ['googleadservices.com', 'adservice.google.com'], DPF),
  t('Google AdSense', 'advertising', GOOGLE, ['googlesyndication.com'], DPF),
  t('DoubleClick (Google)', 'advertising', GOOGLE, ['doubleclick.net'], DPF),
  t('YouTube', 'social_networking', GOOGLE, ['youtube.com', 'youtube-nocookie.com'], DPF),
  t('Facebook', 'social_networking', META, ['facebook.com', 'facebook.net'], { ...DPF, pixel: 'Meta Pixel' }),
  t('Instagram', 'social_networking', META, ['instagram.com'], DPF),
  t('LinkedIn', 'social_networking', LINKEDIN, ['linkedin.com'], { ...DPF, pixel: 'LinkedIn Insight Tag' }),
  t('LinkedIn Insight Tag', 'advertising', LINKEDIN, ['ads.linkedin.com', 'snap.licdn.com'], DPF),
  t('X (Twitter)', 'social_networking', X, ['twitter.com', 'x.com'], { pixel: 'X Pixel' }),
  t('X Pixel', 'advertising', X, ['ads-twitter.com', 'analytics.twitter.com', 't.co']),
  t('TikTok', 'social_networking', TIKTOK, ['tiktok.com'], { pixel: 'TikTok Pixel' }),
  t('TikTok Pixel', 'advertising', TIKTOK, ['analytics.tiktok.com']),
  t('Pinterest', 'social_networking', PINTEREST, ['pinterest.com'], { pixel: 'Pinterest Tag' }),
  t('Pinterest Tag', 'advertising', PINTEREST, ['ct.pinterest.com']),
  t('Snapchat', 'social_networking', SNAP, ['snapchat.com'], { pixel: 'Snap Pixel' }),
  t('Snap Pixel', 'advertising', SNAP, ['tr.snapchat.com', 'sc-static.net']),
  t('Reddit', 'social_networking', REDDIT, ['reddit.com'], { pixel: 'Reddit Pixel' }),
  t('Reddit Pixel', 'advertising', REDDIT, ['alb.reddit.com']),
  t('Microsoft Clarity', 'analytics', MICROSOFT, ['clarity.ms'], DPF),
  t('Microsoft Advertising', 'advertising', MICROSOFT, ['bing.com'], DPF),
  t('Xandr', 'advertising', MICROSOFT, ['adnxs.com'], DPF),
  t('Hotjar', 'analytics', 'https://www.hotjar.com/legal/policies/privacy/', ['hotjar.com', 'hotjar.io']),
  t('Criteo', 'advertising', 'https://www.criteo.com/privacy/', ['criteo.com', 'criteo.net']),
  t('Taboola', 'advertising', 'https://www.taboola.com/policies/privacy-policy', ['taboola.com']),
  t('Outbrain', 'advertising', 'https://www.outbrain.com/privacy/', ['outbrain.com']),
  t(
    'Amazon Ads',
    'advertising',
    'https://www.amazon.com/gp/help/customer/display.html?nodeId=468496',
    ['amazon-adsystem.com'],
    DPF,
  ),
  t('Quantcast', 'advertising', 'https://www.quantcast.com/privacy/', ['quantserve.com', 'quantcount.com']),
  // Vimeo's player identifies viewers to count plays (its `vuid` is Analytics in the database).
  t('Vimeo', 'analytics', 'https://vimeo.com/privacy', ['vimeo.com']),
  t(
    'HubSpot',
    'analytics',
    'https://legal.hubspot.com/privacy-policy',
    ['hubspot.com', 'hs-analytics.net', 'hs-scripts.com', 'hubapi.com'],
    DPF,
  ),
  t('Segment', 'analytics', 'https://www.twilio.com/en-us/legal/privacy', ['segment.com', 'segment.io']),
  t('Mixpanel', 'analytics', 'https://mixpanel.com/legal/privacy-policy/', ['mixpanel.com', 'mxpnl.com']),
  t('Amplitude', 'analytics', 'https://amplitude.com/privacy', ['amplitude.com']),
  t('Adobe Analytics', 'analytics', ADOBE, ['omtrdc.net', '2o7.net'], DPF),
  t('Adobe Audience Manager', 'advertising', ADOBE, ['demdex.net'], DPF),
  t('Adobe Advertising', 'advertising', ADOBE, ['everesttech.net'], DPF),
  t('Yandex Metrica', 'analytics', YANDEX, ['mc.yandex.ru', 'mc.yandex.com', 'metrika.yandex.ru']),
  t('Yandex Advertising', 'advertising', YANDEX, ['an.yandex.ru', 'yabs.yandex.ru']),
  t('Baidu Tongji', 'analytics', 'https://privacy.baidu.com/policy/PrivacyPolicy', ['hm.baidu.com']),
];

const byDomain = new Map(TRACKERS.flatMap((t) => t.domains.map((d) => [d, t] as const)));

/**
 * The tracker whose domain is `host` or a parent of it, the most specific
 * first: `px.ads.linkedin.com` finds the Insight Tag, `www.linkedin.com` the
 * social network. Undefined for any other host.
 */
export function findTracker(host: string): Tracker | undefined {
  let h = normalizeHost(host);
  while (h.includes('.')) {
    const hit = byDomain.get(h);
    if (hit) return hit;
    h = h.slice(h.indexOf('.') + 1);
  }
  return undefined;
}
