import { MISSING_ATTR, POLICY_CSS_PATH, POLICY_FRAME_SCRIPT_PATH } from '../../embed/protocol.ts';
import { languageTag, policyTexts } from '../texts/index.ts';
import { escapeHtml as e } from './html.ts';

/**
 * The page the service answers (with 404) for an unknown or unpublished
 * policy. Inside the embed's frame, its frame script tells the host page,
 * which then shows a short message and a link instead of the frame.
 */
export function renderMissingPolicy(lang: string, assetOrigin = ''): string {
  const p = policyTexts(lang);
  const origin = assetOrigin.replace(/\/+$/, '');
  return `<!doctype html>
<html lang="${e(languageTag(lang))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(p.missing_title)}</title>
<link rel="stylesheet" href="${e(origin + POLICY_CSS_PATH)}">
<script src="${e(origin + POLICY_FRAME_SCRIPT_PATH)}" defer></script>
</head>
<body ${MISSING_ATTR}>
<main>
<h1>${e(p.missing_title)}</h1>
<p>${e(p.missing_body)}</p>
</main>
</body>
</html>
`;
}
