import type { ModeTexts, Texts } from '../../../schema/texts.ts';
import type { TcfLabels } from '../../../schema/vendor-list.ts';

/** Sentences that make up `banner_body`; the banner's three flags pick the optional ones. */
export interface BodySentences {
  /** What every website does: run the site, measure its use. */
  base: string;
  personalized_content: string;
  running_targeted_advertising: string;
  share_data_to_3rd_party: string;
  /** Closes the body: the visitor chooses and can change the choice. */
  choice: string;
}

/** Strings of the hosted cookie policy (`src/service/documents/`). `{website}` and `{date}` are placeholders. */
export interface PolicyTexts {
  title: string;
  intro: string;
  what_title: string;
  what_body: string;
  use_title: string;
  use_body: string;
  list_title: string;
  list_body: string;
  none: string;
  provider: string;
  provider_policy: string;
  change_title: string;
  /** How to change the choice, true with or without the control below. */
  change_body: string;
  /** The live control, shown when the policy is embedded next to the consent runtime. */
  change_button: string;
  /** Instead of the control where there is none (no runtime on the page, the policy opened on its own). */
  change_elsewhere: string;
  contact_title: string;
  contact_body: string;
  email: string;
  phone: string;
  updated: string;
  missing_title: string;
  missing_body: string;
  /** A published version's number: `{number}`. */
  version: string;
  /** The link to the list of every published version. */
  versions_title: string;
  /** Said on a version that a later one replaced, before the link to the current one (`current_version`). */
  earlier_version: string;
  current_version: string;
}

/**
 * The cookie policy's legal sections (docs/decisions/policies.md#legal-checklist):
 * GDPR Art. 13, ePrivacy Art. 5(3) and, where `us` or `california` is
 * configured, the CCPA's. Placeholders: `{website}`, `{categories}`, `{label}`.
 */
export interface LegalTexts {
  controller_title: string;
  controller_body: string;
  /** Instead of the company's details when the website has none. */
  controller_fallback: string;
  dpo: string;
  dpo_none: string;
  /** Without any contact details in the policy: no pointer to them. */
  dpo_none_alone: string;
  basis_title: string;
  basis_body: string;
  category: string;
  purpose: string;
  legal_basis: string;
  basis_necessary: string;
  basis_consent: string;
  providers_title: string;
  providers_body: string;
  providers_none: string;
  service: string;
  country: string;
  safeguard: string;
  retention: string;
  country_unknown: string;
  transfers: string;
  safeguard_eea: string;
  safeguard_adequate: string;
  safeguard_dpf: string;
  safeguard_none: string;
  safeguard_unknown: string;
  retention_title: string;
  retention_body: string;
  record_retention: string;
  rights_title: string;
  rights_body: string;
  complaint_title: string;
  complaint_body: string;
  authority: string;
  authority_fallback: string;
  further_title: string;
  obligation: string;
  automated: string;
  notice_title: string;
  notice_body: string;
  pi_categories_fallback: string;
  ccpa_rights_title: string;
  ccpa_rights_body: string;
  opt_out_body: string;
  gpc_title: string;
  gpc_body: string;
  gpc_on: string;
  gpc_off: string;
  gpc_unknown: string;
}

/** Everything one language says. One file per language in `lang/`. */
export interface LanguagePack {
  /** BCP 47 tag for `lang` attributes and `Intl`. */
  tag: string;
  texts: Omit<Texts, 'banner_body'> & ModeTexts;
  body: BodySentences;
  /** Lifetime of a cookie deleted when the browser session ends. */
  session: string;
  policy: PolicyTexts;
  legal: LegalTexts;
  /**
   * The TCF vendor layer's own labels (`{count}`, `{days}`), served with the vendor-list answer in its language;
   * the IAB's own terms where its translations use them (de "Berechtigtes Interesse").
   */
  tcf: TcfLabels;
}
