import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** Flags for a headless scanning browser: no GPU, no QUIC (so every request goes through page.route), no background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** What a site owner or operator must do when no browser is found. */
export const NO_BROWSER =
  'no browser to scan with: install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable';

/** The browser to use: CHROMIUM_PATH when set (and present), else a system Chromium; null when there is none. */
export function findChromium(configured: string | undefined): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p)) ?? null;
}

/**
 * Launches the browser. playwright-core is loaded on first use so that a
 * service that never scans does not pay for it at start.
 */
export async function launchChromium(
  executablePath: string,
  proxy?: { server: string; bypass: string },
  timeoutMs = 30_000,
): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  // The service's own shutdown closes the browser after giving the scan back: Playwright must not kill it first.
  return chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: timeoutMs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    ...(proxy ? { proxy } : {}),
  });
}
