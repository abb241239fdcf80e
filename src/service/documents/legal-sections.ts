import type { Region } from '../../schema/enums.ts';
import type { Company } from '../../schema/website.ts';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';
import type { LegalTexts, PolicyTexts } from '../texts/index.ts';
import { countryName } from './country-names.ts';
import { escapeHtml as e, emailAddress, fillHtml } from './html.ts';

// The legal sections of the cookie policy. Each carries the `id` that the
// checklist (docs/decisions/policies.md#legal-checklist) names for its row.

/** Which laws' sections a policy carries, from the regions its banner configures; none known: all of them. */
export function lawsFor(regions: readonly Region[] | undefined): { gdpr: boolean; ccpa: boolean } {
  if (!regions?.length) return { gdpr: true, ccpa: true };
  return {
    gdpr: regions.includes('eu') || regions.includes('global'),
    ccpa: regions.includes('us') || regions.includes('california'),
  };
}

const section = (id: string, title: string, body: string) => `<section id="${id}">
<h2>${e(title)}</h2>
${body}
</section>`;

/** Purposes and legal basis per category (GDPR Art. 13(1)(c)–(d); ePrivacy Art. 5(3)). */
export function basisSection(l: LegalTexts, names: (cat: string) => { name: string; desc: string }): string {
  const rows = CONSENT_CATEGORIES.map((cat) => {
    const { name, desc } = names(cat);
    const basis = cat === 'essential' ? l.basis_necessary : l.basis_consent;
    return `<tr><th scope="row">${e(name)}</th><td data-label="${e(l.purpose)}">${e(desc)}</td><td data-label="${e(l.legal_basis)}">${e(basis)}</td></tr>`;
  });
  return section(
    'legal-basis',
    l.basis_title,
    `<p id="device-access">${e(l.basis_body)}</p>
<div class="table-wrap" role="region" aria-labelledby="legal-basis-caption" tabindex="0">
<table>
<caption id="legal-basis-caption" class="sr-only">${e(l.basis_title)}</caption>
<thead><tr><th scope="col">${e(l.category)}</th><th scope="col">${e(l.purpose)}</th><th scope="col">${e(l.legal_basis)}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`,
  );
}

/** How long cookies and the proof of consent are kept (GDPR Art. 13(2)(a)). */
export const retentionSection = (l: LegalTexts) =>
  section('retention', l.retention_title, `<p>${e(l.retention_body)}</p>\n<p id="consent-record">${e(l.record_retention)}</p>`);

/** Rights, complaint and the remaining Art. 13(2) facts; for regions where the GDPR applies. */
export function gdprSections(l: LegalTexts, company: Company): string {
  const authority = company.supervisory_authority?.trim();
  return [
    section('rights', l.rights_title, `<p>${e(l.rights_body)}</p>`),
    section(
      'complaint',
      l.complaint_title,
      `<p>${e(l.complaint_body)}</p>\n<p id="supervisory-authority">${e(l.authority)}: ${e(authority || l.authority_fallback)}</p>`,
    ),
    section('further', l.further_title, `<p id="obligation">${e(l.obligation)}</p>\n<p id="automated">${e(l.automated)}</p>`),
  ].join('\n');
}

/** The CCPA's notice at collection (§ 1798.100; 11 CCR § 7012), right after the purposes per category it refers to. */
export function noticeAtCollection(l: LegalTexts, company: Company): string {
  const categories = company.personal_information_categories?.trim() || l.pi_categories_fallback;
  return section('notice-at-collection', l.notice_title, `<p>${fillHtml(l.notice_body, { categories: e(categories) })}</p>`);
}

/**
 * The CCPA's rights, the "Do not sell or share" section (§§ 1798.120, 1798.135;
 * 11 CCR §§ 7013, 7026) and how GPC is honoured (11 CCR § 7025) with the
 * signal's status as this request's `Sec-GPC` header shows it (undefined: no
 * request to read it from, as in a preview).
 */
export function ccpaSections(l: LegalTexts, optOutLabel: string, gpc: boolean | undefined): string {
  const status = gpc === undefined ? l.gpc_unknown : gpc ? l.gpc_on : l.gpc_off;
  return [
    section('ccpa-rights', l.ccpa_rights_title, `<p>${e(l.ccpa_rights_body)}</p>`),
    section('do-not-sell', optOutLabel, `<p>${fillHtml(l.opt_out_body, { label: e(optOutLabel) })}</p>`),
    section('gpc', l.gpc_title, `<p>${e(l.gpc_body)}</p>\n<p id="gpc-status"><strong>${e(status)}</strong></p>`),
  ].join('\n');
}

/**
 * Who is responsible and how to reach them, with the data protection officer (GDPR Art. 13(1)(a)–(b)). Placed
 * near the top, so that every later "contact us using the details above" points up; a sentence that leads into
 * details (ends in a colon) is written only with those details after it, and the DPO line sends visitors to the
 * contact details above only when there are some.
 */
export function controllerSection(c: Company, p: PolicyTexts, l: LegalTexts, tag: string, siteMarkup: string): string {
  const line = (...parts: Array<string | null | undefined>) =>
    parts
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' ');
  const postal = [
    e(line(c.address)),
    e(line(c.zip, c.city)),
    e(line(c.state)),
    e(line(c.country && countryName(c.country, tag))),
  ].filter(Boolean);
  const named = [c.legal_name?.trim() ? `<strong>${e(c.legal_name.trim())}</strong>` : '', ...postal].filter(Boolean);
  const reach: string[] = [];
  const email = emailAddress(c.email);
  if (email) reach.push(`${e(p.email)}: <a href="mailto:${e(email)}">${e(email)}</a>`);
  else if (c.email?.trim()) reach.push(`${e(p.email)}: ${e(c.email.trim())}`);
  if (c.phone?.trim()) reach.push(`${e(p.phone)}: ${e(c.phone.trim())}`);
  const who = named.length ? `<address>${named.join('<br>\n')}</address>` : `<p>${e(l.controller_fallback)}</p>`;
  const contact = reach.length ? `\n<p>${e(p.contact_body)}</p>\n<address>${reach.join('<br>\n')}</address>` : '';
  const dpo = c.dpo_contact?.trim();
  const dpoEmail = emailAddress(dpo);
  const none = postal.length || reach.length ? l.dpo_none : l.dpo_none_alone;
  const dpoText = dpoEmail ? `<a href="mailto:${e(dpoEmail)}">${e(dpoEmail)}</a>` : dpo ? e(dpo) : e(none);
  return section(
    'controller',
    l.controller_title,
    `<p>${fillHtml(l.controller_body, { website: siteMarkup })}</p>
${who}${contact}
<p id="dpo">${e(l.dpo)}: ${dpoText}</p>`,
  );
}
