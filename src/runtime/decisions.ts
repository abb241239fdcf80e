import type { ConsentMethod, ConsentRecord } from '../schema/consent-record.ts';
import type { ConsentCategory, Region } from '../schema/enums.ts';
import type { CookieOptions } from '../shared/storage-names.ts';
import type { HeldConfig } from './config/source.ts';
import { type Choice, normalize, uuid4 } from './consent/choice.ts';
import { withGpc } from './consent/decide.ts';
import { writeChoice } from './consent/store.ts';
import { record } from './record/send.ts';
import type { Gate } from './signals/gating.ts';

/** What a decision changes in the UI: of ui/types.ts `UiHandle`, `hide` and `update`. */
interface DecisionUi {
  hide(): void;
  update(granted: readonly ConsentCategory[], gpc: boolean): void;
}

/** What one page view has settled so far: the flow (flow.ts) and the decisions it applies read and change it. */
export interface PageView<Ui extends DecisionUi = DecisionUi> {
  /** The config the page view settled on: undefined until it has settled, null when it failed closed. */
  config?: HeldConfig | null;
  /** The decision in force; null while the visitor has not decided. */
  choice: Choice | null;
  region: Region;
  /**
   * Global Privacy Control is honoured: decide.ts `gpcApplies` for the region, set with the config (so, whenever
   * there is a UI to decide in, the same as `gpcApplies(region, navigator.globalPrivacyControl)`).
   */
  gpc: boolean;
  /** The banner is showing: a decision made now is recorded as made in it. */
  bannerOpen: boolean;
  /** Once the config has settled, if it has settings for the region. */
  ui?: Ui;
}

/** What is granted: nothing non-essential until the page view has settled on a config. */
export const grantedIn = (pv: PageView): ConsentCategory[] => (pv.config && pv.choice ? pv.choice.granted : ['essential']);

/**
 * The decisions of one page view: `applyDecision` stores a decision (`granted`
 * normalized), signals it (`signal`, told whether a category was taken back),
 * records it and updates the UI and the gate, `keep` leaving an open banner
 * open; `choose` is a decision from the visitor or the page, with GPC
 * applied, refused (false) without a UI (no config, or no settings for the
 * region). `snippet` is the snippet's settings (boot.ts `Snippet`): what the
 * record and the cookie need of them.
 */
export function createDecisions(
  pv: PageView,
  snippet: { origin: string; uuid: string; cookie: CookieOptions },
  stored: Choice | null,
  gate: Gate,
  signal: (reloadNeeded: boolean) => void,
) {
  function applyDecision(granted: ConsentCategory[], method: ConsentMethod, shown: ConsentRecord['shown'], keep?: boolean): void {
    const before = grantedIn(pv);
    const by = pv.choice || stored;
    const c = pv.config!;
    const choice: Choice = (pv.choice = {
      granted,
      method,
      at: Date.now(),
      version: c.version,
      visitor: (by && by.visitor) || uuid4(),
    });
    writeChoice(choice, snippet.cookie);
    signal(before.some((x) => !granted.includes(x)));
    record(snippet.origin, {
      id: uuid4(),
      visitor: choice.visitor,
      website: snippet.uuid,
      granted,
      method,
      region: pv.region,
      lang: c.lang,
      version: c.version,
      url: (location.origin + location.pathname).slice(0, 2048),
      at: new Date(choice.at).toISOString(),
      shown,
      // The browser's word for what it showed; none from a config kept before the service sent one (then inferred).
      banner_revision: c.banner_revision,
    });
    if (!keep) {
      pv.bannerOpen = false;
      if (pv.ui) pv.ui.hide();
    }
    if (pv.ui) pv.ui.update(granted, pv.gpc);
    gate.set(granted, c);
  }

  function choose(next: readonly string[], method: ConsentMethod): boolean {
    if (!pv.ui) return false;
    applyDecision(
      withGpc(normalize(next), method, pv.gpc),
      method,
      method === 'custom'
        ? 'preferences'
        : pv.bannerOpen && method !== 'api' && method !== 'withdraw'
          ? pv.config!.display_style
          : 'none',
    );
    return true;
  }

  return { applyDecision, choose };
}
