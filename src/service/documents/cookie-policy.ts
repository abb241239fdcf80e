import type { Cookie } from '../../schema/cookie.ts';
import type { CookieCategory } from '../../schema/enums.ts';
import type { Company } from '../../schema/website.ts';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';
import { PREFERENCES_CLASS } from '../../shared/preference-class.ts';
import { bannerTexts, cookieDescription, formatLifetime, languageDir, languageTag, policyTexts } from '../texts/index.ts';
import { countryName } from './country-names.ts';
import { escapeHtml as e, emailAddress, fillHtml, httpUrl, pageHead } from './html.ts';

/** A cookie as the policy lists it; `category` in either spelling (`analytics;` on the wire). */
export type PolicyCookie = Pick<
  Cookie,
  'name' | 'domain' | 'lifetime' | 'de' | 'en_uk' | 'en_us' | 'fr' | 'service' | 'service_policy_link'
> & {
  category: CookieCategory | Cookie['category'];
};

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
  const t = bannerTexts(lang, {
    personalized_content: false,
    running_targeted_advertising: false,
    share_data_to_3rd_party: false,
  });
  const site = input.website.name?.trim() || hostOf(input.website.url) || input.website.url;
  const siteUrl = httpUrl(input.website.url);
  const siteMarkup = siteUrl ? `<a href="${e(siteUrl)}">${e(site)}</a>` : e(site);

  const groups = new Map<CookieCategory, PolicyCookie[]>();
  for (const c of input.cookies) {
    const cat = normalize(c.category);
    groups.set(cat, [...(groups.get(cat) ?? []), c]);
  }
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

  const html = `${pageHead({ lang: tag, dir: languageDir(lang), title: `${p.title} – ${site}`, assetOrigin: input.assetOrigin ?? '', frameScript: true })}<body>
<main>
<h1>${e(p.title)}</h1>
<p>${fillHtml(p.intro, { website: siteMarkup })}</p>
<h2>${e(p.what_title)}</h2>
<p>${e(p.what_body)}</p>
<h2>${e(p.use_title)}</h2>
<p>${e(p.use_body)}</p>
<h2>${e(p.list_title)}</h2>
${sections.length ? `<p>${e(p.list_body)}</p>\n${sections.join('\n')}` : `<p>${e(p.none)}</p>`}
<h2>${e(p.change_title)}</h2>
<p>${e(p.change_body)}</p>
${input.changeControl ? `<p><button type="button" class="${PREFERENCES_CLASS}">${e(p.change_button)}</button></p>` : `<p>${e(p.change_elsewhere)}</p>`}
${contact(company, p, tag)}
<footer>${updated}</footer>
</main>
</body>
</html>
`;
  return { name: p.title, html };
}

function contact(c: Company, p: ReturnType<typeof policyTexts>, tag: string): string {
  const line = (...parts: Array<string | null | undefined>) =>
    parts
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' ');
  const lines = [
    c.legal_name?.trim() ? `<strong>${e(c.legal_name.trim())}</strong>` : '',
    e(line(c.address)),
    e(line(c.zip, c.city)),
    e(line(c.state)),
    e(line(c.country && countryName(c.country, tag))),
  ].filter(Boolean);
  const email = emailAddress(c.email);
  if (email) lines.push(`${e(p.email)}: <a href="mailto:${e(email)}">${e(email)}</a>`);
  else if (c.email?.trim()) lines.push(`${e(p.email)}: ${e(c.email.trim())}`);
  if (c.phone?.trim()) lines.push(`${e(p.phone)}: ${e(c.phone.trim())}`);
  if (!lines.length) return '';
  return `<h2>${e(p.contact_title)}</h2>
<p>${e(p.contact_body)}</p>
<address>${lines.join('<br>\n')}</address>`;
}

function normalize(category: PolicyCookie['category']): CookieCategory {
  if (category === 'analytics;') return 'analytics';
  return category && (ORDER as readonly string[]).includes(category) ? (category as CookieCategory) : 'unclassified';
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
