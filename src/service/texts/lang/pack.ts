import type { ModeTexts, Texts } from '../../../schema/texts.ts';

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
}
