// Vendors' install snippets as each vendor documents them (ids made up), for the pages the automatic-blocking
// specs load. The hosts they reach are served by the suite's tracker server (test/e2e/trackers.ts), which answers
// any script with one that notes `host/path` in `window.__ran`. Where a vendor documents a protocol-relative URL
// (`//…`) it is written `https://`: the host pages are http, and the tracker server speaks https only.

export interface VendorSnippet {
  vendor: string;
  /** Where the snippet goes; `head` after the consent snippet. */
  where: 'head' | 'body';
  html: string;
  /** Requests to these (`host` or `host/path` prefixes) are the vendor's. */
  hosts: string[];
  /** The first URL the snippet requests: the one the website's blocking map must hold. */
  loader: string;
  /** The loader a released snippet runs (its `host/path`), or, for a frame, the frame's `host/path` requested. */
  runs: string;
  /** A frame, not a script: it "runs" once requested. */
  frame?: boolean;
}

export const VENDOR_SNIPPETS: VendorSnippet[] = [
  {
    vendor: 'Google tag (gtag.js, G- and AW-)',
    loader: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    where: 'head',
    html: `<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-TEST1');
  gtag('config', 'AW-1234567');
</script>`,
    hosts: ['www.googletagmanager.com/gtag', 'www.google-analytics.com/g/'],
    runs: 'gtag.js',
  },
  {
    vendor: 'Google Tag Manager (its container injects Google Analytics)',
    loader: 'https://www.google-analytics.com/analytics.js',
    where: 'head',
    html: `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-TEST1');</script>`,
    // The container itself is never held (a tag manager's tags are held by their own URLs).
    hosts: ['www.google-analytics.com/analytics.js', 'www.googletagmanager.com/ns.html'],
    runs: 'analytics.js',
  },
  {
    vendor: 'Meta Pixel',
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
    loader: 'https://bat.bing.com/bat.js',
    where: 'head',
    html: `<script>(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"12345678", enableAutoSpaTracking: true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")},n=d.createElement(t),n.src=r,n.async=1,n.onload=n.onreadystatechange=function(){var s=this.readyState;s&&s!=="loaded"&&s!=="complete"||(f(),n.onload=n.onreadystatechange=null)},i=d.getElementsByTagName(t)[0],i.parentNode.insertBefore(n,i)})(window,document,"script","https://bat.bing.com/bat.js","uetq");</script>`,
    hosts: ['bat.bing.com'],
    runs: 'bat.bing.com/bat.js',
  },
  {
    vendor: 'X (Twitter) Pixel',
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
    loader: 'https://js.hs-scripts.com/1234567.js',
    where: 'body',
    html: `<script type="text/javascript" id="hs-script-loader" async defer src="https://js.hs-scripts.com/1234567.js"></script>`,
    hosts: ['js.hs-scripts.com'],
    runs: 'js.hs-scripts.com/1234567.js',
  },
  {
    vendor: 'YouTube embed',
    loader: 'https://www.youtube.com/embed/video',
    where: 'body',
    html: `<iframe width="560" height="315" src="https://www.youtube.com/embed/video" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    hosts: ['www.youtube.com'],
    runs: 'www.youtube.com/embed/video',
    frame: true,
  },
  {
    vendor: 'Vimeo embed',
    loader: 'https://player.vimeo.com/video/76979871?h=8272103f6e',
    where: 'body',
    html: `<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    hosts: ['player.vimeo.com'],
    runs: 'player.vimeo.com/video/76979871',
    frame: true,
  },
];

/** Every host the snippets reach, for the tracker server's certificate and the browsers' host mapping. */
export const VENDOR_HOSTS = [...new Set(VENDOR_SNIPPETS.flatMap((v) => v.hosts.map((h) => h.split('/')[0]!)))];

/** Whether the tracker server's `host/path` hit is one of `v`'s requests. */
export const isVendors = (v: VendorSnippet, hit: string) =>
  v.hosts.some((h) => hit === h || hit.startsWith(h.includes('/') ? h : `${h}/`));
