import { type Browser, expect, type Page, test } from '@playwright/test';
import { en } from '../../src/service/texts/lang/en.ts';
import type { BlockedCategory } from '../../src/shared/blocking.ts';
import { createSite, hostAnswer, type Site } from './support.ts';
import { startTrackers, type Trackers } from './trackers.ts';

// Automatic blocking against the vendors' own install snippets (issue 40), on a new website no scan has seen
// (no cookies), in the `eu` region: every tracker is held before consent by what the service knows of trackers
// alone (docs/decisions/blocking.md#the-tracker-knowledge), runs after accept, and is released by its own category
// and no other; the essential ones (reCAPTCHA, Stripe.js, jQuery from cdnjs) run at once, also with unknown third
// parties blocked. Each snippet is the vendor's documented one, trimmed to what loads; the host pages are http,
// so protocol-relative URLs are written https. The vendors' hosts are served by the suite's tracker server
// (test/e2e/trackers.ts), where any script of them notes its host and path in `window.__ran`.

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

interface Vendor {
  name: string;
  category: BlockedCategory;
  /** What its script notes in `__ran` once it ran, or, for an embed, the frame's `host/path` the server sees. */
  ran?: string;
  frame?: string;
}

const TRACKERS: Vendor[] = [
  { name: 'gtag.js G-', category: 'analytics', ran: 'gtag G-' },
  { name: 'gtag.js AW-', category: 'advertising', ran: 'gtag AW-' },
  { name: 'GTM: its GA4 tag', category: 'analytics', ran: 'GTM: gtag G-' },
  { name: 'GTM: its Meta Pixel tag', category: 'advertising', ran: 'GTM: fbevents.js' },
  { name: 'Meta Pixel', category: 'advertising', ran: 'fbevents.js' },
  { name: 'TikTok Pixel', category: 'advertising', ran: 'analytics.tiktok.com/i18n/pixel/events.js' },
  { name: 'LinkedIn Insight Tag', category: 'advertising', ran: 'snap.licdn.com/li.lms-analytics/insight.min.js' },
  { name: 'Hotjar', category: 'analytics', ran: 'static.hotjar.com/c/hotjar-123.js' },
  { name: 'Microsoft Clarity', category: 'analytics', ran: 'www.clarity.ms/tag/vendor' },
  { name: 'Microsoft UET', category: 'advertising', ran: 'bat.bing.com/bat.js' },
  { name: 'X Pixel', category: 'advertising', ran: 'static.ads-twitter.com/uwt.js' },
  { name: 'Criteo OneTag', category: 'advertising', ran: 'dynamic.criteo.com/js/ld/ld.js' },
  { name: 'Amazon apstag', category: 'advertising', ran: 'c.amazon-adsystem.com/aax2/apstag.js' },
  { name: 'YouTube embed', category: 'social_networking', frame: 'www.youtube.com/embed/video' },
  // The own table's category for Vimeo (data/own-trackers.json): its player's analytics.
  { name: 'Vimeo embed', category: 'analytics', frame: 'player.vimeo.com/video/76979871' },
  { name: 'HubSpot', category: 'analytics', ran: 'js.hs-scripts.com/123.js' },
  { name: 'Pinterest Tag', category: 'advertising', ran: 's.pinimg.com/ct/core.js' },
  { name: 'Snap Pixel', category: 'advertising', ran: 'sc-static.net/scevent.min.js' },
  { name: 'Reddit Pixel', category: 'advertising', ran: 'www.redditstatic.com/ads/pixel.js' },
  { name: 'Taboola Pixel', category: 'advertising', ran: 'cdn.taboola.com/libtrc/unip/123/tfa.js' },
  { name: 'Outbrain Pixel', category: 'advertising', ran: 'amplify.outbrain.com/cp/obtp.js' },
  { name: 'Google Maps embed', category: 'social_networking', frame: 'www.google.com/maps/embed' },
  { name: 'Intercom', category: 'performance', ran: 'widget.intercom.io/widget/abc123' },
  { name: 'Segment', category: 'analytics', ran: 'cdn.segment.com/analytics.js/v1/KEY/analytics.min.js' },
  { name: 'Mixpanel', category: 'analytics', ran: 'cdn.mxpnl.com/libs/mixpanel-2-latest.min.js' },
  { name: 'Matomo Cloud', category: 'analytics', ran: 'cdn.matomo.cloud/example.matomo.cloud/matomo.js' },
  { name: 'Plausible', category: 'analytics', ran: 'plausible.io/js/script.js' },
];
const ESSENTIAL = ['recaptcha', 'www.gstatic.com/recaptcha/releases/v1/recaptcha__en.js', 'stripe', 'jquery'];

/** The essential ones first, as a page has them: synchronous, and called at once. */
const ESSENTIAL_SNIPPETS = `<script src="https://www.google.com/recaptcha/api.js" async defer></script>
<script src="https://js.stripe.com/v3/"></script>
<script>try { window.__stripe = Stripe('pk_test_vendor').key; } catch (e) { window.__stripe = String(e); }</script>
<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>
<script>window.__jquery = typeof jQuery;</script>`;

const TRACKER_SNIPPETS = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-VENDOR"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-VENDOR');</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=AW-VENDOR"></script>
<script>gtag('config', 'AW-VENDOR');</script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-VENDOR');</script>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '1234');fbq('track', 'PageView');</script>
<script>!function (w, d, t) {w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];ttq.methods=["page","track","identify","instances","debug","on","off","once","ready","alias","group","enableCookie","disableCookie"],ttq.setAndDefer=function(t,e){t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<ttq.methods.length;i++)ttq.setAndDefer(ttq,ttq.methods[i]);ttq.load=function(e,n){var i="https://analytics.tiktok.com/i18n/pixel/events.js";ttq._i=ttq._i||{},ttq._i[e]=[],ttq._i[e]._u=i,ttq._t=ttq._t||{},ttq._t[e]=+new Date,ttq._o=ttq._o||{},ttq._o[e]=n||{};var o=document.createElement("script");o.type="text/javascript",o.async=!0,o.src=i+"?sdkid="+e+"&lib="+t;var a=document.getElementsByTagName("script")[0];a.parentNode.insertBefore(o,a)};ttq.load('VENDOR');ttq.page();}(window, document, 'ttq');</script>
<script type="text/javascript">_linkedin_partner_id = "123"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script>
<script type="text/javascript">(function(l) {if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};window.lintrk.q=[]}var s = document.getElementsByTagName("script")[0];var b = document.createElement("script");b.type = "text/javascript";b.async = true;b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";s.parentNode.insertBefore(b, s);})(window.lintrk);</script>
<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:123,hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>
<script type="text/javascript">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", "vendor");</script>
<script>(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"123", enableAutoSpaTracking: true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")},n=d.createElement(t),n.src=r,n.async=1,n.onload=n.onreadystatechange=function(){var s=this.readyState;s&&s!=="loaded"&&s!=="complete"||(f(),n.onload=n.onreadystatechange=null)},i=d.getElementsByTagName(t)[0],i.parentNode.insertBefore(n,i)})(window,document,"script","https://bat.bing.com/bat.js","uetq");</script>
<script>!function(e,t,n,s,u,a){e.twq||(s=e.twq=function(){s.exe?s.exe.apply(s,arguments):s.queue.push(arguments);},s.version='1.1',s.queue=[],u=t.createElement(n),u.async=!0,u.src='https://static.ads-twitter.com/uwt.js',a=t.getElementsByTagName(n)[0],a.parentNode.insertBefore(u,a))}(window,document,'script');twq('config','vendor');</script>
<script type="text/javascript" src="https://dynamic.criteo.com/js/ld/ld.js?a=123" async="true"></script>
<script>!function(a9,a,p,s,t,A,g){if(a[a9])return;function q(c,r){a[a9]._Q.push([c,r])}a[a9]={init:function(){q("i",arguments)},fetchBids:function(){q("f",arguments)},setDisplayBids:function(){},targetingKeys:function(){return[]},_Q:[]};A=p.createElement(s);A.async=!0;A.src=t;g=p.getElementsByTagName(s)[0];g.parentNode.insertBefore(A,g)}("apstag",window,document,"script","https://c.amazon-adsystem.com/aax2/apstag.js");</script>
<script type="text/javascript" id="hs-script-loader" async defer src="https://js.hs-scripts.com/123.js"></script>
<script type="text/javascript">!function(e){if(!window.pintrk){window.pintrk = function () {window.pintrk.queue.push(Array.prototype.slice.call(arguments))};var n=window.pintrk;n.queue=[],n.version="3.0";var t=document.createElement("script");t.async=!0,t.src=e;var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r)}}("https://s.pinimg.com/ct/core.js");pintrk('load', '123');pintrk('page');</script>
<script type="text/javascript">(function(e,t,n){if(e.snaptr)return;var a=e.snaptr=function(){a.handleRequest?a.handleRequest.apply(a,arguments):a.queue.push(arguments)};a.queue=[];var s='script';var r=t.createElement(s);r.async=!0;r.src=n;var u=t.getElementsByTagName(s)[0];u.parentNode.insertBefore(r,u);})(window,document,'https://sc-static.net/scevent.min.js');snaptr('init', 'vendor');snaptr('track', 'PAGE_VIEW');</script>
<script>!function(w,d){if(!w.rdt){var p=w.rdt=function(){p.sendEvent?p.sendEvent.apply(p,arguments):p.callQueue.push(arguments)};p.callQueue=[];var t=d.createElement("script");t.src="https://www.redditstatic.com/ads/pixel.js",t.async=!0;var s=d.getElementsByTagName("script")[0];s.parentNode.insertBefore(t,s)}}(window,document);rdt('init','vendor');rdt('track', 'PageVisit');</script>
<script type="text/javascript">window._tfa = window._tfa || [];window._tfa.push({notify: 'event', name: 'page_view', id: 123});!function (t, f, a, x) {if (!document.getElementById(x)) {t.async = 1;t.src = a;t.id=x;f.parentNode.insertBefore(t, f);}}(document.createElement('script'),document.getElementsByTagName('script')[0],'https://cdn.taboola.com/libtrc/unip/123/tfa.js','tb_tfa_script');</script>
<script data-obct type="text/javascript">!function(_window, _document) {var OB_ADV_ID = 'vendor';if (_window.obApi) {return;}var api = _window.obApi = function() {api.dispatch ? api.dispatch.apply(api, arguments) : api.queue.push(arguments);};api.version = '1.1';api.loaded = true;api.marketerId = OB_ADV_ID;api.queue = [];var tag = _document.createElement('script');tag.async = true;tag.src = 'https://amplify.outbrain.com/cp/obtp.js';tag.type = 'text/javascript';var script = _document.getElementsByTagName('script')[0];script.parentNode.insertBefore(tag, script);}(window, document);obApi('track', 'PAGE_VIEW');</script>
<script>window.intercomSettings = {api_base: "https://api-iam.intercom.io", app_id: "abc123"};(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/' + 'abc123';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else if(w.attachEvent){w.attachEvent('onload',l);}else{w.addEventListener('load',l,false);}}})();</script>
<script>!function(){var i="analytics",analytics=window[i]=window[i]||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;analytics.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","screen","once","off","on"];analytics.factory=function(e){return function(){var n=Array.prototype.slice.call(arguments);n.unshift(e);analytics.push(n);return analytics}};for(var n=0;n<analytics.methods.length;n++){var key=analytics.methods[n];analytics[key]=analytics.factory(key)}analytics.load=function(key,n){var t=document.createElement("script");t.type="text/javascript";t.async=!0;t.setAttribute("data-global-segment-analytics-key",i);t.src="https://cdn.segment.com/analytics.js/v1/" + key + "/analytics.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r);analytics._loadOptions=n};analytics._writeKey="KEY";analytics.SNIPPET_VERSION="5.2.0";analytics.load("KEY");analytics.page();}}();</script>
<script type="text/javascript">(function(f,b){if(!b.__SV){var e,g,i,h;window.mixpanel=b;b._i=[];b.init=function(e,f,c){function g(a,d){var b=d.split(".");2==b.length&&(a=a[b[0]],d=b[1]);a[d]=function(){a.push([d].concat(Array.prototype.slice.call(arguments,0)))}}var a=b;"undefined"!==typeof c?a=b[c]=[]:c="mixpanel";a.people=a.people||[];h="disable time_event track track_pageview track_links track_forms register register_once unregister identify alias name_tag set_config reset people.set people.set_once people.increment".split(" ");for(i=0;i<h.length;i++)g(a,h[i]);b._i.push([e,f,c])};b.__SV=1.2;e=f.createElement("script");e.type="text/javascript";e.async=!0;e.src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js";g=f.getElementsByTagName("script")[0];g.parentNode.insertBefore(e,g)}})(document,window.mixpanel||[]);mixpanel.init("TOKEN", {track_pageview: true});</script>
<script>var _paq = window._paq = window._paq || [];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function() {var u="https://example.matomo.cloud/";_paq.push(['setTrackerUrl', u+'matomo.php']);_paq.push(['setSiteId', '1']);var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];g.async=true; g.src='https://cdn.matomo.cloud/example.matomo.cloud/matomo.js'; s.parentNode.insertBefore(g,s);})();</script>
<script defer data-domain="shop.test" src="https://plausible.io/js/script.js"></script>`;

// The embeds as their share dialogs give them, in a row (the Maps embed loads lazily: it must be in view).
const BODY = `<main><h1>Shop</h1>
<div style="display:flex;gap:8px">
<iframe width="300" height="200" src="https://www.youtube.com/embed/video" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>
<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="300" height="200" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="Vimeo video"></iframe>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2428" width="300" height="200" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map"></iframe>
</div></main>`;

let trackers: Trackers;
let allowing: Site;
let blocking: Site;
test.beforeAll(async () => {
  trackers = await startTrackers();
  // New websites, no scan, no cookies: what the map holds is the service's tracker knowledge alone.
  allowing = await createSite({ cookies: [] });
  blocking = await createSite({ cookies: [], banner: { unknown_third_parties: 'block' } });
});
test.afterAll(() => trackers.close());

/** A fresh visitor (a context of its own) on the vendors' page of `site`, once it has loaded. */
async function visit(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const head = `${site.firstView.replace('<script ', '<script data-region="eu" ')}\n${ESSENTIAL_SNIPPETS}\n${TRACKER_SNIPPETS}`;
  await context.route(`${site.origin}/**`, (route) =>
    route.fulfill(hostAnswer({ origin: site.origin, head, body: BODY }, new URL(route.request().url()).pathname)),
  );
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('button', { name: en.texts.accept_all, exact: true }).first()).toBeVisible();
  return page;
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const frameHits = (frame: string) => trackers.hits.filter((h) => h.startsWith(frame)).length;
const names = (list: Vendor[]) => list.map((v) => v.name);

/**
 * What has run of `list` so far: a script by its note, an embed by a request for its frame since `since` (a frame
 * written in the HTML may be requested once before the blocker stops it).
 */
async function runOf(page: Page, list: Vendor[], since: Map<string, number>): Promise<string[]> {
  const notes = await ran(page);
  return names(list.filter((v) => (v.ran ? notes.includes(v.ran) : frameHits(v.frame!) > (since.get(v.frame!) ?? 0))));
}

/** The vendors are all held (after the page's load event, and a moment for its load listeners' inserts). */
async function expectAllHeld(page: Page): Promise<Map<string, number>> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const since = new Map(TRACKERS.filter((v) => v.frame).map((v) => [v.frame!, frameHits(v.frame!)]));
  const notes = await ran(page);
  expect(
    TRACKERS.filter((v) => v.ran && notes.includes(v.ran)).map((v) => v.name),
    'ran before consent',
  ).toEqual([]);
  // The embeds wait behind their placeholders.
  await expect(page.locator('.service-placeholder')).toHaveCount(3);
  return since;
}

/** The essential ones ran at once, and the page's own calls on them worked. */
async function expectEssentialRan(page: Page): Promise<void> {
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(ESSENTIAL));
  expect(await page.evaluate(() => (window as unknown as { __stripe: string }).__stripe)).toBe('pk_test_vendor');
  expect(await page.evaluate(() => (window as unknown as { __jquery: string }).__jquery)).toBe('function');
}

test('every vendor is held before consent and runs after accept; the essential ones run at once', async ({ browser }) => {
  const page = await visit(browser, allowing);
  await expectEssentialRan(page);
  const since = await expectAllHeld(page);
  // The GTM container itself is no tracker: it ran, and its tags wait.
  expect(await ran(page)).toContain('gtm.js GTM-VENDOR');

  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).first().click();
  await expect.poll(() => runOf(page, TRACKERS, since), { timeout: 10_000 }).toEqual(names(TRACKERS));
  await page.context().close();
});

for (const category of ['performance', 'analytics', 'advertising', 'social_networking'] as const) {
  test(`consent to ${category} alone releases its vendors and no other`, async ({ browser }) => {
    const page = await visit(browser, allowing);
    const since = await expectAllHeld(page);
    await page.evaluate(
      (c) => (window as unknown as { ServiceConsent: { set(c: string[]): void } }).ServiceConsent.set([c]),
      category,
    );
    const own = TRACKERS.filter((v) => v.category === category);
    const others = TRACKERS.filter((v) => v.category !== category);
    await expect.poll(() => runOf(page, own, since), { timeout: 10_000 }).toEqual(names(own));
    // Anything released by mistake went out with them: a moment for it to arrive.
    await page.waitForTimeout(500);
    expect(await runOf(page, others, since)).toEqual([]);
    await page.context().close();
  });
}

test('with unknown third parties blocked, the essential ones still run at once and the vendors stay held', async ({
  browser,
}) => {
  const page = await visit(browser, blocking);
  await expectEssentialRan(page);
  await expectAllHeld(page);
  await page.context().close();
});
