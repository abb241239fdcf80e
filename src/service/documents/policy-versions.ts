import { languageDir, languageTag, policyTexts } from '../texts/index.ts';
import { escapeHtml as e, fillHtml, pageHead } from './html.ts';

/**
 * The list of every published version of a cookie policy, newest first, each
 * with its date and a link to it (`versionUrl`): the page a policy's
 * "All versions" link opens (docs/decisions/policies.md#revisions).
 */
export function renderPolicyVersions(o: {
  lang: string;
  site: string;
  versions: readonly { number: number; publishedAt: Date }[];
  versionUrl: (number: number) => string;
  assetOrigin?: string;
}): string {
  const p = policyTexts(o.lang);
  const tag = languageTag(o.lang);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const items = o.versions.map(
    (v) =>
      `<li><a href="${e(o.versionUrl(v.number))}">${fillHtml(p.version, { number: String(v.number) })}</a> · <time datetime="${v.publishedAt.toISOString()}">${e(date.format(v.publishedAt))} UTC</time></li>`,
  );
  return `${pageHead({ lang: tag, dir: languageDir(o.lang), title: `${p.versions_title} – ${o.site}`, assetOrigin: o.assetOrigin ?? '', noindex: true, frameScript: true })}<body>
<main>
<h1>${e(p.versions_title)}</h1>
<ol reversed>
${items.join('\n')}
</ol>
</main>
</body>
</html>
`;
}
