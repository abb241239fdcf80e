import type { CheckTarget, InstallationFindings } from '../model/installation-checks.ts';
import { createAddressGuard } from './address-guard.ts';
import { browserExecutable, chooseBrowser, launchChromium, NO_BROWSER } from './browser.ts';
import { explainLoadError, guardContext } from './page.ts';
import { accessOfScan } from './private-access.ts';
import { startCheckingProxy } from './proxy.ts';
import { ScanFault } from './runner.ts';
import type { ScanSettings } from './settings.ts';
import { snippetPlacement } from './snippet-placement.ts';

/** How long the runtime may take to run after the page's load event. */
const RUNTIME_WAIT_MS = 3_000;

/**
 * Loads the website's page once in the scanner's browser, with the scan's
 * fences (the address guard, the checking proxy, the demo's allow-list for
 * its own account only), and says where the snippet is in the page as served
 * and whether the runtime ran. The browser says it is a bot, so the check
 * counts no page view (public/page-views/page-view-rule.ts).
 */
export async function checkInstallation(
  target: CheckTarget,
  settings: ScanSettings,
  appUrl: string | null,
  signal: AbortSignal,
): Promise<InstallationFindings> {
  const choice = chooseBrowser(settings.chromiumPath);
  if (!choice) throw new ScanFault(NO_BROWSER);
  const access = accessOfScan(settings, target.account_id);
  const guard = createAddressGuard(access);
  const url = target.url.trim();
  const refused = await guard.check(url);
  if (refused) throw new ScanFault(`refused to load ${url}: ${refused}`);
  const proxy = await startCheckingProxy(access, settings.maxBytes);
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  try {
    browser = await launchChromium(await browserExecutable(choice), proxy.proxy);
  } catch (err) {
    await proxy.close();
    throw new ScanFault(`the browser could not start: ${(err as Error).message.split('\n')[0]}`);
  }
  const onAbort = () => void browser.close().catch(() => {});
  signal.addEventListener('abort', onAbort);
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      acceptDownloads: false,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 ConsentScanner-bot`,
    });
    const blocked: string[] = [];
    const appOrigin = appUrl ? new URL(appUrl).origin : null;
    await guardContext(context, { guard, pageTimeoutMs: settings.pageTimeoutMs, settleMs: 0, appOrigin }, blocked);
    const page = await context.newPage();
    let response: Awaited<ReturnType<typeof page.goto>>;
    try {
      response = await page.goto(url, { waitUntil: 'load', timeout: settings.pageTimeoutMs });
    } catch (err) {
      throw new ScanFault(explainLoadError(err as Error, url, blocked, settings.pageTimeoutMs, proxy.failed.at(-1)));
    }
    const html = (await response?.text().catch(() => '')) ?? '';
    const ran = await page
      .waitForFunction(
        () => (window as unknown as { ServiceConsent?: { loaded?: boolean } }).ServiceConsent?.loaded === true,
        undefined,
        { timeout: RUNTIME_WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    return { ...snippetPlacement(html, target.uuid), runtime_ran: ran, page_url: response?.url() ?? url };
  } finally {
    signal.removeEventListener('abort', onAbort);
    await browser.close().catch(() => {});
    await proxy.close();
  }
}
