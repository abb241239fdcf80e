import type { CookieCategory, Region } from '../../schema/enums.ts';
import type { Company } from '../../schema/website.ts';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';
import { PREFERENCES_CLASS } from '../../shared/preference-class.ts';
import {
  bannerTexts,
  cookieDescription,
  formatLifetime,
  languageDir,
  languageTag,
  legalTexts,
  policyTexts,
} from '../texts/index.ts';
import { escapeHtml as e, fillHtml, httpUrl, pageHead } from './html.ts';
import {
  basisSection,
  ccpaSections,
  controllerSection,
  gdprSections,
  lawsFor,
  noticeAtCollection,
  retentionSection,
} from './legal-sections.ts';
import type { PolicyCookie } from './policy-cookie.ts';
import { providerTable } from './provider-table.ts';

export interface CookiePolicyInput {
  website: { name: string | null; url: string };
  company: Company;
  cookies: readonly PolicyCookie[];
  /** A language of LANGUAGES; anything else renders in US English. */
  lang: string;
  /** The "last updated" date: the publication time of a published policy, now for a draft. Omitted: no date line. */
  generatedAt?: Date;
  /**
   * Origin that serves the stylesheet and the frame script (`{app_url}`), so
   * that the raw HTML of `preview` works anywhere; '' (default) keeps the
   * paths relative, for pages the service serves itself.
   */
  assetOrigin?: string;
  /**
   * The page sits next to the consent runtime (the embed says so): offer the
   * "change my choice" control, which opens the runtime's preference centre.
   * Otherwise say where the choice is changed.
   */
  changeControl?: boolean;
  /** The regions the banner configures: they decide which legal sections apply. Omitted: all of them. */
  regions?: readonly Region[];
  /** Whether the request for the page sent Global Privacy Control (`Sec-GPC: 1`); omitted where there is no request. */
  gpc?: boolean;
  /** A published version: its number and the address of the list of every version. Omitted for a draft. */
  /** The version shown; `currentUrl` when a later version replaced it (the page then says so at its top). */
  revision?: { number: number; versionsUrl: string; currentUrl?: string };
}

/** Display order: the visitor's decisions first, essential leading, unclassified last. */
const ORDER: readonly CookieCategory[] = [...CONSENT_CATEGORIES, 'unclassified'];

/**
 * The cookie policy of a website as a complete, self-contained HTML document
 * in `lang`: what cookies are, how the site uses them, the cookies grouped by
 * category (name, provider, lifetime, description), how to change the choice,
 * and whom to contact. Every value from the website is escaped.
 */
export function renderCookiePolicy(input: CookiePolicyInput): { name: string; html: string } {
  const { lang, company } = input;
  const p = policyTexts(lang);
  const l = legalTexts(lang);
  const laws = lawsFor(input.regions);
  const t = bannerTexts(lang, {
    personalized_content: false,
    running_targeted_advertising: false,
    share_data_to_3rd_party: false,
  });
  const site = siteLabel(input.website);
  const siteUrl = httpUrl(input.website.url);
  const siteMarkup = siteUrl ? `<a href="${e(siteUrl)}">${e(site)}</a>` : e(site);

  const groups = new Map<CookieCategory, PolicyCookie[]>();
  const classified = input.cookies.map((c) => ({ ...c, category: normalize(c.category) }));
  for (const c of classified) groups.set(c.category, [...(groups.get(c.category) ?? []), c]);
  const sections = ORDER.filter((cat) => groups.has(cat)).map((cat) => {
    const cookies = [...groups.get(cat)!].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'en', { numeric: true }));
    const rows = cookies.map((c) => {
      const provider = [c.service?.trim(), c.domain?.trim()].filter((x): x is string => !!x);
      const link = httpUrl(c.service_policy_link);
      const providerCell = [
        ...provider.map((x, i) => (i === 0 ? e(x) : `<span class="muted">${e(x)}</span>`)),
        link
          ? `<a href="${e(link)}" aria-label="${e(`${p.provider_policy}: ${provider[0] ?? c.name ?? ''}`)}">${e(p.provider_policy)}</a>`
          : '',
      ]
        .filter(Boolean)
        .join('<br>');
      // data-label: each cell's column header, shown above it where the table becomes cards (POLICY_CSS).
      return `<tr><th scope="row">${e(c.name?.trim() || '—')}</th><td data-label="${e(p.provider)}">${providerCell || '—'}</td><td data-label="${e(t.cookie_lifetime)}">${e(formatLifetime(c.lifetime, lang) ?? '—')}</td><td data-label="${e(t.cookie_description)}">${e(cookieDescription(c, lang) ?? '—')}</td></tr>`;
    });
    const name = t[`cat_${cat}`];
    return `<section>
<h3 id="cat-${cat}">${e(name)}</h3>
<p>${e(t[`cat_${cat}_desc`])}</p>
<div class="table-wrap" role="region" aria-labelledby="cat-${cat}" tabindex="0">
<table>
<caption class="sr-only">${e(name)}</caption>
<thead><tr><th scope="col">${e(t.cookie_name)}</th><th scope="col">${e(p.provider)}</th><th scope="col">${e(t.cookie_lifetime)}</th><th scope="col">${e(t.cookie_description)}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>
</section>`;
  });

  const tag = languageTag(lang);
  const date = input.generatedAt && !Number.isNaN(input.generatedAt.getTime()) ? input.generatedAt : null;
  const updated = date
    ? `<p class="muted">${fillHtml(p.updated, { date: `<time datetime="${date.toISOString().slice(0, 10)}">${e(new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date))}</time>` })}</p>`
    : '';

  const revisionLine = input.revision
    ? `<p class="muted">${fillHtml(p.version, { number: String(input.revision.number) })} · <a href="${e(input.revision.versionsUrl)}">${e(p.versions_title)}</a></p>`
    : '';
  const superseded = input.revision?.currentUrl
    ? `<p role="note"><strong>${e(p.earlier_version)}</strong> <a href="${e(input.revision.currentUrl)}">${e(p.current_version)}</a></p>\n`
    : '';
  const control = (label: string) =>
    input.changeControl
      ? `<p><button type="button" class="${PREFERENCES_CLASS}">${e(label)}</button></p>`
      : `<p>${e(p.change_elsewhere)}</p>`;
  const html = `${pageHead({ lang: tag, dir: languageDir(lang), title: `${p.title} – ${site}`, assetOrigin: input.assetOrigin ?? '', frameScript: true })}<body>
<main>
<h1>${e(p.title)}</h1>
${superseded}<p>${fillHtml(p.intro, { website: siteMarkup })}</p>
${controllerSection(company, p, l, tag, siteMarkup)}
<h2>${e(p.what_title)}</h2>
<p>${e(p.what_body)}</p>
<h2>${e(p.use_title)}</h2>
<p>${e(p.use_body)}</p>
${basisSection(l, (cat) => ({ name: t[`cat_${cat as CookieCategory}`], desc: t[`cat_${cat as CookieCategory}_desc`] }))}
${laws.ccpa ? noticeAtCollection(l, company) : ''}
<section id="cookies">
<h2>${e(p.list_title)}</h2>
${sections.length ? `<p>${e(p.list_body)}</p>\n${sections.join('\n')}` : `<p>${e(p.none)}</p>`}
</section>
<section id="providers">
<h2>${e(l.providers_title)}</h2>
${providerTable(classified, hostnameOf(input.website.url), lang, tag, p, l)}
${laws.gdpr ? `<p id="transfers">${e(l.transfers)}</p>` : ''}
</section>
${retentionSection(l)}
<section id="withdraw">
<h2>${e(p.change_title)}</h2>
<p>${e(p.change_body)}</p>
${control(p.change_button)}
</section>
${laws.gdpr ? gdprSections(l, company) : ''}
${laws.ccpa ? ccpaSections(l, t.decline_opt_out, input.gpc) : ''}
<footer id="updated">${updated}${revisionLine}</footer>
</main>
</body>
</html>
`;
  return { name: p.title, html };
}

function normalize(category: PolicyCookie['category']): CookieCategory {
  if (category === 'analytics;') return 'analytics';
  return category && (ORDER as readonly string[]).includes(category) ? (category as CookieCategory) : 'unclassified';
}

/** The host without its port: a cookie's domain never has one. */
function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** How the policy's pages name the website: its name, else the host of its URL. */
export const siteLabel = (w: { name: string | null; url: string }): string => w.name?.trim() || hostOf(w.url) || w.url;

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
