import { TCF_LABELS_EN } from '../../../shared/tcf-labels-en.ts';
import type { LanguagePack } from './pack.ts';

/** US English: the language every banner has. */
export const en: LanguagePack = {
  tag: 'en-US',
  texts: {
    banner_label: 'Cookie consent',
    banner_title: 'We value your privacy',
    accept_all: 'Accept all',
    decline: 'Reject all',
    decline_opt_out: 'Do not sell or share my personal information',
    preferences: 'Customize',
    policy_link: 'Cookie policy',
    pc_title: 'Cookie preferences',
    pc_body:
      'Choose which cookies this website may use. Essential cookies are always on because the website cannot work without them. You can change your choice at any time.',
    save: 'Save my choices',
    decline_all: 'Reject all',
    close: 'Close',
    always_on: 'Always on',
    no_cookies: 'This website uses no cookies in this category.',
    cookie_name: 'Name',
    cookie_domain: 'Domain',
    cookie_lifetime: 'Lifetime',
    cookie_description: 'Description',
    cookie_count: 'Cookies ({count})',
    service_policy: '{service} privacy policy',
    new_tab: '(opens in a new tab)',
    service_unknown: 'Unknown provider',
    gpc_honoured:
      'Your browser sent a Global Privacy Control signal. We have honored it as a request not to sell or share your personal information.',
    opt_out_notice:
      'Under California law and similar laws of other US states, allowing our partners to receive information through cookies on this website may count as a “sale” or “sharing” of your personal information. You have the right to opt out of this at any time.',
    scroll_notice:
      'Continuing to scroll this page counts as consent to all cookies. You can decide otherwise with the buttons in this notice and change your choice at any time.',
    gpc_note: 'Global Privacy Control honored: we do not sell or share your personal information.',
    third_party_note:
      'When you reject a category, we delete this website’s own cookies in it; cookies set by other websites can only be deleted in your browser’s settings.',
    pref_button: 'Cookie preferences',
    blocked_content: 'This content is blocked until you allow cookies in the “{category}” category.',
    allow_category: 'Allow “{category}” cookies',
    cat_essential: 'Essential',
    cat_essential_desc:
      'Needed for the website to work, for example to keep it secure and to remember your cookie choices. They cannot be switched off.',
    cat_performance: 'Performance',
    cat_performance_desc: 'Remember your settings, such as language or region, and make the website work better for you.',
    cat_analytics: 'Analytics',
    cat_analytics_desc: 'Help us understand how visitors use the website, so that we can improve it.',
    cat_advertising: 'Advertising',
    cat_advertising_desc:
      'Used by us and our partners to show you ads that are relevant to you and to measure how well they work.',
    cat_social_networking: 'Social networking',
    cat_social_networking_desc:
      'Let you share content on social networks and show content from them, such as embedded posts and videos.',
    cat_unclassified: 'Unclassified',
    cat_unclassified_desc: 'Cookies we have not classified yet.',
  },
  body: {
    base: 'We use cookies and similar technologies to run this website and to understand how it is used.',
    personalized_content: 'They help us personalize content for you.',
    running_targeted_advertising: 'They also let us show you advertising based on your interests.',
    share_data_to_3rd_party:
      'We share information about how you use this website with third parties, such as our advertising and analytics partners.',
    choice: 'You decide which cookies to allow, and you can change your choice at any time.',
  },
  session: 'Session',
  policy: {
    title: 'Cookie policy',
    intro: 'This cookie policy explains how {website} uses cookies and similar technologies, and what choices you have.',
    what_title: 'What are cookies?',
    what_body:
      'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage and tracking pixels, work in much the same way; in this policy we call them all cookies.',
    use_title: 'How we use cookies',
    use_body:
      'We use essential cookies to run the website. We use all other cookies only with your consent or, where the law allows it, until you object.',
    list_title: 'The cookies we use',
    list_body: 'The tables below list the cookies on this website, grouped by category.',
    none: 'This website currently uses no cookies.',
    provider: 'Provider',
    provider_policy: 'Privacy policy',
    change_title: 'How to change your choice',
    change_body: 'You can change or withdraw your consent at any time. You can also delete cookies in your browser settings.',
    change_button: 'Change my choice',
    change_elsewhere: 'To do so, open the cookie preferences on any page of our website.',
    contact_title: 'Contact',
    contact_body: 'If you have any questions about this policy, please contact us:',
    email: 'Email',
    phone: 'Phone',
    updated: 'Last updated: {date}',
    missing_title: 'Document not found',
    missing_body: 'This cookie policy does not exist or has not been published yet.',
    version: 'Version {number}',
    versions_title: 'All versions of this policy',
    earlier_version: 'This is an earlier version of this policy.',
    current_version: 'Read the current version',
  },
  legal: {
    controller_title: 'Who is responsible',
    controller_body: 'The controller responsible for the personal data processed through cookies on {website} is:',
    controller_fallback: 'The operator of this website. Its contact details are given on the website’s pages.',
    dpo: 'Data protection officer',
    dpo_none: 'No data protection officer has been named; please use the contact details above.',
    dpo_none_alone: 'No data protection officer has been named.',
    basis_title: 'Purposes and legal basis',
    basis_body:
      'We store information on your device or read it from there only where this is strictly necessary to provide the website you asked for, or with your consent (ePrivacy Directive, Art. 5(3)). The table shows the purpose of each category of cookies and the legal basis of the processing.',
    category: 'Category',
    purpose: 'Purpose',
    legal_basis: 'Legal basis',
    basis_necessary: 'Strictly necessary: our legitimate interest in a secure, working website (GDPR Art. 6(1)(f))',
    basis_consent: 'Your consent (GDPR Art. 6(1)(a))',
    providers_title: 'Providers, recipients and transfers',
    providers_body: 'These providers receive information through their cookies on this website.',
    providers_none: 'No provider other than us receives information through cookies on this website.',
    service: 'Service',
    country: 'Country',
    safeguard: 'Transfer safeguard',
    retention: 'Retention',
    country_unknown: 'Unknown',
    transfers:
      'Some providers may process data outside the European Economic Area (EEA). Where there is no adequacy decision of the European Commission for their country, the transfer takes place with your consent (GDPR Art. 49(1)(a)) or under safeguards the provider offers, such as the European Commission’s standard contractual clauses (Art. 46); you can ask us for a copy.',
    safeguard_eea: 'None needed: within the EEA',
    safeguard_adequate: 'Adequacy decision of the European Commission (GDPR Art. 45)',
    safeguard_dpf: 'EU-US Data Privacy Framework (GDPR Art. 45)',
    safeguard_none: 'No adequacy decision: your consent (GDPR Art. 49(1)(a))',
    safeguard_unknown: 'Country not known: ask us',
    retention_title: 'How long data is kept',
    retention_body:
      'Each cookie is kept for the lifetime shown in the tables above, unless you delete it earlier. Your cookie choice is stored in your browser for up to 13 months; then we ask again.',
    record_retention:
      'To be able to prove your consent (GDPR Art. 7(1)), we keep a record of each choice: the choice, its date and time, the page, the language and region, a random identifier of your browser and your IP address with its last part removed. We keep this record for as long as this website uses our consent service and delete it with the website.',
    rights_title: 'Your rights',
    rights_body:
      'You have the right to access the personal data we hold about you (GDPR Art. 15), to have it rectified (Art. 16) or erased (Art. 17), to restrict its processing (Art. 18), to data portability (Art. 20) and to object to processing based on our legitimate interests (Art. 21). You can withdraw your consent at any time, without affecting the lawfulness of processing before the withdrawal (Art. 7(3)). To exercise these rights, contact us.',
    complaint_title: 'Complaint to a supervisory authority',
    complaint_body:
      'You have the right to lodge a complaint with a supervisory authority, in particular in the EU member state of your habitual residence, your place of work or the place of the alleged infringement (GDPR Art. 77).',
    authority: 'Our supervisory authority',
    authority_fallback: 'the data protection authority of the country where you live or work',
    further_title: 'Further information',
    obligation:
      'You are under no legal or contractual obligation to accept cookies other than strictly necessary ones. If you do not accept them, the website still works; only the features that rely on them are unavailable.',
    automated:
      'We do not make decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you (GDPR Art. 22).',
    notice_title: 'Notice at collection',
    notice_body:
      'Categories of personal information we collect through cookies: {categories}. We collect them for the purposes described for each category of cookies above. Advertising and analytics partners may receive them, which may count as a “sale” or “sharing” of personal information under California law. We keep them for the periods stated in this policy.',
    pi_categories_fallback:
      'identifiers (such as cookie and online identifiers), internet or other electronic network activity information (such as the pages you view and how you interact with them), and approximate location derived from your IP address',
    ccpa_rights_title: 'Your privacy rights under California law',
    ccpa_rights_body:
      'If you are a California resident, you have the right to know what personal information we collect, use, disclose, sell and share, to access it, to have it deleted or corrected, to opt out of its sale or sharing, and not to be discriminated against for exercising these rights (Cal. Civ. Code §§ 1798.100–1798.125). To make a request, contact us using the details above; we verify each request before we answer it.',
    opt_out_body:
      'You have the right to opt out of the sale or sharing of your personal information (Cal. Civ. Code § 1798.120). Choose “{label}” in the cookie banner, or switch off advertising cookies in the cookie preferences; no account is needed. We stop selling or sharing your personal information as soon as you opt out.',
    gpc_title: 'Global Privacy Control',
    gpc_body:
      'We treat a Global Privacy Control (GPC) signal from your browser as a valid request to opt out of the sale or sharing of your personal information for that browser (11 CCR § 7025). When your browser sends it, advertising cookies stay off without you doing anything.',
    gpc_on: 'Status: your browser is sending a GPC signal, and we honor it.',
    gpc_off: 'Status: your browser is not sending a GPC signal.',
    gpc_unknown: 'Status: the signal is checked each time your browser opens this website.',
  },
  tcf: TCF_LABELS_EN,
};
