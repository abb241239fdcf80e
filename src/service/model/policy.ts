import type { Cookie } from '../../schema/cookie.ts';
import type { Language, Region } from '../../schema/enums.ts';
import type { Company, Website } from '../../schema/website.ts';
import { REGIONS } from '../../shared/regions.ts';
import type { TransferSafeguard } from '../../shared/transfer-safeguards.ts';
import { adequacyOf, findTracker } from '../classify/index.ts';
import type { Queryable } from '../store/db.ts';
import { cookiesOf } from './cookies.ts';

/** A cookie as the policy lists it: with the safeguard of its provider's transfer, from the scanner's adequacy data. */
export type PolicySourceCookie = Cookie & { transfer?: TransferSafeguard };

/** What a cookie policy is generated from; `published` snapshots it without `lang`. */
export interface PolicyInput {
  website: Pick<Website, 'id' | 'name' | 'url' | 'uuid'>;
  company: Company;
  cookies: PolicySourceCookie[];
  /**
   * The regions the website's banner configures: they decide which legal
   * sections apply (docs/decisions/policies.md#legal-checklist). Missing in
   * snapshots published before it: every section then.
   */
  regions?: Region[];
  lang: Language;
}
export type PolicySource = Omit<PolicyInput, 'lang'>;

/** Renders a cookie policy (src/service/documents/cookie-policy.ts). */
export type PolicyGenerator = (input: PolicyInput) => { name: string; html: string };

/**
 * What the website's cookie policy is made of now: its company, its cookies and the regions its banner configures.
 * Null when there is no such website, or when `account`, if given, does not own it: an automatic republication
 * snapshots any website's.
 */
export async function policySource(q: Queryable, websiteId: string, account?: string): Promise<PolicySource | null> {
  const [w] = await q.query<PolicySource['website'] & { company: Company }>(
    'SELECT id, name, url, uuid, company FROM websites WHERE id = $1 AND ($2::text IS NULL OR account_id = $2)',
    [websiteId, account ?? null],
  );
  return w ? sourceOf(q, { id: w.id, name: w.name, url: w.url, uuid: w.uuid }, w.company) : null;
}

async function sourceOf(q: Queryable, website: PolicySource['website'], company: Company): Promise<PolicySource> {
  const [banner] = await q.query<{ regions: Partial<Record<Region, unknown>> | null }>(
    "SELECT settings->'regions' AS regions FROM banners WHERE website_id = $1",
    [website.id],
  );
  return {
    website,
    company,
    cookies: withTransfers(await cookiesOf(q, website.id)),
    regions: REGIONS.filter((r) => banner?.regions?.[r]),
  };
}

/**
 * Each cookie with the safeguard of its transfer out of the EEA: by its
 * country (the scan's geo-IP answer), a US provider counting as covered only
 * when the tracker table says it is certified under the Data Privacy
 * Framework (docs/scanner.md#adequate-countries). Computed when read, so a
 * published snapshot follows the current table.
 */
export function withTransfers<C extends Pick<Cookie, 'country' | 'domain'>>(
  cookies: readonly C[],
): (C & { transfer: TransferSafeguard })[] {
  return cookies.map((c) => ({ ...c, transfer: transferOf(c) }));
}

function transferOf(c: Pick<Cookie, 'country' | 'domain'>): TransferSafeguard {
  const adequacy = adequacyOf(c.country);
  if (adequacy === 'eea' || adequacy === 'adequate' || adequacy === 'unknown') return adequacy;
  if (adequacy === 'us' && c.domain && findTracker(c.domain.replace(/^\./, ''))?.dpf) return 'dpf';
  return 'none';
}

/** The markup that embeds a published policy (spec: Document preview rule 6). */
export const embedSnippet = (appUrl: string, documentUuid: string) =>
  `<div name="service-embed" data-id="${documentUuid}"></div><script src="${appUrl}/embed-policy.min.js" async></script>`;
