import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// The end-to-end suite runs the real service (built by `npm run build`) on a
// fresh embedded database and drives Debian's Chromium against it.
const PORT = Number(process.env.E2E_PORT || 8181);
export const E2E = {
  origin: `http://127.0.0.1:${PORT}`,
  account: 'acct_e2e',
  publicKey: 'pk_e2e_0123456789abcdef',
  privateKey: 'sk_e2e_0123456789abcdef0123456789abcdef',
};

const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Host pages live at made-up public origins (http://shop-….test) while the service listens on
  // loopback; in production the service is public too. Saying so keeps Chromium's Private/Local
  // Network Access checks (which block public → loopback) as they would be for real visitors.
  `--ip-address-space-overrides=127.0.0.1:${PORT}=public`,
];

// Firefox ESR runs when installed (`apt-get install firefox-esr`); E2E_FIREFOX=off leaves it out.
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const withFirefox = process.env.E2E_FIREFOX !== 'off' && existsSync(FIREFOX);

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
  webServer: {
    command: `DATA_DIR=$(mktemp -d) node dist/service.mjs`,
    url: `${E2E.origin}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      SERVICE_ACCOUNT_ID: E2E.account,
      SERVICE_PUBLIC_KEY: E2E.publicKey,
      SERVICE_PRIVATE_KEY: E2E.privateKey,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
      },
    },
    ...(withFirefox ? [{
      // The browser-dependent part of the suite on a second engine: runtime, signals, CSP and the embed.
      // The demo and @server tests check the service's side, which does not change with the engine.
      name: 'firefox',
      testIgnore: /demo\.spec\.ts/,
      grepInvert: /@server/,
      use: {
        browserName: 'firefox' as const,
        channel: 'moz-firefox', // stock Firefox ESR over WebDriver BiDi (../shared/BROWSERS.md)
        launchOptions: { executablePath: FIREFOX },
      },
    }] : []),
  ],
});
