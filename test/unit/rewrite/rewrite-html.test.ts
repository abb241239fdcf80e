import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { blockingMapFrom, blockingRewrite } from '../../../src/rewrite/hono-rewrite.ts';
import { rewriteHtml } from '../../../src/rewrite/rewrite-html.ts';
import type { BlockingMap } from '../../../src/schema/blocking-map.ts';

const RULES: BlockingMap = {
  analytics: ['google-analytics.com', 'www.googletagmanager.com/gtag/js'],
  advertising: ['connect.facebook.net', 'facebook.com'],
  social_networking: ['youtube.com'],
};
const PAGE = 'https://shop.example/products';
const rw = (html: string) => rewriteHtml(html, RULES, PAGE);

describe('rewriteHtml', () => {
  it('types a known tracker script out with its category and keeps its other attributes', () => {
    expect(rw('<script async id="ga" nonce="n1" src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>')).toBe(
      '<script async id="ga" nonce="n1" src="https://www.googletagmanager.com/gtag/js?id=G-1" type="text/plain" data-service-category="analytics"></script>',
    );
    expect(rw("<SCRIPT type='module' src=https://connect.facebook.net/m.js></SCRIPT>")).toBe(
      '<script src="https://connect.facebook.net/m.js" type="text/plain" data-service-type="module" data-service-category="advertising"></SCRIPT>',
    );
  });

  it('moves an iframe src to data-service-src, decoding and re-encoding its characters', () => {
    expect(rw('<iframe width="560" src="https://www.youtube.com/embed/x?a=1&amp;b=2" title="v"></iframe>')).toBe(
      '<iframe width="560" title="v" data-service-src="https://www.youtube.com/embed/x?a=1&amp;b=2" data-service-category="social_networking"></iframe>',
    );
    // A pixel is left: in the HTML it sits in <noscript>, which a browser running scripts does not load.
    const pixel = '<img height="1" src="https://www.facebook.com/tr?id=1&ev=PageView" />';
    expect(rw(pixel)).toBe(pixel);
  });

  it('leaves everything else byte for byte', () => {
    const html = [
      '<!doctype html><html><head><meta charset="utf-8">',
      '<script src="/own.js"></script><script src="https://cdn.example.net/lib.js"></script>',
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>',
      '<script type="application/ld+json" src="https://connect.facebook.net/x.json"></script>',
      '<script type="text/plain" data-service-category="analytics" src="https://www.google-analytics.com/a.js"></script>',
      '<script>var s = "<img src=https://connect.facebook.net/p.gif>"; if (a<b && c>d) {}</script>',
      '<!-- <script src="https://connect.facebook.net/commented.js"></script> -->',
      '<textarea><iframe src="https://www.youtube.com/embed/t"></iframe></textarea>',
      '<a title="x > y" href="https://connect.facebook.net/page">link</a>',
      '<img src="https://shop.example/logo.png" alt="">',
      '</head><body></body></html>',
    ].join('\n');
    expect(rw(html)).toBe(html);
  });

  it('reads a quoted > inside an attribute, and survives unclosed comments and raw text', () => {
    expect(rw('<script data-x="a>b" src="https://connect.facebook.net/f.js"></script>')).toContain(
      'data-x="a>b" src="https://connect.facebook.net/f.js" type="text/plain"',
    );
    expect(rw('<p>x</p><!-- never closed <script src="https://connect.facebook.net/f.js">')).toBe(
      '<p>x</p><!-- never closed <script src="https://connect.facebook.net/f.js">',
    );
    expect(rw('<script>unclosed <img src="https://connect.facebook.net/p.gif">')).toBe(
      '<script>unclosed <img src="https://connect.facebook.net/p.gif">',
    );
  });

  it('rewrites every tracker of a page, not only the first', () => {
    const one = '<script src="https://connect.facebook.net/f.js"></script>';
    expect(rw(one.repeat(200)).match(/type="text\/plain"/g)).toHaveLength(200);
  });
});

describe('blockingRewrite middleware', () => {
  const site = (rules: Parameters<typeof blockingRewrite>[0]) => {
    const app = new Hono();
    app.use('*', blockingRewrite(rules));
    app.get('/', (c) => c.html('<script src="https://connect.facebook.net/f.js"></script>'));
    app.get('/data', (c) => c.json({ html: '<script src="https://connect.facebook.net/f.js"></script>' }));
    return app;
  };

  it('rewrites HTML answers and leaves others alone', async () => {
    const app = site(() => RULES);
    const page = await app.request('https://shop.example/');
    expect(await page.text()).toContain('type="text/plain" data-service-category="advertising"');
    expect(page.headers.get('content-length')).toBeNull();
    expect(await (await app.request('https://shop.example/data')).text()).not.toContain('text/plain');
  });

  it('leaves a page in another encoding than UTF-8 as it came: reading it as UTF-8 would alter it', async () => {
    const app = new Hono();
    app.use(
      '*',
      blockingRewrite(() => RULES),
    );
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('<script src="https://connect.facebook.net/f.js"></script><p>'),
      0xe9,
    ]);
    app.get('/', () => new Response(latin1, { headers: { 'content-type': 'text/html; charset=ISO-8859-1' } }));
    app.get('/utf8', () => new Response(latin1, { headers: { 'content-type': 'text/html; charset="utf-8"' } }));
    expect(new Uint8Array(await (await app.request('https://shop.example/')).arrayBuffer())).toEqual(latin1);
    expect(await (await app.request('https://shop.example/utf8')).text()).toContain('data-service-category="advertising"');
  });

  it('takes the rules from the website config at the service, keeps them for their time and the last ones when it is down', async () => {
    let up = true;
    let calls = 0;
    const fake = (async (url: string) => {
      calls++;
      expect(url).toBe('https://consent.example/public/v1/websites/5f0c6a3e-8a1b-4c2d-9e7f-1a2b3c4d5e6f/config?lang=en');
      return up ? Response.json({ format: 2, blocking: RULES }) : new Response('', { status: 503 });
    }) as unknown as typeof fetch;
    const rules = blockingMapFrom({
      service: 'https://consent.example',
      website: '5f0c6a3e-8a1b-4c2d-9e7f-1a2b3c4d5e6f',
      ttlMs: 0,
      fetch: fake,
    });
    expect(await rules()).toEqual(RULES);
    up = false;
    expect(await rules()).toEqual(RULES);
    expect(calls).toBe(2);
    const none = blockingMapFrom({
      service: 'https://consent.example',
      website: '5f0c6a3e-8a1b-4c2d-9e7f-1a2b3c4d5e6f',
      fetch: fake,
    });
    expect(await none()).toBeUndefined();
    const page = await site(none).request('https://shop.example/');
    expect(await page.text()).toBe('<script src="https://connect.facebook.net/f.js"></script>');
  });

  it('refuses rules that are not the schema`s', async () => {
    const fake = (async () => Response.json({ blocking: { analytics: 'not a list' } })) as unknown as typeof fetch;
    const rules = blockingMapFrom({ service: 'https://consent.example', website: 'w', fetch: fake });
    expect(await rules()).toBeUndefined();
  });
});
