import { createHash } from 'node:crypto';
import type { Banner } from '../../../schema/banner.ts';
import type { ConsentCategory } from '../../../schema/enums.ts';

type Material = Pick<Banner, 'personalized_content' | 'running_targeted_advertising' | 'share_data_to_3rd_party' | 'regions'>;

/**
 * The consent version: a short hash of what a visitor's consent is *about* —
 * the categories they decide on, the site's declared purposes and the kind of
 * consent each region asks for. Texts, colours, layout, cookie descriptions
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
  ]);
  return createHash('sha256').update(material).digest('base64url').slice(0, 12);
}
