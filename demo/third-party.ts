import type { Hono } from 'hono';

/** A 1×1 transparent GIF (43 bytes): a tracking pixel. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * What a third party serves the example site: an ad server's pixel that sets
 * its own cookie, and an analytics collector for beacons. They are served by
 * this process but reached under another host name (demoThirdPartyOrigin),
 * so the browser treats them as another site: a third-party cookie and
 * third-party requests, as on a real site.
 */
export function thirdPartyRoutes(app: Hono): void {
  app.get('/tp/px.gif', (c) => {
    c.header('content-type', 'image/gif');
    c.header('cache-control', 'no-store');
    // SameSite=None; Secure is what a third-party cookie needs; localhost and 127.0.0.1 count as secure.
    c.header('set-cookie', `uuid2=${crypto.randomUUID()}; Max-Age=7776000; Path=/; SameSite=None; Secure`);
    return c.body(GIF);
  });
  app.post('/tp/collect', (c) => c.body(null, 204));
}

/**
 * The third party's origin: this service under its other loopback name
 * (127.0.0.1 ↔ localhost), which is another site for the browser though
 * the same process answers. An APP_URL under any other name uses localhost.
 */
export function demoThirdPartyOrigin(appUrl: string): string {
  const u = new URL(appUrl);
  u.hostname = u.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return u.origin;
}
