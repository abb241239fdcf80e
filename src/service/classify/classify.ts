import type { CookieCategory, TrackerType } from '../../schema/enums.ts';
import { isRuntimeStorage } from '../../shared/storage-names.ts';
import { categoryOf } from './category-rules.ts';
import { type CookieDatabase, defaultCookieDatabase } from './database.ts';
import { categoryDescriptions, type Descriptions } from './descriptions.ts';
import { normalizeHost, sameSite } from './domains.ts';
import { findCookieRule } from './lookup.ts';
import { serviceDescriptions } from './service-descriptions.ts';
import { findTracker, type KnownCategory } from './trackers.ts';

/** What a scan found: a cookie, a storage key or a pixel. */
export interface ClassifyInput {
  name: string;
  /** The cookie's domain, or for storage and pixels the host of the origin. */
  domain: string | null;
  trackerType: TrackerType;
  /** The scanned page's host: a cookie of the site itself is never given to a third party by the tracker table. */
  firstPartyHost?: string | null;
}

/** The classification fields of a spec cookie, and where they came from. */
export interface Classification {
  category: CookieCategory;
  service: string | null;
  service_policy_link: string | null;
  /** Null in every language when unclassified: the project does not guess what an unknown cookie is for. */
  descriptions: { [K in keyof Descriptions]: string | null };
  source: 'runtime' | 'database' | 'tracker-domain' | 'none';
}

const UNCLASSIFIED: Classification = {
  category: 'unclassified',
  service: null,
  service_policy_link: null,
  descriptions: { en_us: null, en_uk: null, de: null, fr: null },
  source: 'none',
};

const classified = (
  category: KnownCategory,
  service: string | null,
  link: string | null,
  source: Classification['source'],
): Classification => ({
  category,
  service,
  service_policy_link: link,
  descriptions: (service && serviceDescriptions(service, category)) || categoryDescriptions(category, service),
  source,
});

/**
 * The vendor's own spelling where the database spells one platform two ways
 * or not as the vendor does: the service name is shown to visitors.
 */
const SPELLING: Readonly<Record<string, string>> = {
  CloudFlare: 'Cloudflare',
  ComScore: 'comScore',
  Hubspot: 'HubSpot',
  Livechat: 'LiveChat',
  Mediamath: 'MediaMath',
  Wordpress: 'WordPress',
  Youtube: 'YouTube',
};

/** The service name our runtime's own cookie and keys are reported under. */
const OUR_RUNTIME = 'Consent';

/**
 * Classifies one finding (docs/scanner.md):
 * 1. a cookie or storage key named in the Open Cookie Database (exact name,
 *    else longest prefix) gets the mapped category, the platform as service
 *    and its privacy link;
 * 2. otherwise a finding on a well-known tracker's domain (or a subdomain)
 *    that is not the scanned site's own gets the tracker table's service and
 *    category; a pixel to a social network is its ad pixel (`advertising`);
 * 3. anything else stays `unclassified`.
 * Pixels skip step 1: the database names cookies and keys, not requests.
 * Before all of them, the cookie and storage keys of our own runtime are
 * essential: a consent tool's own memory, as the database says of every
 * other consent tool's (docs/scanner.md, "Categories").
 */
export function classify(input: ClassifyInput, db: CookieDatabase = defaultCookieDatabase()): Classification {
  const host = normalizeHost(input.domain);
  const pixel = input.trackerType === 'pixel_tracker';
  if (!pixel && isRuntimeStorage(input.name)) return classified('essential', OUR_RUNTIME, null, 'runtime');
  const rule = pixel ? undefined : findCookieRule(db, input.name, host);
  if (rule)
    return classified(categoryOf(rule, host), SPELLING[rule.platform] ?? (rule.platform || null), rule.privacyUrl, 'database');

  const firstParty = input.firstPartyHost ? sameSite(host, normalizeHost(input.firstPartyHost)) : false;
  const tracker = host && !firstParty ? findTracker(host) : undefined;
  if (!tracker) return { ...UNCLASSIFIED, descriptions: { ...UNCLASSIFIED.descriptions } };
  if (pixel && tracker.category === 'social_networking')
    return classified('advertising', tracker.pixel ?? tracker.service, tracker.policy, 'tracker-domain');
  return classified(tracker.category, tracker.service, tracker.policy, 'tracker-domain');
}
