import type { Website, WebsiteCreate } from '../../schema/website.ts';
import { isBareHost } from '../../schema/website.ts';
import { policyWarnings } from './policy-warnings.ts';

/** A warning on a written website: something the service did to the input, or something its policy lacks. */
export interface WebsiteWarning {
  code: string;
  field: string;
  message: string;
}

/**
 * A new website's input with a bare host read as https, and the warning that
 * says so (docs/decisions/partner-api.md#a-bare-host-is-read-as-https): the
 * same rule for /v1 and the console.
 */
export function readBareHost(d: WebsiteCreate): { input: WebsiteCreate; warnings: WebsiteWarning[] } {
  if (!isBareHost(d.url)) return { input: d, warnings: [] };
  const url = `https://${d.url.trim()}`;
  return {
    input: { ...d, url },
    warnings: [{ code: 'scheme_added', field: 'url', message: `${d.url.trim()} has no scheme: it was read as ${url}` }],
  };
}

/** A written website's warnings: the write's own, then what its cookie policy lacks (policy-warnings.ts). */
export const websiteWarnings = (w: Pick<Website, 'company'>, own: readonly WebsiteWarning[] = []): WebsiteWarning[] => [
  ...own,
  ...policyWarnings(w.company),
];
