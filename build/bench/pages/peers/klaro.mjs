// Klaro 0.7 as its README shows: a `klaroConfig` script, then klaro.js (its CSS is inside), both deferred.
// Klaro's categories are purposes of services; its built-in 'functional' purpose means strictly necessary,
// so the four categories are a required service and three purposes of our own naming.
const config = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'cookie',
  cookieName: 'klaro',
  lang: 'en',
  acceptAll: true,
  mustConsent: false,
  translations: {
    en: {
      consentNotice: {
        description:
          'We use cookies to make this site work, to remember your settings, to measure traffic and to show relevant ads.',
      },
      purposes: { necessary: 'Strictly necessary', preferences: 'Functionality', analytics: 'Analytics', marketing: 'Marketing' },
    },
  },
  services: [
    { name: 'session', title: 'Session', purposes: ['necessary'], required: true },
    { name: 'settings', title: 'Settings', purposes: ['preferences'] },
    { name: 'stats', title: 'Statistics', purposes: ['analytics'] },
    { name: 'ads', title: 'Ads', purposes: ['marketing'] },
  ],
};

export default {
  name: 'klaro',
  pkg: 'klaro',
  page: () => ({
    head: `<script>var klaroConfig = ${JSON.stringify(config)};</script>
<script defer data-config="klaroConfig" src="/npm/klaro/dist/klaro.js"></script>`,
    footer: '<button type="button" onclick="klaro.show()">Cookie preferences</button>',
  }),
  banner: '#klaro .cookie-notice',
  accept: '#klaro .cookie-notice .cm-btn-success',
  store: '^klaro$',
};
