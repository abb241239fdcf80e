// Osano's cookieconsent 3 as its README and examples show: the build's CSS in <head>, the script at the end
// of <body> and initialise() on `load`. It has no categories: one opt-in choice, Allow or Decline.
const options = {
  type: 'opt-in',
  palette: { popup: { background: '#1d1d1f' }, button: { background: '#f4c430' } },
  content: {
    message: 'We use cookies to make this site work, to remember your settings, to measure traffic and to show relevant ads.',
    allow: 'Allow cookies',
    deny: 'Decline',
    link: 'Learn more',
    href: '#privacy',
  },
};

export default {
  name: 'cookieconsent',
  label: 'cookieconsent (Osano)',
  pkg: 'cookieconsent',
  page: () => ({
    head: '<link rel="stylesheet" href="/npm/cookieconsent/build/cookieconsent.min.css">',
    body: `<script src="/npm/cookieconsent/build/cookieconsent.min.js"></script>
<script>window.addEventListener('load', function () { window.cookieconsent.initialise(${JSON.stringify(options)}); });</script>`,
  }),
  banner: '.cc-window',
  accept: '.cc-window .cc-allow',
  store: '^cookieconsent_status$',
};
