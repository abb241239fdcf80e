import type { OcdCategory } from './database.ts';
import type { KnownCategory, TrackerKind } from './tracker-types.ts';

/**
 * The one table from each source's categories to the product's
 * (docs/scanner.md#categories; the judgement calls: docs/decisions/scans.md#tracker-knowledge).
 *
 * The Open Cookie Database:
 * - Necessary and Security are what the site cannot work without (CSRF
 *   tokens, sign-in sessions): `essential`, exempt from consent.
 * - Functional and Personalization remember choices and make features work:
 *   `performance`, which the project's texts present as "remember your
 *   settings … make the website work better". Functional is broad upstream,
 *   so PLATFORM_CATEGORY (category-rules.ts) takes back what is strictly necessary.
 * - Analytics is `analytics`.
 * - Marketing is `advertising`, or `social_networking` when found on a social
 *   network's own domain (category-rules.ts `categoryOf`).
 */
export const CATEGORY_MAP: Readonly<Record<OcdCategory, KnownCategory>> = {
  Necessary: 'essential',
  Security: 'essential',
  Functional: 'performance',
  Personalization: 'performance',
  Analytics: 'analytics',
  Marketing: 'advertising',
};

/** third-party-web's categories (its `category` field), as its data spells them. */
export const TPW_CATEGORIES = [
  'ad',
  'analytics',
  'social',
  'video',
  'marketing',
  'customer-success',
  'content',
  'tag-manager',
  'consent-provider',
  'cdn',
  'hosting',
  'utility',
  'other',
] as const;
export type TpwCategory = (typeof TPW_CATEGORIES)[number];

const tracker = (category: KnownCategory) => ({ category, kind: 'tracker' as const });
const never = { category: null, kind: 'never_blocked' as const };
const unrated = { category: null, kind: 'unrated' as const };

/**
 * third-party-web:
 * - `ad` advertising, `analytics` analytics, `social` social networking;
 * - `video` social networking: embedded players are content shown from another site, which the product's
 *   category texts place there ("show content from them, such as embedded posts and videos");
 * - `marketing` advertising: marketing automation follows visitors to market to them (HubSpot, Mailchimp);
 * - `customer-success` performance: chat and help widgets are features the visitor may use;
 * - `tag-manager` a container: it loads tags but is none; the tags it injects are judged by theirs;
 * - `consent-provider` essential and never blocked: the consent tool must run to ask;
 * - `cdn`, `hosting`, `utility` never blocked: pages need them to work (libraries, fonts, shops, payment,
 *   maps, bot protection), and their cookies are judged by name, not by domain;
 * - `content` and `other` unrated: known by name, purposes too varied to guess.
 */
export const TPW_CATEGORY: Readonly<Record<TpwCategory, { category: KnownCategory | null; kind: TrackerKind }>> = {
  ad: tracker('advertising'),
  analytics: tracker('analytics'),
  social: tracker('social_networking'),
  video: tracker('social_networking'),
  marketing: tracker('advertising'),
  'customer-success': tracker('performance'),
  'tag-manager': { category: null, kind: 'container' },
  'consent-provider': { category: 'essential', kind: 'never_blocked' },
  cdn: never,
  hosting: never,
  utility: never,
  content: unrated,
  other: unrated,
};
