// The example site of the demo: a plain page that pastes a website's real
// snippets exactly where a site owner would, and sets what real sites set —
// some of it before consent, on purpose, so that "Scan this site" has a
// violation to show (docs/decisions/scans.md#the-demos-site).
import { escapeHtml as esc } from '../src/service/documents/html.ts';

export interface SitePageInput {
  title: string;
  /** `code_snippet.banner`, pasted first thing in <head>. */
  bannerSnippet: string;
  /** `code_snippet.cookie_preference_button`, pasted in the footer. */
  preferenceButtonSnippet: string;
  /** The cookie policy's embed `code_snippet`, or null when the account may not embed. */
  policySnippet: string | null;
  /** QA only: pretend the browser sends Global Privacy Control. */
  gpc: boolean;
  /** Another origin of this process standing in for a third party (an ad server's pixel, an analytics collector). */
  thirdPartyOrigin: string;
  /** The site's own link to its second page (a crawl finds it). */
  shopUrl: string;
  /**
   * The shop page: a Google tag pasted as its vendor says, untagged, which the demo serves through the
   * server-side rewrite of automatic blocking (demo/server.ts): the page leaves the server with it held.
   */
  untaggedTag?: boolean;
}

export function renderSitePage(p: SitePageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
${p.gpc ? '<script src="/demo/static/gpc.js"></script>\n' : ''}${p.bannerSnippet}
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.title)} — Northwind Coffee</title>
<link rel="stylesheet" href="/demo/static/site.css">
${p.untaggedTag ? '<script async src="https://www.googletagmanager.com/gtag/js?id=G-NORTHWIND"></script>\n' : ''}<!-- Set before any choice, on purpose: a site that still needs fixing (a scan reports these as set before consent). -->
<script>
document.cookie = '_ga=GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000) + '; max-age=63072000; path=/; SameSite=Lax';
try { localStorage.setItem('mp_northwind_mixpanel', '{"distinct_id":"' + Math.random().toString(36).slice(2) + '"}'); sessionStorage.setItem('tab_state', 'beans'); } catch (e) {}
</script>
<!-- Run only once their category is granted (gated by the consent runtime). -->
<script type="text/plain" data-service-category="analytics" src="/demo/static/analytics.js" data-third-party="${esc(p.thirdPartyOrigin)}"></script>
<script type="text/plain" data-service-category="advertising">
document.cookie = '_gcl_au=1.1.' + Math.floor(Math.random() * 1e9) + '; max-age=7776000; path=/; SameSite=Lax';
</script>
</head>
<body>
<header><a class="brand" href="#">Northwind Coffee</a><nav><a href="${esc(p.shopUrl)}">Shop</a> <a href="#beans">Beans</a> <a href="#video">Brewing video</a> <a href="#policy">Cookie policy</a></nav></header>
<main>
  <h1>Freshly roasted, shipped on Monday</h1>
  <p class="lede">${esc(p.title)}</p>
  <section id="beans">
    <h2>This week's beans</h2>
    <ul class="cards">
      <li><h3>Yirgacheffe</h3><p>Bergamot, peach, black tea. Washed, light roast.</p></li>
      <li><h3>Huila</h3><p>Red apple, caramel, cocoa. Medium roast for espresso.</p></li>
      <li><h3>Sumatra</h3><p>Cedar, dark chocolate, molasses. Wet-hulled, dark roast.</p></li>
    </ul>
    <p id="analytics-status" class="status">Analytics: not loaded (waiting for consent).</p>
    <!-- An ad server's tracking pixel, loaded before any choice (a violation the scan shows). -->
    <img src="${esc(p.thirdPartyOrigin)}/demo/tp/px.gif?site=northwind" width="1" height="1" alt="">
  </section>
  <section id="video">
    <h2>How we brew a pour-over</h2>
    <iframe data-service-src="/demo/static/video.html" data-service-category="social_networking" title="Brewing video" width="560" height="315"></iframe>
  </section>
  <section id="long">
    <h2>From farm to cup</h2>
    ${'<p>We buy green coffee directly from producers we visit every harvest, pay well above the market price and roast in small batches so that every bag reaches you within a week of roasting. Scroll on to read more about the farms.</p>'.repeat(6)}
  </section>
  <section id="policy">
    <h2>Cookie policy</h2>
    ${p.policySnippet ?? '<p>This account is not provisioned for policy embedding.</p>'}
  </section>
</main>
<footer>
  <p>© Northwind Coffee · ${p.preferenceButtonSnippet}</p>
</footer>
</body>
</html>`;
}
