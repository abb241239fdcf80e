import { createHash } from 'node:crypto';
import type { Banner } from '../../../schema/banner.ts';
import type { ConsentCategory } from '../../../schema/enums.ts';

type Material = Pick<
  Banner,
  | 'personalized_content'
  | 'running_targeted_advertising'
  | 'share_data_to_3rd_party'
  | 'regions'
  | 'tcf_vendors'
  | 'tcf_google_atp_ids'
> &
  Partial<Pick<Banner, 'tcf_publisher_restrictions'>>;

/**
 * The consent version: a short hash of what a visitor's consent is *about* —
 * the categories they decide on, the site's declared purposes and the kind of
 * consent each region asks for, and on a TCF website the vendors it discloses
 * (a vendor added is asked about: docs/runtime.md#iab-tcf). Texts, colours, layout, cookie descriptions
 * and consent-mode defaults (which only matter before a choice) are left out
 * on purpose: changing them must not ask every visitor again.
 */
export function consentVersion(banner: Material, categories: readonly ConsentCategory[]): string {
  const regions = Object.entries(banner.regions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, r]) => r && [name, r.consent_mode, r.enable_tcf]);
  const material = JSON.stringify([
    [...categories].sort(),
    banner.personalized_content,
    banner.running_targeted_advertising,
    banner.share_data_to_3rd_party,
    regions,
    // Only on a TCF website, so that every other website keeps the version it had.
    ...(banner.regions.eu?.enable_tcf ? [banner.tcf_vendors, banner.tcf_google_atp_ids] : []),
    // A restriction changes the legal basis a visitor is asked about; none keeps the version a website had.
    ...(banner.regions.eu?.enable_tcf && banner.tcf_publisher_restrictions?.length ? [banner.tcf_publisher_restrictions] : []),
  ]);
  return createHash('sha256').update(material).digest('base64url').slice(0, 12);
}
