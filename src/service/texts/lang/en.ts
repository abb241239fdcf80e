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
  },
};
