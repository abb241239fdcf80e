// placeholder until the UI lands: the flow can be built and tested against this contract.
import type { UiHandle, UiProps } from './types.ts';
export function mountUi(_props: UiProps): UiHandle {
  const noop = () => {};
  return { showBanner: noop, showPreferences: noop, hide: noop, update: noop };
}
