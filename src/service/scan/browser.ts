import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import chromiumArgs from './chromium-args.json' with { type: 'json' };

/**
 * Flags for a headless scanning browser: no GPU, no background traffic of its own, and no way out but the
 * checking proxy (docs/scanner.md#what-leaves-the-browser): no QUIC, WebRTC without UDP that bypasses the proxy,
 * no name resolved by Chromium itself. JSON, so that the bench (build/bench/browser/run.mjs) launches its Chromium alike.
 */
export const CHROMIUM_ARGS: readonly string[] = chromiumArgs;

/** What a site owner or operator must do when no browser is found. */
export const NO_BROWSER =
  'no browser to scan with: install Chromium (Debian/Ubuntu: apt-get install chromium), set CHROMIUM_PATH to a Chromium or Chrome executable, or install the optional @sparticuz/chromium (npm ci without --omit=optional)';

const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Whether the optional npm package with a Chromium inside is installed. */
function bundledInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('@sparticuz/chromium');
    return true;
  } catch {
    return false;
  }
}

/** A browser executable on disk, or the one inside @sparticuz/chromium (unpacked on first use). */
export type BrowserChoice = { path: string } | { bundled: true };

/**
 * The browser to use (docs/decisions/scans.md#where-the-browser-comes-from):
 * CHROMIUM_PATH when set (and present: an operator who names one gets that one
 * or a clear fault, never another), else a system Chromium, else the optional
 * npm package's; null when there is none.
 */
export function chooseBrowser(
  configured: string | undefined,
  exists: (path: string) => boolean = existsSync,
  bundled: () => boolean = bundledInstalled,
): BrowserChoice | null {
  if (configured) return exists(configured) ? { path: configured } : null;
  const system = SYSTEM_BROWSERS.find((p) => exists(p));
  if (system) return { path: system };
  return bundled() ? { bundled: true } : null;
}

/** The executable on disk `chooseBrowser` picks, or null (none, or only the npm package's): what the tests drive. */
export function browserOnDisk(configured: string | undefined): string | null {
  const choice = chooseBrowser(configured);
  return choice && 'path' in choice ? choice.path : null;
}

/**
 * The executable of a choice. The package's Chromium is a brotli archive
 * (64 MB) that the first call unpacks into the temp folder (190 MB, some
 * seconds); later calls in this process, and later processes while the
 * file is there, reuse it.
 */
export async function browserExecutable(choice: BrowserChoice): Promise<string> {
  if ('path' in choice) return choice.path;
  const { default: chromium } = (await import('@sparticuz/chromium')) as {
    default: { executablePath(): Promise<string> };
  };
  return chromium.executablePath();
}

/**
 * Launches the browser. playwright-core is loaded on first use so that a
 * service that never scans does not pay for it at start.
 */
export async function launchChromium(
  executablePath: string,
  proxy?: { server: string; bypass: string },
  extraArgs: string[] = [],
  timeoutMs = 30_000,
): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  // The service's own shutdown closes the browser after giving the scan back: Playwright must not kill it first.
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
    timeout: timeoutMs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    ...(proxy ? { proxy } : {}),
  });
}
