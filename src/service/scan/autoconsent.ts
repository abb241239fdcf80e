import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

type Message = { type: string; cmp?: string; id?: string; code?: string };
type Filter = (rules: unknown, o: { url: string; mainFrame: boolean }) => unknown;
interface Assets {
  /** The content script of autoconsent's Playwright build: it talks to us through `autoconsentSendMessage`. */
  script: string;
  rules: unknown;
  filter: Filter;
}

/**
 * Detection only: no click (`autoAction: null`), no hiding (cosmetic rules
 * and prehide off), so the page a scan records is the one a first-time
 * visitor gets. Heuristics off: the rules name a tool, a heuristic does not.
 */
const CONFIG = {
  enabled: true,
  autoAction: null,
  disabledCmps: [],
  enablePrehide: false,
  enableCosmeticRules: false,
  enableGeneratedRules: true,
  enableHeuristicDetection: false,
  detectRetries: 10,
  logs: { lifecycle: false, rulesteps: false, detectionsteps: false, evals: false, errors: false, messages: false, waits: false },
};

let loaded: Promise<Assets | null> | undefined;
/** autoconsent's script and compact rules, read once per process; null if the package is missing (the host list still works). */
function assets(): Promise<Assets | null> {
  loaded ??= (async () => {
    try {
      const require = createRequire(import.meta.url);
      // The package exports its library and its rules; the Playwright content script sits next to the library.
      const dist = dirname(require.resolve('@duckduckgo/autoconsent'));
      const script = readFileSync(join(dist, 'autoconsent.playwright.js'), 'utf8');
      const rules: unknown = require('@duckduckgo/autoconsent/rules/compact-rules.json');
      const { filterCompactRules } = (await import('@duckduckgo/autoconsent')) as unknown as { filterCompactRules: Filter };
      return { script, rules, filter: filterCompactRules };
    } catch {
      return null;
    }
  })();
  return loaded;
}

/**
 * Consent tools of others, by @duckduckgo/autoconsent's detection rules
 * (`detectCmp`, `detectPopup` of several hundred tools): its content script
 * is evaluated in every frame once the page has loaded, answers its
 * messages through a binding, and reports the tools it detected. Nothing
 * is clicked. One per browser context (one page of a scan).
 */
export async function detectConsentTools(context: BrowserContext) {
  const a = await assets();
  const found = new Set<string>();
  if (a)
    await context.exposeBinding('autoconsentSendMessage', async ({ frame }, msg: Message) => {
      try {
        if (msg.type === 'init') {
          const rules = { compact: a.filter(a.rules, { url: frame.url(), mainFrame: frame.parentFrame() === null }) };
          await frame.evaluate(
            ([config, r]) =>
              (window as unknown as { autoconsentReceiveMessage(m: unknown): void }).autoconsentReceiveMessage({
                type: 'initResp',
                config,
                rules: r,
              }),
            [CONFIG, rules] as const,
          );
        } else if (msg.type === 'eval' && msg.code) {
          // A rule's check of the page's own state (e.g. a tool's JavaScript API), written by autoconsent.
          const result = await frame.evaluate(msg.code).catch(() => false);
          await frame.evaluate(
            ([id, r]) =>
              (window as unknown as { autoconsentReceiveMessage(m: unknown): void }).autoconsentReceiveMessage({
                id,
                type: 'evalResp',
                result: r,
              }),
            [msg.id, result] as const,
          );
        } else if ((msg.type === 'cmpDetected' || msg.type === 'popupFound') && msg.cmp) found.add(msg.cmp);
      } catch {
        // The frame navigated or closed meanwhile.
      }
    });
  return {
    /** Starts detection in the page's frames (after its load). */
    async start(page: Page) {
      if (!a) return;
      await Promise.all(page.frames().map((f) => f.evaluate(a.script).catch(() => {})));
    },
    /** Names of the tools detected so far (autoconsent's rule names: `Cookiebot`, `onetrust`, `didomi.io`…). */
    found: () => [...found],
  };
}
