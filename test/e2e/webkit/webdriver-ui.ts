import { Key as WdKey } from 'webdriverio';
import type { Cookie, Key, Target, Ui } from '../ui.ts';
import { type Match, probeInPage } from './probe-in-page.ts';

/** A W3C WebDriver element reference, as execute returns an element. */
type ElementRef = { 'element-6066-11e4-a52e-4f735466cecf': string };

const KEYS: Record<Key, string> = { Tab: WdKey.Tab, Enter: WdKey.Enter, Escape: WdKey.Escape, Space: WdKey.Space };

const describeTarget = (t: Target) => ('css' in t ? `css=${t.css}` : `${t.role} "${t.name}"`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The `Ui` over one classic WebDriver session (WebKitGTK's MiniBrowser through WebKitWebDriver). */
export function webDriverUi(b: WebdriverIO.Browser, actionTimeout: number): Ui {
  /** The one element a target matches, or null; more than one is an error, as in Playwright's strict locators. */
  const probe = async (t: Target): Promise<Match<ElementRef> | null> => {
    const matches = (await b.execute(probeInPage, t)) as unknown as Match<ElementRef>[];
    if (matches.length > 1) throw new Error(`${describeTarget(t)} matches ${matches.length} elements`);
    return matches[0] ?? null;
  };

  return {
    goto: async (url) => {
      await b.url(url);
    },
    reload: async () => {
      await b.refresh();
    },
    async click(t) {
      // Waits like Playwright's actionability check would: the UI renders and fades in after load.
      for (const deadline = Date.now() + actionTimeout; ; await sleep(100)) {
        const m = await probe(t);
        if (m?.visible) return b.$(m.element).click();
        if (Date.now() > deadline)
          throw new Error(`click: ${describeTarget(t)} ${m ? 'is not visible' : 'not found'} after ${actionTimeout} ms`);
      }
    },
    press: async (key) => {
      await b.keys(KEYS[key]);
    },
    visible: async (t) => (await probe(t))?.visible ?? false,
    text: async (t) => (await probe(t))?.text ?? null,
    async checked(t) {
      const m = await probe(t);
      return m && { checked: m.checked, disabled: m.disabled };
    },
    focused: async (t) => (await probe(t))?.focused ?? false,
    // Classic WebDriver's execute awaits a returned promise, so `fn` may be async.
    evaluate: (fn: (arg?: unknown) => unknown, arg?: unknown) => b.execute(fn, arg) as never,
    cookies: async () =>
      (await b.getCookies()).map(({ name, value, sameSite }): Cookie => ({ name, value, ...(sameSite ? { sameSite } : {}) })),
    screenshot: async () => Buffer.from(await b.takeScreenshot(), 'base64'),
  };
}
