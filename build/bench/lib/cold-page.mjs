/**
 * A page in a new context (empty cache, cookies and storage unless `storageState` is given), 1280×800, en-US,
 * with the HTTP cache disabled and the CPU throttled `rate` times, as every cold load of the bench starts;
 * `headers` go with every request (an edge's geo header). The caller closes the context.
 * @param {import('playwright-core').Browser} browser
 * @param {number} rate
 * @param {import('playwright-core').BrowserContextOptions['storageState']} [storageState]
 * @param {Record<string, string>} [headers]
 */
export async function coldPage(browser, rate, storageState, headers) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    storageState,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return { context, page };
  } catch (e) {
    await context.close();
    throw e;
  }
}
