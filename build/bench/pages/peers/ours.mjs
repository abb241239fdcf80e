// Ours: the website's snippets exactly as the signed API returns them (`code_snippet.banner` first in
// <head>, `code_snippet.cookie_preference_button` in the footer), whatever they load. The page asks for
// the eu region, as the service has no geo for a loopback address.
export default {
  name: 'ours',
  query: '?service_region=eu',
  page: ({ site }) => ({ head: site.code_snippet.banner, footer: site.code_snippet.cookie_preference_button }),
  banner: '[data-service-consent] >>> .ui',
  accept: '[data-service-consent] >>> .ui button',
  store: '^service_consent$',
};
