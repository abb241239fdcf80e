import type { Region } from '../../../schema/enums.ts';
import type { TcfConfig } from '../../../schema/tcf.ts';
import { vendorListPath } from '../../../shared/tcf-paths.ts';
import type { BannerSettings } from '../../model/banners.ts';

/**
 * The TCF part of a config (schema/tcf.ts) for a visitor in `region`: none on a website with `enable_tcf` off
 * (`eu` is the only region that carries it), `applies` for a visitor in `eu`, and `gdprApplies: false` elsewhere
 * (docs/runtime.md#iab-tcf). `lang` is the IAB language the vendor list is asked in (shared/iab-languages.ts).
 */
export function tcfConfig(
  banner: BannerSettings,
  region: Region | null,
  uuid: string,
  lang: string,
  version: string,
): TcfConfig | undefined {
  if (!banner.regions.eu?.enable_tcf) return undefined;
  if (region !== 'eu') return { applies: false };
  return { applies: true, list: vendorListPath(uuid, lang), version };
}
