import { MISSING_ATTR } from '../../embed/protocol.ts';
import { languageDir, languageTag, policyTexts } from '../texts/index.ts';
import { escapeHtml as e, pageHead } from './html.ts';

/**
 * The page the service answers (with 404) for an unknown or unpublished
 * policy. Inside the embed's frame, its frame script tells the host page,
 * which then shows a short message and a link instead of the frame.
 */
export function renderMissingPolicy(lang: string, assetOrigin = ''): string {
  const p = policyTexts(lang);
  return `${pageHead({ lang: languageTag(lang), dir: languageDir(lang), title: p.missing_title, assetOrigin, noindex: true, frameScript: true })}<body ${MISSING_ATTR}>
<main>
<h1>${e(p.missing_title)}</h1>
<p>${e(p.missing_body)}</p>
</main>
</body>
</html>
`;
}
