// tarteaucitron.js as its README shows: the script, init(), then one job per service. Its categories are
// service types, so three no-op services of our own (functional, analytics, ads) stand for the three
// optional categories; the strictly necessary one is its mandatory-cookies notice. It loads its CSS,
// English texts and services catalogue itself, from beside its script.
const init = {
  privacyUrl: '#privacy',
  hashtag: '#tarteaucitron',
  cookieName: 'tarteaucitron',
  orientation: 'bottom',
  groupServices: false,
  showAlertSmall: false,
  cookieslist: false,
  showIcon: false,
  DenyAllCta: true,
  AcceptAllCta: true,
  highPrivacy: true,
  mandatory: true,
  mandatoryCta: true,
  useExternalCss: false,
  useExternalJs: false,
};
/** One of our no-op services: its definition and its job. */
const service = (/** @type {string} */ key, /** @type {string} */ type, /** @type {string} */ name) =>
  `tarteaucitron.services.${key} = { key: '${key}', type: '${type}', name: '${name}', needConsent: true, cookies: [], js: function () {}, fallback: function () {} };
(tarteaucitron.job = tarteaucitron.job || []).push('${key}');`;

/** @type {import('../entries.mjs').Entry} */
export default {
  name: 'tarteaucitronjs',
  pkg: 'tarteaucitronjs',
  page: () => ({
    body: `<script>var tarteaucitronForceLanguage = 'en';</script>
<script src="/npm/tarteaucitronjs/tarteaucitron.min.js"></script>
<script>tarteaucitron.init(${JSON.stringify(init)});
${service('benchfunctional', 'api', 'Functionality')}
${service('benchanalytics', 'analytic', 'Analytics')}
${service('benchads', 'ads', 'Marketing')}</script>`,
    footer: '<button type="button" onclick="tarteaucitron.userInterface.openPanel()">Cookie preferences</button>',
  }),
  banner: '#tarteaucitronAlertBig',
  accept: '#tarteaucitronPersonalize2',
  store: '^tarteaucitron$',
};
