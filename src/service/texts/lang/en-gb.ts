import { en } from './en.ts';
import type { LanguagePack } from './pack.ts';

/** British English: US English with British spelling, words and single quotation marks. */
export const enGb: LanguagePack = {
  tag: 'en-GB',
  texts: {
    ...en.texts,
    preferences: 'Customise',
    gpc_honoured:
      'Your browser sent a Global Privacy Control signal. We have honoured it as a request not to sell or share your personal information.',
    opt_out_notice:
      'Under California law and similar laws of other US states, allowing our partners to receive information through cookies on this website may count as a ‘sale’ or ‘sharing’ of your personal information. You have the right to opt out of this at any time.',
    gpc_note: 'Global Privacy Control honoured: we do not sell or share your personal information.',
    blocked_content: 'This content is blocked until you allow cookies in the ‘{category}’ category.',
    allow_category: 'Allow ‘{category}’ cookies',
    cat_analytics_desc: 'Help us understand how visitors use the website, so that we can optimise it.',
    cat_advertising_desc:
      'Used by us and our partners to show you adverts that are relevant to you and to measure how well they work.',
    cat_unclassified_desc: 'Cookies we have not yet classified.',
  },
  body: { ...en.body, personalized_content: 'They help us personalise content for you.' },
  session: en.session,
  policy: {
    ...en.policy,
    phone: 'Telephone',
  },
  legal: {
    ...en.legal,
    notice_body: en.legal.notice_body.replace('“sale” or “sharing”', '‘sale’ or ‘sharing’'),
    opt_out_body: en.legal.opt_out_body.replace('“{label}”', '‘{label}’'),
    gpc_on: 'Status: your browser is sending a GPC signal, and we honour it.',
  },
  // The IAB publishes one English; the layer's few words are spelt the same in both.
  tcf: en.tcf,
};
