// vanilla-cookieconsent 3 as its docs' "getting started" shows: its CSS in <head>, the UMD build and
// CookieConsent.run() with the categories and an English translation (it ships none) at the end of <body>.
const config = {
  // It hides itself from navigator.webdriver, which is true under Playwright: a visitor's browser is not a bot.
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, functionality: {}, analytics: {}, marketing: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description:
            'We use cookies to make this site work, to remember your settings, to measure traffic and to show relevant ads.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          showPreferencesBtn: 'Manage preferences',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save preferences',
          sections: [
            { title: 'Strictly necessary', description: 'Needed for the site to work.', linkedCategory: 'necessary' },
            { title: 'Functionality', description: 'Remember your settings.', linkedCategory: 'functionality' },
            { title: 'Analytics', description: 'Measure how the site is used.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Show relevant ads.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
};

export default {
  name: 'vanilla-cookieconsent',
  pkg: 'vanilla-cookieconsent',
  page: () => ({
    head: '<link rel="stylesheet" href="/npm/vanilla-cookieconsent/dist/cookieconsent.css">',
    body: `<script src="/npm/vanilla-cookieconsent/dist/cookieconsent.umd.js"></script>
<script>CookieConsent.run(${JSON.stringify(config)});</script>`,
    footer: '<button type="button" data-cc="show-preferencesModal">Cookie preferences</button>',
  }),
  banner: '#cc-main .cm',
  accept: '#cc-main .cm [data-role="all"]',
  store: '^cc_cookie$',
};
