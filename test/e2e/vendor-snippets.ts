import type { BlockedCategory } from '../../src/shared/blocking.ts';

// Vendors' install snippets as each vendor documents them (ids made up), trimmed to what loads, for the pages the
// automatic-blocking specs load (test/e2e/vendor-snippets.spec.ts, test/e2e/rewrite.spec.ts). The hosts they reach
// are served by the suite's tracker server (test/e2e/trackers.ts), which answers any script with one that notes
// `host/path` in `window.__ran` (some URLs note a name of their own there: trackers.ts's ANSWERS). Where a vendor
// documents a protocol-relative URL (`//…`) it is written `https://`: the host pages are http, and the tracker
// server speaks https only.

export interface VendorSnippet {
  vendor: string;
  /**
   * The category the service's tracker knowledge gives it, which alone releases it; `essential`: never held, it
   * runs at once (also with unknown third parties blocked).
   */
  category: BlockedCategory | 'essential';
  /** Where the snippet goes; `head` after the consent snippet. */
  where: 'head' | 'body';
  /** Empty for a tag a container (the vendor before it) injects. */
  html: string;
  /** Requests to these (`host` or `host/path` prefixes) are the vendor's. */
  hosts: string[];
  /** The first URL the snippet requests: the one the website's blocking map must hold. */
  loader: string;
  /**
   * What its script notes in `__ran` once it ran, or, for a frame, the frame's `host/path` the tracker server sees.
   */
  runs: string;
  /** A frame, not a script: it "runs" once requested. */
  frame?: boolean;
}

/** The Google tag's snippet as Google documents it, for one id: Analytics `G-…` or Google Ads `AW-…`. */
const googleTag = (id: string) => `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', '${id}');
</script>`;

export const VENDOR_SNIPPETS: VendorSnippet[] = [
  // The essential ones first, as a page has them: synchronous, and called at once.
  {
    vendor: 'reCAPTCHA',
    category: 'essential',
    loader: 'https://www.google.com/recaptcha/api.js',
    where: 'head',
    html: `<script src="https://www.google.com/recaptcha/api.js" async defer></script>`,
    hosts: ['www.google.com/recaptcha/', 'www.gstatic.com/recaptcha/'],
    // Injected by api.js: its note says both ran.
    runs: 'www.gstatic.com/recaptcha/releases/v1/recaptcha__en.js',
  },
  {
    vendor: 'Stripe.js',
    category: 'essential',
    loader: 'https://js.stripe.com/v3/',
    where: 'head',
    html: `<script src="https://js.stripe.com/v3/"></script>
<script>try { window.__stripe = Stripe('pk_test_vendor').key; } catch (e) { window.__stripe = String(e); }</script>`,
    hosts: ['js.stripe.com'],
    runs: 'stripe',
  },
  {
    vendor: 'jQuery from cdnjs',
    category: 'essential',
    loader: 'https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js',
    where: 'head',
    html: `<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>
<script>window.__jquery = typeof jQuery;</script>`,
    hosts: ['cdnjs.cloudflare.com'],
    runs: 'jquery',
  },
  // One path for Analytics and for Ads, told apart by the id in its query (trackers.ts answers each by it).
  {
    vendor: 'Google tag (gtag.js) for Analytics, G-',
    category: 'analytics',
    loader: 'https://www.googletagmanager.com/gtag/js?id=G-VENDOR',
    where: 'head',
    html: googleTag('G-VENDOR'),
    hosts: ['www.googletagmanager.com/gtag', 'www.google-analytics.com/g/'],
    runs: 'gtag G-',
  },
  {
    vendor: 'Google tag (gtag.js) for Google Ads, AW-',
    category: 'advertising',
    loader: 'https://www.googletagmanager.com/gtag/js?id=AW-VENDOR',
    where: 'head',
    html: googleTag('AW-VENDOR'),
    hosts: ['www.googletagmanager.com/gtag'],
    runs: 'gtag AW-',
  },
  // The container itself is never held (a tag manager's tags are held by their own URLs): it runs at once and
  // injects three tags, each held by its own category.
  {
    vendor: 'Google Tag Manager: its GA4 tag',
    category: 'analytics',
    loader: 'https://www.googletagmanager.com/gtag/js?id=G-FROMGTM',
    where: 'head',
    html: `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-VENDOR');</script>`,
    hosts: ['www.googletagmanager.com/gtag'],
    runs: 'GTM: gtag G-',
  },
  {
    vendor: 'Google Tag Manager: its Meta Pixel tag',
    category: 'advertising',
    loader: 'https://connect.facebook.net/en_US/fbevents.js?gtm',
    where: 'head',
    html: '',
    hosts: ['connect.facebook.net'],
    runs: 'GTM: fbevents.js',
  },
  {
    vendor: 'Google Tag Manager: its Universal Analytics tag',
    category: 'analytics',
    loader: 'https://www.google-analytics.com/analytics.js',
    where: 'head',
    html: '',
    hosts: ['www.google-analytics.com/analytics.js', 'www.googletagmanager.com/ns.html'],
    runs: 'analytics.js',
  },
  {
    vendor: 'Meta Pixel',
    category: 'advertising',
    loader: 'https://connect.facebook.net/en_US/fbevents.js',
    where: 'head',
    html: `<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1234');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=1234&ev=PageView&noscript=1"
/></noscript>`,
    hosts: ['connect.facebook.net', 'www.facebook.com'],
    runs: 'fbevents.js',
  },
  {
    vendor: 'TikTok Pixel',
    category: 'advertising',
    loader: 'https://analytics.tiktok.com/i18n/pixel/events.js',
    where: 'head',
    html: `<script>
!function (w, d, t) {
  w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];ttq.methods=["page","track","identify","instances","debug","on","off","once","ready","alias","group","enableCookie","disableCookie","holdConsent","revokeConsent","grantConsent"],ttq.setAndDefer=function(t,e){t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<ttq.methods.length;i++)ttq.setAndDefer(ttq,ttq.methods[i]);ttq.instance=function(t){for(var e=ttq._i[t]||[],n=0;n<ttq.methods.length;n++)ttq.setAndDefer(e,ttq.methods[n]);return e},ttq.load=function(e,n){var r="https://analytics.tiktok.com/i18n/pixel/events.js",o=n&&n.partner;ttq._i=ttq._i||{},ttq._i[e]=[],ttq._i[e]._u=r,ttq._t=ttq._t||{},ttq._t[e]=+new Date,ttq._o=ttq._o||{},ttq._o[e]=n||{};n=document.createElement("script");n.type="text/javascript",n.async=!0,n.src=r+"?sdkid="+e+"&lib="+t;e=document.getElementsByTagName("script")[0];e.parentNode.insertBefore(n,e)};
  ttq.load('CTEST1');
  ttq.page();
}(window, document, 'ttq');
</script>`,
    hosts: ['analytics.tiktok.com'],
    runs: 'analytics.tiktok.com/i18n/pixel/events.js',
  },
  {
    vendor: 'LinkedIn Insight Tag',
    category: 'advertising',
    loader: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
    where: 'body',
    html: `<script type="text/javascript">
_linkedin_partner_id = "1234567";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script><script type="text/javascript">
(function(l) {
if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};
window.lintrk.q=[]}
var s = document.getElementsByTagName("script")[0];
var b = document.createElement("script");
b.type = "text/javascript";b.async = true;
b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
s.parentNode.insertBefore(b, s);})(window.lintrk);
</script>
<noscript>
<img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=1234567&fmt=gif" />
</noscript>`,
    hosts: ['snap.licdn.com', 'px.ads.linkedin.com'],
    runs: 'snap.licdn.com/li.lms-analytics/insight.min.js',
  },
  {
    vendor: 'Hotjar',
    category: 'analytics',
    loader: 'https://static.hotjar.com/c/hotjar-1234567.js?sv=6',
    where: 'head',
    html: `<script>
    (function(h,o,t,j,a,r){
        h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};
        h._hjSettings={hjid:1234567,hjsv:6};
        a=o.getElementsByTagName('head')[0];
        r=o.createElement('script');r.async=1;
        r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;
        a.appendChild(r);
    })(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');
</script>`,
    hosts: ['static.hotjar.com', 'script.hotjar.com'],
    runs: 'static.hotjar.com/c/hotjar-1234567.js',
  },
  {
    vendor: 'Microsoft Clarity',
    category: 'analytics',
    loader: 'https://www.clarity.ms/tag/testproj1',
    where: 'head',
    html: `<script type="text/javascript">
    (function(c,l,a,r,i,t,y){
        c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};
        t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;
        y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);
    })(window, document, "clarity", "script", "testproj1");
</script>`,
    hosts: ['www.clarity.ms'],
    runs: 'www.clarity.ms/tag/testproj1',
  },
  {
    vendor: 'Microsoft Advertising UET',
    category: 'advertising',
    loader: 'https://bat.bing.com/bat.js',
    where: 'head',
    html: `<script>(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"12345678", enableAutoSpaTracking: true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")},n=d.createElement(t),n.src=r,n.async=1,n.onload=n.onreadystatechange=function(){var s=this.readyState;s&&s!=="loaded"&&s!=="complete"||(f(),n.onload=n.onreadystatechange=null)},i=d.getElementsByTagName(t)[0],i.parentNode.insertBefore(n,i)})(window,document,"script","https://bat.bing.com/bat.js","uetq");</script>`,
    hosts: ['bat.bing.com'],
    runs: 'bat.bing.com/bat.js',
  },
  {
    vendor: 'X (Twitter) Pixel',
    category: 'advertising',
    loader: 'https://static.ads-twitter.com/uwt.js',
    where: 'head',
    html: `<script>
!function(e,t,n,s,u,a){e.twq||(s=e.twq=function(){s.exe?s.exe.apply(s,arguments):s.queue.push(arguments);
},s.version='1.1',s.queue=[],u=t.createElement(n),u.async=!0,u.src='https://static.ads-twitter.com/uwt.js',
a=t.getElementsByTagName(n)[0],a.parentNode.insertBefore(u,a))}(window,document,'script');
twq('config','otest');
</script>`,
    hosts: ['static.ads-twitter.com'],
    runs: 'static.ads-twitter.com/uwt.js',
  },
  {
    vendor: 'Criteo OneTag',
    category: 'advertising',
    loader: 'https://dynamic.criteo.com/js/ld/ld.js?a=12345',
    where: 'head',
    html: `<script type="text/javascript" src="https://dynamic.criteo.com/js/ld/ld.js?a=12345" async="true"></script>
<script type="text/javascript">
window.criteo_q = window.criteo_q || [];
var deviceType = /iPad/.test(navigator.userAgent) ? "t" : /Mobile|iP(hone|od)|Android|BlackBerry|IEMobile|Silk/.test(navigator.userAgent) ? "m" : "d";
window.criteo_q.push(
 { event: "setAccount", account: 12345 },
 { event: "setSiteType", type: deviceType },
 { event: "viewHome" });
</script>`,
    hosts: ['dynamic.criteo.com'],
    runs: 'dynamic.criteo.com/js/ld/ld.js',
  },
  {
    vendor: 'Pinterest Tag',
    category: 'advertising',
    loader: 'https://s.pinimg.com/ct/core.js',
    where: 'head',
    html: `<script>
!function(e){if(!window.pintrk){window.pintrk = function () {
window.pintrk.queue.push(Array.prototype.slice.call(arguments))};var
  n=window.pintrk;n.queue=[],n.version="3.0";var
  t=document.createElement("script");t.async=!0,t.src=e;var
  r=document.getElementsByTagName("script")[0];
  r.parentNode.insertBefore(t,r)}}("https://s.pinimg.com/ct/core.js");
pintrk('load', '2612345678901');
pintrk('page');
</script>
<noscript>
<img height="1" width="1" style="display:none;" alt=""
  src="https://ct.pinterest.com/v3/?event=init&tid=2612345678901&noscript=1" />
</noscript>`,
    hosts: ['s.pinimg.com/ct/', 'ct.pinterest.com'],
    runs: 's.pinimg.com/ct/core.js',
  },
  {
    vendor: 'Snap Pixel',
    category: 'advertising',
    loader: 'https://sc-static.net/scevent.min.js',
    where: 'head',
    html: `<script type='text/javascript'>
(function(e,t,n){if(e.snaptr)return;var a=e.snaptr=function()
{a.handleRequest?a.handleRequest.apply(a,arguments):a.queue.push(arguments)};
a.queue=[];var s='script';r=t.createElement(s);r.async=!0;
r.src=n;var u=t.getElementsByTagName(s)[0];
u.parentNode.insertBefore(r,u);})(window,document,
'https://sc-static.net/scevent.min.js');
snaptr('init', 'test-pixel-id', {});
snaptr('track', 'PAGE_VIEW');
</script>`,
    hosts: ['sc-static.net', 'tr.snapchat.com'],
    runs: 'sc-static.net/scevent.min.js',
  },
  {
    vendor: 'Reddit Pixel',
    category: 'advertising',
    loader: 'https://www.redditstatic.com/ads/pixel.js',
    where: 'head',
    html: `<script>
!function(w,d){if(!w.rdt){var p=w.rdt=function(){p.sendEvent?p.sendEvent.apply(p,arguments):p.callQueue.push(arguments)};p.callQueue=[];var t=d.createElement("script");t.src="https://www.redditstatic.com/ads/pixel.js",t.async=!0;var s=d.getElementsByTagName("script")[0];s.parentNode.insertBefore(t,s)}}(window,document);rdt('init','a2_test');rdt('track', 'PageVisit');
</script>`,
    hosts: ['www.redditstatic.com/ads/', 'alb.reddit.com'],
    runs: 'www.redditstatic.com/ads/pixel.js',
  },
  {
    vendor: 'HubSpot',
    category: 'analytics',
    loader: 'https://js.hs-scripts.com/1234567.js',
    where: 'body',
    html: `<script type="text/javascript" id="hs-script-loader" async defer src="https://js.hs-scripts.com/1234567.js"></script>`,
    hosts: ['js.hs-scripts.com'],
    runs: 'js.hs-scripts.com/1234567.js',
  },
  {
    vendor: 'Amazon Publisher Services (apstag)',
    category: 'advertising',
    loader: 'https://c.amazon-adsystem.com/aax2/apstag.js',
    where: 'head',
    html: `<script>!function(a9,a,p,s,t,A,g){if(a[a9])return;function q(c,r){a[a9]._Q.push([c,r])}a[a9]={init:function(){q("i",arguments)},fetchBids:function(){q("f",arguments)},setDisplayBids:function(){},targetingKeys:function(){return[]},_Q:[]};A=p.createElement(s);A.async=!0;A.src=t;g=p.getElementsByTagName(s)[0];g.parentNode.insertBefore(A,g)}("apstag",window,document,"script","https://c.amazon-adsystem.com/aax2/apstag.js");</script>`,
    hosts: ['c.amazon-adsystem.com'],
    runs: 'c.amazon-adsystem.com/aax2/apstag.js',
  },
  {
    vendor: 'Taboola Pixel',
    category: 'advertising',
    loader: 'https://cdn.taboola.com/libtrc/unip/123/tfa.js',
    where: 'head',
    html: `<script type="text/javascript">window._tfa = window._tfa || [];window._tfa.push({notify: 'event', name: 'page_view', id: 123});!function (t, f, a, x) {if (!document.getElementById(x)) {t.async = 1;t.src = a;t.id=x;f.parentNode.insertBefore(t, f);}}(document.createElement('script'),document.getElementsByTagName('script')[0],'https://cdn.taboola.com/libtrc/unip/123/tfa.js','tb_tfa_script');</script>`,
    hosts: ['cdn.taboola.com'],
    runs: 'cdn.taboola.com/libtrc/unip/123/tfa.js',
  },
  {
    vendor: 'Outbrain Pixel',
    category: 'advertising',
    loader: 'https://amplify.outbrain.com/cp/obtp.js',
    where: 'head',
    html: `<script data-obct type="text/javascript">!function(_window, _document) {var OB_ADV_ID = 'vendor';if (_window.obApi) {return;}var api = _window.obApi = function() {api.dispatch ? api.dispatch.apply(api, arguments) : api.queue.push(arguments);};api.version = '1.1';api.loaded = true;api.marketerId = OB_ADV_ID;api.queue = [];var tag = _document.createElement('script');tag.async = true;tag.src = 'https://amplify.outbrain.com/cp/obtp.js';tag.type = 'text/javascript';var script = _document.getElementsByTagName('script')[0];script.parentNode.insertBefore(tag, script);}(window, document);obApi('track', 'PAGE_VIEW');</script>`,
    hosts: ['amplify.outbrain.com'],
    runs: 'amplify.outbrain.com/cp/obtp.js',
  },
  {
    vendor: 'Intercom (its widget loads on the load event)',
    category: 'performance',
    loader: 'https://widget.intercom.io/widget/abc123',
    where: 'head',
    html: `<script>window.intercomSettings = {api_base: "https://api-iam.intercom.io", app_id: "abc123"};(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/' + 'abc123';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else if(w.attachEvent){w.attachEvent('onload',l);}else{w.addEventListener('load',l,false);}}})();</script>`,
    hosts: ['widget.intercom.io'],
    runs: 'widget.intercom.io/widget/abc123',
  },
  {
    vendor: 'Segment',
    category: 'analytics',
    loader: 'https://cdn.segment.com/analytics.js/v1/KEY/analytics.min.js',
    where: 'head',
    html: `<script>!function(){var i="analytics",analytics=window[i]=window[i]||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;analytics.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","screen","once","off","on"];analytics.factory=function(e){return function(){var n=Array.prototype.slice.call(arguments);n.unshift(e);analytics.push(n);return analytics}};for(var n=0;n<analytics.methods.length;n++){var key=analytics.methods[n];analytics[key]=analytics.factory(key)}analytics.load=function(key,n){var t=document.createElement("script");t.type="text/javascript";t.async=!0;t.setAttribute("data-global-segment-analytics-key",i);t.src="https://cdn.segment.com/analytics.js/v1/" + key + "/analytics.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r);analytics._loadOptions=n};analytics._writeKey="KEY";analytics.SNIPPET_VERSION="5.2.0";analytics.load("KEY");analytics.page();}}();</script>`,
    hosts: ['cdn.segment.com'],
    runs: 'cdn.segment.com/analytics.js/v1/KEY/analytics.min.js',
  },
  {
    vendor: 'Mixpanel',
    category: 'analytics',
    loader: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
    where: 'head',
    html: `<script type="text/javascript">(function(f,b){if(!b.__SV){var e,g,i,h;window.mixpanel=b;b._i=[];b.init=function(e,f,c){function g(a,d){var b=d.split(".");2==b.length&&(a=a[b[0]],d=b[1]);a[d]=function(){a.push([d].concat(Array.prototype.slice.call(arguments,0)))}}var a=b;"undefined"!==typeof c?a=b[c]=[]:c="mixpanel";a.people=a.people||[];h="disable time_event track track_pageview track_links track_forms register register_once unregister identify alias name_tag set_config reset people.set people.set_once people.increment".split(" ");for(i=0;i<h.length;i++)g(a,h[i]);b._i.push([e,f,c])};b.__SV=1.2;e=f.createElement("script");e.type="text/javascript";e.async=!0;e.src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js";g=f.getElementsByTagName("script")[0];g.parentNode.insertBefore(e,g)}})(document,window.mixpanel||[]);mixpanel.init("TOKEN", {track_pageview: true});</script>`,
    hosts: ['cdn.mxpnl.com'],
    runs: 'cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
  },
  {
    vendor: 'Matomo Cloud',
    category: 'analytics',
    loader: 'https://cdn.matomo.cloud/example.matomo.cloud/matomo.js',
    where: 'head',
    html: `<script>var _paq = window._paq = window._paq || [];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function() {var u="https://example.matomo.cloud/";_paq.push(['setTrackerUrl', u+'matomo.php']);_paq.push(['setSiteId', '1']);var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];g.async=true; g.src='https://cdn.matomo.cloud/example.matomo.cloud/matomo.js'; s.parentNode.insertBefore(g,s);})();</script>`,
    hosts: ['cdn.matomo.cloud'],
    runs: 'cdn.matomo.cloud/example.matomo.cloud/matomo.js',
  },
  {
    vendor: 'Plausible',
    category: 'analytics',
    loader: 'https://plausible.io/js/script.js',
    where: 'head',
    html: `<script defer data-domain="shop.test" src="https://plausible.io/js/script.js"></script>`,
    hosts: ['plausible.io'],
    runs: 'plausible.io/js/script.js',
  },
  {
    vendor: 'YouTube embed',
    category: 'social_networking',
    loader: 'https://www.youtube.com/embed/video',
    where: 'body',
    html: `<iframe width="560" height="315" src="https://www.youtube.com/embed/video" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    hosts: ['www.youtube.com'],
    runs: 'www.youtube.com/embed/video',
    frame: true,
  },
  {
    vendor: 'Vimeo embed',
    // The own table's category for Vimeo (data/own-trackers.json): its player's analytics.
    category: 'analytics',
    loader: 'https://player.vimeo.com/video/76979871?h=8272103f6e',
    where: 'body',
    html: `<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    hosts: ['player.vimeo.com'],
    runs: 'player.vimeo.com/video/76979871',
    frame: true,
  },
  {
    vendor: 'Google Maps embed (lazy: it loads once in view)',
    category: 'social_networking',
    loader: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2428',
    where: 'body',
    html: `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2428" width="300" height="200" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map"></iframe>`,
    hosts: ['www.google.com/maps/'],
    runs: 'www.google.com/maps/embed',
    frame: true,
  },
];

/** The snippets that go in `where`, in the catalogue's order. */
export const snippetsIn = (where: VendorSnippet['where']) =>
  VENDOR_SNIPPETS.filter((v) => v.where === where)
    .map((v) => v.html)
    .join('\n');

/** Every host the snippets reach, for the tracker server's certificate and the browsers' host mapping. */
export const VENDOR_HOSTS = [...new Set(VENDOR_SNIPPETS.flatMap((v) => v.hosts.map((h) => h.split('/')[0]!)))];

/** Whether the tracker server's `host/path` hit is one of `v`'s requests. */
export const isVendors = (v: VendorSnippet, hit: string) =>
  v.hosts.some((h) => hit === h || hit.startsWith(h.includes('/') ? h : `${h}/`));
