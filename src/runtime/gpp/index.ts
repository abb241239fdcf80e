// The GPP stub (dist/consent-gpp.min.js): the service puts it first in the first-view script for a visitor in `us`
// or `california` on a website with `global_privacy_platform` on, with the GPP part of the config in place of its
// expression (src/shared/gpp-sections.ts). `__gpp` answers from then on; the section follows the runtime's page view through
// its public API's `ready` and `change` (queued on the API's stub until the runtime runs), `cmpDisplayStatus` its UI.
// docs/runtime.md#global-privacy-platform-gpp.

import type { GppConfig } from '../../schema/gpp.ts';
import { exposeCmpApi } from '../iab/cmp-frame.ts';
import { watchDisplay } from '../iab/display.ts';
import { previewElsewhere } from '../iab/preview.ts';
import { followRuntime } from '../iab/runtime-events.ts';
import { createGppApi } from './gpp-api.ts';

try {
  const config = (self as unknown as { __serviceGpp?: GppConfig }).__serviceGpp;
  // Composed for the visitor's region, us (usnat) or california (usca).
  if (config && typeof config === 'object' && !previewElsewhere((r) => r === (config.api === 'usnat' ? 'us' : 'california'))) {
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    const gpp = createGppApi(config, gpc);
    const api = (command: unknown, callback: unknown, parameter?: unknown, version?: unknown) =>
      gpp.handle({ command, parameter, version }, callback as never);
    // Nothing decided (an opt-in region before the visitor's choice, or no usable config) grants no advertising.
    if (exposeCmpApi('__gpp', api, gpp.handle)) {
      followRuntime((s) => gpp.set(!!s && s.granted.includes('advertising')));
      watchDisplay(gpp.shown);
    }
  }
} catch {
  // Never into the host page.
}
