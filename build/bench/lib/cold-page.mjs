/**
 * A page in a new context (empty cache, cookies and storage unless `storageState` is given), 1280×800, en-US,
 * with the HTTP cache disabled and the CPU throttled `rate` times, as every cold load of the bench starts.
 * The caller closes the context.
 */
export async function coldPage(browser, rate, storageState) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', storageState });
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
