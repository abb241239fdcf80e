import { test as base, expect } from '@playwright/test';
import { remote } from 'webdriverio';
import { type HostPageOptions, SERVICE } from '../support.ts';
import type { Ui } from '../ui.ts';
import { MINIBROWSER } from './install.ts';
import { startWebKitDriver, startXvfb } from './processes.ts';
import { type SiteServer, startSiteServer } from './site-server.ts';
import { webDriverUi } from './webdriver-ui.ts';

// Fixtures of the WebKit project. Per worker: Xvfb, WebKitWebDriver and the server of the customers'
// sites. Per test: a fresh MiniBrowser session (its own cookie jar and storage; ~0.5 s to start),
// so no choice leaks from one test into the next. Specs use `ui` and never Playwright's `page`,
// so the project launches no Playwright browser.

interface WorkerFixtures {
  webkitDriver: { url: string };
  siteServer: SiteServer;
}
interface TestFixtures {
  ui: Ui;
  /** Serves a customer's page at its made-up origin for this test, like support.ts `hostPage()`; returns its URL. */
  hostPage: (o: HostPageOptions) => string;
}

/** WebKitGTK's own capability, which webdriverio's types do not list. */
type WebKitCapabilities = WebdriverIO.Capabilities & { 'webkitgtk:browserOptions': { binary: string; args: string[] } };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  webkitDriver: [
    async ({}, use) => {
      const x = await startXvfb();
      try {
        const driver = await startWebKitDriver(x.display);
        try {
          await use(driver);
        } finally {
          await driver.stop();
        }
      } finally {
        await x.stop();
      }
    },
    { scope: 'worker' },
  ],

  siteServer: [
    async ({}, use) => {
      const server = await startSiteServer(SERVICE);
      try {
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker' },
  ],

  hostPage: async ({ siteServer }, use) => {
    siteServer.forgetAll(); // the last test's session may have asked for something after its check
    await use((o) => siteServer.serve(o));
    const strays = [...siteServer.strays];
    siteServer.forgetAll();
    expect(strays, 'requests for origins this test did not serve').toEqual([]);
  },

  ui: async ({ webkitDriver, siteServer, viewport, actionTimeout }, use, testInfo) => {
    const capabilities: WebKitCapabilities = {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true, // WebKitWebDriver has no BiDi and refuses webSocketUrl
      // Every request goes to the site server: it answers the made-up site origins and passes the service's on.
      proxy: { proxyType: 'manual', httpProxy: siteServer.proxy },
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    };
    const { hostname, port } = new URL(webkitDriver.url);
    // A session that does not start within 15 s will not start: fail early, so the retry has the time.
    const b = await remote({
      hostname,
      port: Number(port),
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 0,
      connectionRetryTimeout: 15_000,
      capabilities,
    });
    try {
      if (viewport) await b.setWindowSize(viewport.width, viewport.height);
      const ui = webDriverUi(b, actionTimeout || 5_000);
      await use(ui);
      // Playwright's `screenshot: 'only-on-failure'` only knows its own pages.
      if (testInfo.status !== testInfo.expectedStatus) {
        const png = await ui.screenshot().catch(() => null);
        if (png) await testInfo.attach('screenshot', { body: png, contentType: 'image/png' });
      }
    } finally {
      // WebKitWebDriver runs one session at a time: a session left open would fail every later test.
      await b.deleteSession();
    }
  },
});

export { expect };
