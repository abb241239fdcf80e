import type { CookieCategory } from '../../schema/enums.ts';

export type KnownCategory = Exclude<CookieCategory, 'unclassified'>;

/**
 * What a known third party is to the classifier and the blocking map (docs/decisions/scans.md#tracker-knowledge):
 * - `tracker`: what it sets or sends is for its category, and it is blocked until consent to it;
 * - `container`: a tag manager, which loads other tags but is not one (the tags it injects are judged by theirs);
 * - `never_blocked`: what pages need to work (CDNs, hosting, payment, bot protection, consent tools);
 * - `unrated`: known by name, but its purpose varies (third-party-web's `content` and `other`): the project does
 *   not guess, and for blocking it counts as an unknown third party.
 */
export type TrackerKind = 'tracker' | 'container' | 'never_blocked' | 'unrated';

/** A known third party, from the project's own table or third-party-web. */
export interface Tracker {
  service: string;
  /** Null where the entry says nothing of what a cookie is for (a container, a CDN, an unrated entry). */
  category: KnownCategory | null;
  kind: TrackerKind;
  policy: string | null;
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
  from: 'own_table' | 'third-party-web';
  /** How common it is: pages of the HTTP Archive crawl that load it (third-party-web); 0 when unknown. */
  reach: number;
}
