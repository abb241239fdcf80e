import type { Cookie } from '../../schema/cookie.ts';
import type { Language } from '../../schema/enums.ts';
import type { Company, Website } from '../../schema/website.ts';
import type { Queryable } from '../store/db.ts';
import { cookiesOf } from './cookies.ts';
import { findWebsite, toWebsite } from './websites.ts';

/** What a cookie policy is generated from; `published` snapshots it without `lang`. */
export interface PolicyInput {
  website: Pick<Website, 'id' | 'name' | 'url' | 'uuid'>;
  company: Company;
  cookies: Cookie[];
  lang: Language;
}
export type PolicySource = Omit<PolicyInput, 'lang'>;

/** Renders a cookie policy (src/service/documents/cookie-policy.ts). */
export type PolicyGenerator = (input: PolicyInput) => { name: string; html: string };

/** The current draft's source: the website's company and cookies as they are now. */
export async function policySource(
  q: Queryable,
  account: string,
  websiteId: string,
  appUrl: string,
): Promise<PolicySource | null> {
  const row = await findWebsite(q, account, websiteId);
  if (!row) return null;
  const w = toWebsite(row, appUrl);
  return {
    website: { id: w.id, name: w.name, url: w.url, uuid: w.uuid },
    company: w.company,
    cookies: await cookiesOf(q, websiteId),
  };
}

/** The markup that embeds a published policy (spec: Document preview rule 6). */
export const embedSnippet = (appUrl: string, documentUuid: string) =>
  `<div name="service-embed" data-id="${documentUuid}"></div><script src="${appUrl}/embed-policy.min.js" async></script>`;
