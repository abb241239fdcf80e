import { expect, type Frame, type Page } from '@playwright/test';
import { hostPage, type Site, settled } from './support.ts';

// A vendor's script in a cross-origin iframe calling an IAB CMP API the way the IAB's specifications describe it
// (TCF's `__tcfapi`, GPP's `__gpp`): it finds the ancestor frame with the API's locator frame, posts `__xCall`
// messages and reads `__xReturn` answers by `callId`. Shared by tcf.spec.ts and gpp.spec.ts.

/** The edge's headers that put a visitor in a region (playwright.config.ts names them), as behind a CDN. */
export const REGION = {
  us: { 'x-e2e-country': 'US', 'x-e2e-region': 'NY' },
  california: { 'x-e2e-country': 'US', 'x-e2e-region': 'CA' },
  eu: { 'x-e2e-country': 'DE' },
} as const;

/** The two APIs: their name (the locator is `__${name}Locator`) and the version a call names. */
const APIS = { tcfapi: 2, gpp: "'1.1'" } as const;
export type CmpApi = keyof typeof APIS;

/**
 * The frame's page: `window.__call(command, parameter, callId, asString)` posts a call (as a JSON string when
 * `asString`), `window.__answers[callId]` collects every answer, `window.__found` says whether a locator was found.
 * `onLoad` is script run once it was found.
 */
export function frameHtml(api: CmpApi, onLoad = ''): string {
  return `<!doctype html><html><head><title>ad</title></head><body><script>
window.__answers = {};
var target = null;
for (var f = window; f; f = f === window.top ? null : f.parent) {
  try { if (f.frames['__${api}Locator']) { target = f; break; } } catch (e) {}
}
window.__found = !!target;
window.addEventListener('message', function (e) {
  var d = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
  var r = d && d.__${api}Return;
  if (r) (window.__answers[r.callId] = window.__answers[r.callId] || []).push(r);
});
window.__call = function (command, parameter, callId, asString) {
  var m = { __${api}Call: { command: command, parameter: parameter, version: ${APIS[api]}, callId: callId } };
  target.postMessage(asString ? JSON.stringify(m) : m, '*');
};
if (target) { ${onLoad} }
</script></body></html>`;
}

/**
 * The website's page, seen from `headers`' region, with a vendor's cross-origin frame (its own made-up origin)
 * running `frameHtml(api, onLoad)`; returns that frame once it found the locator.
 */
export async function visitWithVendorFrame(
  page: Page,
  site: Site,
  o: { api: CmpApi; headers: Record<string, string>; onLoad?: string; heading?: string },
): Promise<Frame> {
  const vendor = `http://ads-${site.uuid.slice(0, 8)}.test`;
  const body = frameHtml(o.api, o.onLoad);
  await page.route(`${vendor}/**`, (r) => r.fulfill({ status: 200, contentType: 'text/html', body }));
  await page.setExtraHTTPHeaders(o.headers);
  await page.goto(
    await hostPage(page, {
      origin: site.origin,
      head: site.firstView,
      body: `<main><h1>${o.heading ?? 'News'}</h1><iframe title="Advertisement" src="${vendor}/frame"></iframe></main>`,
    }),
  );
  await settled(page);
  const frame = page.frames().find((f) => f.url().startsWith(vendor))!;
  await expect.poll(() => frame.evaluate(() => (window as unknown as { __found: boolean }).__found)).toBe(true);
  return frame;
}

/** Every answer the frame got for `callId`, in order. */
export const frameAnswers = <T>(frame: Frame, callId: string) =>
  frame.evaluate((i) => (window as unknown as { __answers: Record<string, T[]> }).__answers[i] ?? [], callId);

/** Posts calls from the frame: `[command, parameter, callId, asString?]` each. */
export const frameCalls = (frame: Frame, calls: [string, unknown, string, boolean?][]) =>
  frame.evaluate((cs) => {
    const w = window as unknown as { __call: (...a: unknown[]) => void };
    for (const c of cs) w.__call(...c);
  }, calls);
