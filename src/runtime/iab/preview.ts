import { REGIONS } from '../../shared/regions.ts';

/**
 * A QA region preview is on its way (docs/runtime.md#qa-region-preview): the page's `service_region` parameter names
 * a region that `mine` (the region this first-view script was composed for) says is not this piece's, so the runtime
 * hands over to the service's first view for that region, whose own piece answers instead. This one stays out.
 */
export function previewElsewhere(mine: (region: string) => boolean): boolean {
  const asked = new URLSearchParams(location.search).get('service_region');
  return !!asked && (REGIONS as readonly string[]).includes(asked) && !mine(asked);
}
