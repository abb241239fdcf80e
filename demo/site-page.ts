// The example site of the demo: a plain page that pastes a website's real
// snippets exactly where a site owner would.
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
<!-- Runs only once analytics is granted (gated by the consent runtime). -->
<script type="text/plain" data-service-category="analytics" src="/demo/static/analytics.js"></script>
</head>
<body>
<header><a class="brand" href="#">Northwind Coffee</a><nav><a href="#beans">Beans</a> <a href="#video">Brewing video</a> <a href="#policy">Cookie policy</a></nav></header>
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
