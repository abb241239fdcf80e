import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { browserOnDisk, CHROMIUM_ARGS } from './src/service/scan/browser.ts';
import { TRACKER_HOSTS, TRACKERS_PORT, TRACKERS_PROXY_PORT } from './test/e2e/trackers.ts';
import { webkitInstalled } from './test/e2e/webkit/install.ts';

// The end-to-end suite runs the real service (built by `npm run build`) on a
// fresh embedded database and drives Debian's Chromium, Firefox ESR and WebKitGTK against it.
const PORT = Number(process.env.E2E_PORT || 8181);
/** The vendor-list fixture's origin (after the tracker server's two ports, test/e2e/trackers.ts). */
const VENDOR_LIST_PORT = PORT + 3;
const VENDOR_LIST_URL = `http://127.0.0.1:${VENDOR_LIST_PORT}/v3/vendor-list.json`;
export const E2E = {
  origin: `http://127.0.0.1:${PORT}`,
  account: 'acct_e2e',
  publicKey: 'pk_e2e_0123456789abcdef',
  privateKey: 'sk_e2e_0123456789abcdef0123456789abcdef',
};

const chromiumArgs = [
  // The flags the scanner runs Chromium with on these machines (../shared/BROWSERS.md), but its resolver
  // rule: here real trackers' host names resolve to the suite's tracker server (test/e2e/trackers.ts), written
  // with a trailing dot too (test/e2e/blocking-bypass.spec.ts).
  ...CHROMIUM_ARGS.filter((a) => !a.startsWith('--host-resolver-rules=')),
  `--host-resolver-rules=${TRACKER_HOSTS.flatMap((h) => [h, `${h}.`])
    .map((h) => `MAP ${h} 127.0.0.1:${TRACKERS_PORT}`)
    .join(',')}`,
  // Host pages live at made-up public origins (http://shop-….test) while the service listens on
  // loopback; in production the service is public too. Saying so keeps Chromium's Private/Local
  // Network Access checks (which block public → loopback) as they would be for real visitors.
  `--ip-address-space-overrides=127.0.0.1:${PORT}=public,127.0.0.1:${TRACKERS_PORT}=public`,
];

// Firefox ESR runs when installed (`apt-get install firefox-esr`) and Playwright can drive it; E2E_FIREFOX=off
// leaves it out.
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/**
 * Playwright 1.64 opens every Firefox session with WebDriver BiDi's `network.addDataCollector`, which Firefox has
 * from version 143: ESR 140 (Debian bookworm's until its move to ESR 153) fails every launch with "unknown command".
 * Such a Firefox is left out, saying so once, rather than failing each of its tests at launch.
 */
const FIREFOX_FROM = 143;
function firefoxDrivable(path: string): boolean {
  if (process.env.E2E_FIREFOX === 'off' || !existsSync(path)) return false;
  const version = /Firefox (\d+)/.exec(execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 }));
  const major = Number(version?.[1] ?? 0);
  if (major >= FIREFOX_FROM) return true;
  if (!process.env.TEST_WORKER_INDEX)
    console.warn(
      `e2e: the Firefox project is left out: ${path} is Firefox ${major || '(unknown version)'}, and Playwright drives Firefox ${FIREFOX_FROM} or later (firefox-esr 153 and later)`,
    );
  return false;
}
const withFirefox = firefoxDrivable(FIREFOX);
// WebKit runs when WebKitWebDriver, MiniBrowser and Xvfb are installed (`apt-get install webkit2gtk-driver xvfb`);
// E2E_WEBKIT=off leaves it out.
const withWebKit = process.env.E2E_WEBKIT !== 'off' && webkitInstalled();
// Written against test/e2e/ui.ts for WebKit, which Playwright cannot drive; the other engines run the full specs.
const WEBKIT_SPEC = /webkit\.spec\.ts/;

export default defineConfig({
  testDir: './test/e2e',
  workers: 1, // 2-core machines: one browser at a time
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: E2E.origin,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // Everything the suite waits for happens within a second or two; a stuck action should fail fast.
    actionTimeout: 5_000,
  },
  webServer: [
    // First, so that the service's first vendor-list refresh finds it (test/e2e/tcf.spec.ts).
    {
      command: 'node test/e2e/vendor-list-origin.mjs',
      url: `${VENDOR_LIST_URL}`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { VENDOR_LIST_PORT: String(VENDOR_LIST_PORT) },
    },
    {
      command: `DATA_DIR=$(mktemp -d) node dist/demo.mjs`,
      url: `${E2E.origin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        SERVICE_ACCOUNT_ID: E2E.account,
        SERVICE_PUBLIC_KEY: E2E.publicKey,
        SERVICE_PRIVATE_KEY: E2E.privateKey,
        // The visitor's region as an edge says it (test/e2e/gpp.spec.ts): requests without the header keep the IP database's.
        GEO_COUNTRY_HEADER: 'x-e2e-country',
        GEO_SUBDIVISION_HEADER: 'x-e2e-region',
        // IAB TCF with the vendor-list fixture (test/e2e/vendor-list-origin.mjs); 412 stands in for the operator's CMP id.
        TCF_VENDOR_LIST_URL: VENDOR_LIST_URL,
        TCF_VENDOR_LIST_HTTP_LOOPBACK: '1',
        TCF_CMP_ID: '412',
        TCF_CMP_VERSION: '3',
        // Every test's website would queue screenshot jobs ahead of the scans the suite waits for (docs/proof.md).
        PROOF_SCREENSHOTS: 'off',
        // The console's specs scan and check pages a test serves on loopback, as a site owner's own server would be
        // (test/e2e/local-site.ts); the scanner's address rule itself is tested in test/service/scan/.
        SCAN_ALLOW_PRIVATE: '1',
      },
    },
  ],
  projects: [
    {
      name: 'chromium',
      testIgnore: WEBKIT_SPEC,
      use: {
        browserName: 'chromium',
        // The Chromium the service would scan with (CHROMIUM_PATH, else a system one), as the service tests drive.
        launchOptions: { executablePath: browserOnDisk(process.env.CHROMIUM_PATH) ?? undefined, args: chromiumArgs },
      },
    },
    ...(withFirefox
      ? [
          {
            // The engine-dependent part of the suite on a second engine: what the blocker lets run before consent,
            // the consent signals and IAB APIs a page's tags read, and the banner's layout, focus and axe checks.
            // The rest (the console, the demo, policies, texts, regions, screenshots) exercises the service and
            // our own DOM logic, which Chromium covers; running it here too cost about 4 more minutes of CI's 25.
            name: 'firefox',
            testMatch: [
              /blocking(-bypass)?\.spec\.ts/,
              /signals\.spec\.ts/,
              /tcf\.spec\.ts/,
              /gpp\.spec\.ts/,
              /runtime\.spec\.ts/,
              /declined-cookies\.spec\.ts/,
              /vendor-consent\.spec\.ts/,
            ],
            grepInvert: /@server/,
            use: {
              browserName: 'firefox' as const,
              channel: 'moz-firefox', // stock Firefox ESR over WebDriver BiDi (../shared/BROWSERS.md)
              launchOptions: {
                executablePath: FIREFOX,
                // https to real trackers' host names goes through the tracker server's proxy (test/e2e/trackers.ts).
                firefoxUserPrefs: {
                  'network.proxy.type': 1,
                  'network.proxy.ssl': '127.0.0.1',
                  'network.proxy.ssl_port': TRACKERS_PROXY_PORT,
                },
              },
            },
          },
        ]
      : []),
    ...(withWebKit
      ? [
          {
            // WebKitGTK's MiniBrowser over classic WebDriver (webdriverio; test/e2e/webkit/), which has no
            // network interception, init scripts or console events, so the specs built on page.route,
            // addInitScript and pageerror cannot run here. webkit.spec.ts runs the core consent flows
            // through the driver-neutral `ui` fixture instead, with the host pages served for real.
            name: 'webkit',
            testMatch: WEBKIT_SPEC,
            // MiniBrowser (WebKitGTK 2.50) now and then never answers WebDriver's new-session request (seen once
            // in a clean-clone run of .ci/run): a failed test is retried once in a fresh worker, whose new Xvfb and
            // WebKitWebDriver start clean. A real failure fails twice.
            retries: 1,
          },
        ]
      : []),
  ],
});
