import type { CookieCategory, TrackerType } from '../../schema/enums.ts';
import { isRuntimeStorage } from '../../shared/storage-names.ts';
import { categoryOf } from './category-rules.ts';
import { type CookieDatabase, defaultCookieDatabase } from './database.ts';
import { categoryDescriptions, type Descriptions } from './descriptions.ts';
import { normalizeHost, sameSite } from './domains.ts';
import { findCookieRule } from './lookup.ts';
import { serviceDescriptions } from './service-descriptions.ts';
import type { KnownCategory, Tracker } from './tracker-types.ts';
import { findByUrl, findOwnName, findTracker } from './trackers.ts';

/** What a scan found: a cookie, a storage key or a pixel. */
export interface ClassifyInput {
  name: string;
  /** The cookie's domain, or for storage and pixels the host of the origin. */
  domain: string | null;
  trackerType: TrackerType;
  /** The scanned page's host: a cookie of the site itself is never given to a third party by the tracker table. */
  firstPartyHost?: string | null;
  /** The script (or response) that set it, as the scan recorded it: a known tracker's script names an unknown name. */
  initiator?: string | null;
}

/**
 * Which rule decided (the scan report's `source`, docs/scanner.md#lookup): our runtime's own names, the Open
 * Cookie Database by cookie or storage name, the project's own table by name, the finding's third-party domain,
 * the known tracker whose script set it; `none` when nothing did.
 */
export type ClassificationSource = 'runtime' | 'cookie_name' | 'storage_name' | 'own_table' | 'domain' | 'initiator' | 'none';

/** The classification fields of a spec cookie, and where they came from. */
export interface Classification {
  category: CookieCategory;
  service: string | null;
  service_policy_link: string | null;
  /** Null in every language when unclassified: the project does not guess what an unknown cookie is for. */
  descriptions: { [K in keyof Descriptions]: string | null };
  source: ClassificationSource;
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

const COOKIE_TYPES = new Set(['http_cookie', 'server_cookie']);

/** A known third party's answer for a finding: its category, a social network's pixel being its ad pixel. */
const fromTracker = (t: Tracker, pixel: boolean, source: ClassificationSource): Classification | undefined => {
  if (!t.category) return undefined;
  if (pixel && t.category === 'social_networking') return classified('advertising', t.pixel ?? t.service, t.policy, source);
  return classified(t.category, t.service, t.policy, source);
};

/**
 * Classifies one finding (docs/scanner.md#lookup), the first rule that knows it deciding:
 * 1. our runtime's own cookie and storage keys are essential: a consent tool's own memory, as the database says
 *    of every other consent tool's;
 * 2. a cookie or storage key named in the Open Cookie Database (exact name, else longest prefix) gets the mapped
 *    category, the platform as service and its privacy link (`cookie_name`, `storage_name`);
 * 3. a name the vendor documents, from the project's own table (`own_table`);
 * 4. a finding on a known tracker's domain (or a subdomain) that is not the scanned site's own gets that
 *    tracker's service and category (`domain`); a pixel to a social network is its ad pixel;
 * 5. a cookie or key of an unknown name that a known tracker's script set (the scan's `initiator`, by URL rule
 *    then host) takes that tracker's service and category (`initiator`): `_uetsid`-like names change, the
 *    script that writes them does not. Containers (tag managers) and never-blocked hosts decide nothing;
 * 6. anything else stays `unclassified` (`none`).
 * Pixels skip the name rules: those name cookies and keys, not requests.
 */
export function classify(input: ClassifyInput, db: CookieDatabase = defaultCookieDatabase()): Classification {
  const host = normalizeHost(input.domain);
  const pixel = input.trackerType === 'pixel_tracker';
  if (!pixel && isRuntimeStorage(input.name)) return classified('essential', OUR_RUNTIME, null, 'runtime');
  const rule = pixel ? undefined : findCookieRule(db, input.name, host);
  if (rule)
    return classified(
      categoryOf(rule, host),
      SPELLING[rule.platform] ?? (rule.platform || null),
      rule.privacyUrl,
      COOKIE_TYPES.has(input.trackerType) ? 'cookie_name' : 'storage_name',
    );
  const own = pixel ? undefined : findOwnName(input.name, COOKIE_TYPES.has(input.trackerType) ? 'cookie' : 'storage', host);
  const byName = own && fromTracker(own, false, 'own_table');
  if (byName) return byName;

  const firstPartyHost = normalizeHost(input.firstPartyHost);
  const firstParty = firstPartyHost ? sameSite(host, firstPartyHost) : false;
  const byDomain = host && !firstParty ? findTracker(host) : undefined;
  const domainAnswer = byDomain && fromTracker(byDomain, pixel, 'domain');
  if (domainAnswer) return domainAnswer;

  const script = !pixel && input.initiator ? findByUrl(input.initiator) : undefined;
  const scriptAnswer = script && !scriptIsSite(input.initiator!, firstPartyHost) && fromTracker(script, false, 'initiator');
  if (scriptAnswer) return scriptAnswer;
  return { ...UNCLASSIFIED, descriptions: { ...UNCLASSIFIED.descriptions } };
}

/** A script of the scanned site itself (a tracker scanning its own site) says nothing of a third party. */
const scriptIsSite = (url: string, firstPartyHost: string): boolean => {
  if (!firstPartyHost) return false;
  try {
    return sameSite(new URL(url).hostname.toLowerCase(), firstPartyHost);
  } catch {
    return true;
  }
};
