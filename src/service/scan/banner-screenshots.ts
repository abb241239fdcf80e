import { revisionPreviewPath } from '../../shared/proof-paths.ts';
import type { Screenshot } from '../model/banner-revisions.ts';
import { browserExecutable, chooseBrowser, launchChromium, NO_BROWSER } from './browser.ts';
import { ScanFault } from './runner.ts';

/** The two screens a revision is shown on (docs/proof.md#screenshots). */
export const SCREENSHOT_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** How long the page gets to show its banner (and then its preference centre) on a busy machine. */
const SHOW_TIMEOUT_MS = 30_000;

/**
 * Screenshots a banner revision in the scanner's browser: its preview page
 * at each viewport, the banner as a first-time visitor sees it, then the
 * preference centre opened through the runtime's API. A fresh context per
 * viewport, so nothing decided in one shows in another. Nothing leaves the
 * page but requests to the service itself, and none of those writes (the
 * runtime's record and page-view calls are refused).
 */
export async function takeScreenshots(
  o: { chromiumPath?: string | undefined; appUrl: string; websiteUuid: string; revisionId: string },
  signal?: AbortSignal,
): Promise<Screenshot[]> {
  const choice = chooseBrowser(o.chromiumPath);
  if (!choice) throw new ScanFault(NO_BROWSER);
  const browser = await launchChromium(await browserExecutable(choice));
  const origin = new URL(o.appUrl).origin;
  const close = () => void browser.close().catch(() => {});
  signal?.addEventListener('abort', close, { once: true });
  try {
    const shots: Screenshot[] = [];
    for (const viewport of SCREENSHOT_VIEWPORTS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      try {
        const page = await context.newPage();
        await page.route('**/*', (route) => {
          const req = route.request();
          return new URL(req.url()).origin === origin && req.method() === 'GET' ? route.continue() : route.abort();
        });
        await page.goto(origin + revisionPreviewPath(o.websiteUuid, o.revisionId), { timeout: SHOW_TIMEOUT_MS });
        // The banner in any style: a dialog (modal) or a named section (the others), each with class `ui`.
        const banner = page.locator('[data-service-consent] .ui').first();
        // A region without a banner shows none: the page as it is is then what the visitor saw.
        await banner.waitFor({ timeout: SHOW_TIMEOUT_MS }).catch(() => {});
        await page.evaluate(() => document.fonts.ready);
        shots.push({ view: 'banner', ...viewport, png: await page.screenshot({ animations: 'disabled' }) });
        await page.evaluate(() =>
          (window as unknown as { ServiceConsent: { showPreferences(): void } }).ServiceConsent.showPreferences(),
        );
        await page.locator('[data-service-consent] .pc[role="dialog"]').waitFor({ timeout: SHOW_TIMEOUT_MS });
        shots.push({ view: 'preferences', ...viewport, png: await page.screenshot({ animations: 'disabled' }) });
      } finally {
        await context.close().catch(() => {});
      }
    }
    return shots;
  } finally {
    signal?.removeEventListener('abort', close);
    await browser.close().catch(() => {});
  }
}
