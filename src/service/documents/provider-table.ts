import type { CookieCategory } from '../../schema/enums.ts';
import { TRANSFER_SAFEGUARDS, type TransferSafeguard } from '../../shared/transfer-safeguards.ts';
import { bannerTexts, formatLifetime, type LegalTexts, type PolicyTexts } from '../texts/index.ts';
import { countryName } from './country-names.ts';
import { escapeHtml as e, httpUrl } from './html.ts';
import type { PolicyCookie } from './policy-cookie.ts';

interface Provider {
  name: string;
  categories: Set<CookieCategory>;
  countries: Set<string>;
  transfer: TransferSafeguard;
  link: string | null;
  /** Longest lifetime in seconds; null = session only; undefined = not known. */
  longest: number | null | undefined;
}

/**
 * The per-provider table (docs/decisions/policies.md#per-provider-table): one
 * row per provider other than the website itself — by its service name, else
 * by a cookie domain outside the website — with its purposes, legal basis,
 * country, transfer safeguard, privacy link and longest retention.
 */
export function providerTable(
  cookies: readonly (PolicyCookie & { category: CookieCategory })[],
  siteHost: string | null,
  lang: string,
  tag: string,
  p: PolicyTexts,
  l: LegalTexts,
): string {
  const t = bannerTexts(lang, {
    personalized_content: false,
    running_targeted_advertising: false,
    share_data_to_3rd_party: false,
  });
  const providers = new Map<string, Provider>();
  for (const c of cookies) {
    const domain = c.domain?.trim().replace(/^\./, '').toLowerCase() ?? '';
    const name = c.service?.trim() || (domain && !ownDomain(domain, siteHost) ? domain : '');
    if (!name) continue;
    const key = name.toLowerCase();
    const pr = providers.get(key) ?? {
      name,
      categories: new Set(),
      countries: new Set(),
      transfer: 'eea',
      link: null,
      longest: undefined,
    };
    pr.categories.add(c.category);
    if (c.country?.trim()) pr.countries.add(c.country.trim());
    // The row states the weakest safeguard among the provider's cookies.
    const transfer = c.transfer ?? 'unknown';
    if (TRANSFER_SAFEGUARDS.indexOf(transfer) > TRANSFER_SAFEGUARDS.indexOf(pr.transfer)) pr.transfer = transfer;
    pr.link ??= httpUrl(c.service_policy_link);
    pr.longest = longer(pr.longest, c.lifetime);
    providers.set(key, pr);
  }
  if (!providers.size) return `<p>${e(l.providers_none)}</p>`;
  const rows = [...providers.values()]
    .sort((a, b) => a.name.localeCompare(b.name, tag))
    .map((pr) => {
      const cats = [...pr.categories];
      const basis = cats.every((c) => c === 'essential') ? l.basis_necessary : l.basis_consent;
      const countries = [...pr.countries].map((c) => countryName(c, tag)).join(', ') || l.country_unknown;
      const link = pr.link
        ? `<br><a href="${e(pr.link)}" aria-label="${e(`${p.provider_policy}: ${pr.name}`)}">${e(p.provider_policy)}</a>`
        : '';
      const retention =
        pr.longest === undefined ? '—' : (formatLifetime(pr.longest === null ? null : String(pr.longest), lang) ?? '—');
      const cells = [
        [l.purpose, cats.map((c) => t[`cat_${c}`]).join(', ')],
        [l.legal_basis, basis],
        [l.country, countries],
        [l.safeguard, l[`safeguard_${pr.transfer}`]],
      ].map(([label, text]) => `<td data-label="${e(label!)}">${e(text!)}</td>`);
      // The privacy link sits under the provider's name, as in the cookie tables: six columns fit a page.
      return `<tr><th scope="row">${e(pr.name)}${link}</th>${cells.join('')}<td data-label="${e(l.retention)}">${e(retention)}</td></tr>`;
    });
  const head = [l.service, l.purpose, l.legal_basis, l.country, l.safeguard, l.retention];
  return `<p>${e(l.providers_body)}</p>
<div class="table-wrap" role="region" aria-labelledby="providers" tabindex="0">
<table>
<caption class="sr-only">${e(l.providers_title)}</caption>
<thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`;
}

const ownDomain = (domain: string, siteHost: string | null) =>
  !!siteHost && (siteHost === domain || siteHost.endsWith(`.${domain}`) || domain.endsWith(`.${siteHost}`));

/** The longer of two retentions: a number of seconds beats session (null), which beats not known (undefined). */
function longer(current: number | null | undefined, lifetime: string | null): number | null | undefined {
  const s = lifetime === null || lifetime.trim() === '' ? null : Number(lifetime);
  if (s !== null && !Number.isFinite(s)) return current;
  const seconds = s !== null && s > 0 ? s : null;
  if (seconds === null) return current ?? null;
  return typeof current === 'number' ? Math.max(current, seconds) : seconds;
}
