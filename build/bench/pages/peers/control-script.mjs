// The script control: the static control's banner, shown by a half-kilobyte script that does only what any
// script-loaded consent banner must: load as ours does (a parser-blocking <script src> first in <head>), read the
// stored choice from its cookie, and insert the banner once <body> exists. The distance from the static control to
// this one is what loading and running any such script costs on this page; from this one to ours, what ours adds.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNER_INNER, BANNER_STYLE, CONTROL_COOKIE } from './control.mjs';

const FILE = 'control-script.js';

/** The script: from <head>, the banner after <body> as soon as the parser has made <body>, as ours attaches its host. */
const script = `(function () {
  if (/(^|;\\s*)${CONTROL_COOKIE}=/.test(document.cookie)) return;
  function show() {
    var d = document.createElement('div');
    d.id = 'static-banner';
    d.setAttribute('role', 'region');
    d.setAttribute('aria-label', 'Cookie consent');
    d.style.cssText = ${JSON.stringify(BANNER_STYLE)};
    d.innerHTML = ${JSON.stringify(BANNER_INNER)};
    document.documentElement.append(d);
    d.querySelector('#static-accept').onclick = function () {
      document.cookie = '${CONTROL_COOKIE}=all; path=/; max-age=31536000; SameSite=Lax';
      d.remove();
    };
  }
  if (document.body) show();
  else new MutationObserver(function (_, seen) {
    if (document.body) { seen.disconnect(); show(); }
  }).observe(document.documentElement, { childList: true });
})();
`;

/** @type {import('../entries.mjs').Entry} */
export default {
  name: 'control-script',
  label: '(control: the same banner from a script)',
  build(_benchDir, outDir) {
    writeFileSync(join(outDir, FILE), script);
  },
  page: () => ({ head: `<script src="/built/${FILE}"></script>` }),
  banner: '#static-banner',
  accept: '#static-accept',
  store: `^${CONTROL_COOKIE}$`,
};
