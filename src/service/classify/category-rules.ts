import type { CookieRule } from './database.ts';
import { CATEGORY_MAP } from './source-categories.ts';
import type { KnownCategory } from './tracker-types.ts';
import { findTracker } from './trackers.ts';

/**
 * Platforms whose Functional entries the project classifies otherwise, by
 * what the platform is for rather than cookie by cookie:
 * - consent tools store the visitor's choice, and load balancers, bot and
 *   DDoS protection and server frameworks' session ids keep the site up and
 *   secure: strictly necessary for the service the visitor asked for
 *   (ePrivacy Directive art. 5(3); Article 29 Working Party Opinion 04/2012
 *   on the consent exemption), so `essential` — otherwise every site would be
 *   reported for setting its own consent cookie before consent;
 * - session-recording and heat-map tools measure behaviour: `analytics`.
 * Only entries the database files under Functional are affected.
 */
export const PLATFORM_CATEGORY: Readonly<Record<string, KnownCategory>> = Object.fromEntries([
  ...[
    // consent tools
    'Axeptio',
    'Borlabs',
    'Complianz',
    'Consentmanager.net',
    'Cookie First',
    'Cookie Law Info',
    'Cookie Script',
    'CookieConsent.io',
    'Cookiebot',
    'CookieYes',
    'Didomi',
    'Enzuzo',
    'Hu-manity.co',
    'Iubenda',
    'Moove',
    'OneTrust',
    'Osano',
    'PrivacyPillar',
    'Termly',
    // load balancing, bot and DDoS protection
    'Akamai',
    'Akamai Botmanager',
    'Alteon',
    'Citrix',
    'Cloudflare',
    'CloudFlare',
    'Datadome',
    'f5 BIG-IP',
    'Google reCAPTCHA',
    'HAproxy',
    'Imperva',
    'NGINX Ingresss',
    // server sessions and sign-in
    'ASP.net',
    'Auth0',
    'CakePHP',
    'CodeIgniter',
    'J2EE',
    'Keycloak',
    'Laravel',
    'Perl',
    'PHP.net',
    'Rack',
  ].map((p) => [p, 'essential' as const]),
  ...['Crazy Egg', 'Hotjar', 'Inspectlet', 'Lucky Orange'].map((p) => [p, 'analytics' as const]),
]);

/**
 * The spec category of a database entry for a cookie found on `host`.
 * A Marketing entry on a social network's own domain (the tracker table's
 * `social_networking` domains: facebook.com, linkedin.com, youtube.com…)
 * serves that network's features embedded in the page — like and share
 * buttons, embedded posts and videos, sign-in — so it is
 * `social_networking`; the same platform's cookies written on the site's own
 * domain by its ad pixel (`_fbp`, `_ttp`, `_scid`) are `advertising`.
 */
export function categoryOf(rule: CookieRule, host: string): KnownCategory {
  if (rule.category === 'Functional') {
    const override = PLATFORM_CATEGORY[rule.platform];
    if (override) return override;
  }
  if (rule.category === 'Marketing' && host && findTracker(host)?.category === 'social_networking') return 'social_networking';
  return CATEGORY_MAP[rule.category];
}
