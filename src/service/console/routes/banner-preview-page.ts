import { randomBytes } from 'node:crypto';
import type { Region } from '../../../schema/enums.ts';
import { PREFERENCES_CLASS } from '../../../shared/preference-class.ts';
import { escapeHtml as esc } from '../../documents/html.ts';

export interface PreviewPageInput {
  /** The service's public origin, where the runtime and its chunks come from. */
  origin: string;
  uuid: string;
  region: Region;
  lang: string;
  /** Open the preference centre at once rather than show the banner. */
  preferences: boolean;
}

/**
 * The banner screen's live preview: a blank page with the website's real runtime, as the service's QA region
 * preview builds it (`/c/{uuid}.js?service_region=`, which counts no page view), for one region and language.
 * Its CSP makes it a sandbox without an origin of its own, so it keeps no choice (no cookie, no storage: the next
 * preview shows the banner again, and the console's origin keeps nothing), and lets it reach only the runtime's
 * scripts and the answers its preference centre reads: a consent record (`/public/v1/consents`) is never sent.
 */
export function bannerPreviewPage(p: PreviewPageInput): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const src = `${p.origin}/c/${p.uuid}.js?service_region=${p.region}&service_lang=${encodeURIComponent(p.lang)}`;
  const open = p.preferences
    ? `<script nonce="${nonce}">addEventListener('load',function(){var s=window.ServiceConsent;s&&s.showPreferences()})</script>\n`
    : '';
  const html = `<!doctype html>
<html lang="${esc(p.lang)}">
<head>
<script src="${esc(src)}" data-website-uuid="${esc(p.uuid)}" data-region="${esc(p.region)}" data-lang="${esc(p.lang)}" nonce="${nonce}"></script>
${open}<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Banner preview</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#1f2328;background:#fff}main{max-width:40rem}</style>
</head>
<body>
<main>
<h1>Your website</h1>
<p>A page of your website as a visitor in the region ${esc(p.region)} sees it, in the language ${esc(p.lang)}.</p>
<p><button type="button" class="${PREFERENCES_CLASS}">Cookie preferences</button></p>
</main>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src ${p.origin} 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    'img-src https: data:',
    `connect-src ${p.origin}/public/v1/websites/`,
    `frame-ancestors ${p.origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    'sandbox allow-scripts',
  ].join('; ');
  return { html, csp };
}
