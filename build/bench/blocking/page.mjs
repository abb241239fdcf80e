// The blocker's page: 30 scripts, most of them allowed (the page's own, and an allowed third party on another
// host), a few that the website's blocking map holds (a tracker host it found), in every way a page has them:
// in the HTML (sync, async, defer, inline) and inserted by script (appendChild with `src`, setAttribute,
// insertBefore). Each records when it ran and does a little work, the same in every variant.

/** Host names the bench's browser resolves to the local server (blocking-bench.mjs): not HSTS-preloaded, so http. */
export const ALLOWED_HOST = 'cdn.bench-widgets.example';
export const TRACKER_HOST = 'tags.bench-ads.example';

// who: own (the page's origin) | allowed (a third party the map does not hold) | tracker (one it holds)
// how: sync | async | defer | inline in the HTML; inserted, by the loader script near the end of the body
/** @typedef {{ name: string, who: string, how: string, where: string }} Script a script, its fields as above */
/** @type {Script[]} */
const SCRIPTS = [
  ...['own-1', 'own-2', 'own-3', 'own-4'].map((name) => ({ name, who: 'own', how: 'sync', where: 'head' })),
  { name: 'own-inline-1', who: 'own', how: 'inline', where: 'head' },
  { name: 'lib-1', who: 'allowed', how: 'sync', where: 'head' },
  { name: 'lib-2', who: 'allowed', how: 'sync', where: 'head' },
  { name: 'tag-1', who: 'tracker', how: 'sync', where: 'head' },
  { name: 'own-defer-1', who: 'own', how: 'defer', where: 'head' },
  { name: 'own-defer-2', who: 'own', how: 'defer', where: 'head' },
  ...['own-5', 'own-6', 'own-7'].map((name) => ({ name, who: 'own', how: 'sync', where: 'body' })),
  ...['own-inline-2', 'own-inline-3', 'own-inline-4'].map((name) => ({ name, who: 'own', how: 'inline', where: 'body' })),
  ...['lib-3', 'lib-4', 'lib-5'].map((name) => ({ name, who: 'allowed', how: 'async', where: 'body' })),
  { name: 'tag-2', who: 'tracker', how: 'async', where: 'body' },
  ...['own-8', 'own-9', 'own-10', 'own-11'].map((name) => ({ name, who: 'own', how: 'sync', where: 'end' })),
  { name: 'own-loader', who: 'own', how: 'inline', where: 'end' },
  { name: 'own-dyn-1', who: 'own', how: 'inserted', where: 'end' },
  { name: 'lib-6', who: 'allowed', how: 'inserted', where: 'end' },
  { name: 'tag-3', who: 'tracker', how: 'inserted', where: 'end' },
  { name: 'tag-4', who: 'tracker', how: 'inserted', where: 'end' },
  { name: 'own-dyn-2', who: 'own', how: 'inserted', where: 'end' },
];
export const SCRIPT_COUNT = SCRIPTS.length;
export const ALLOWED = SCRIPTS.filter((s) => s.who !== 'tracker').map((s) => s.name);
export const TRACKERS = SCRIPTS.filter((s) => s.who === 'tracker').map((s) => s.name);

/** @param {Script} s */
const file = (s) => `${s.name}.js`;
/** @type {(s: Script, port: number) => string} */
const urlOf = (s, port) =>
  s.who === 'own' ? `/js/${file(s)}` : `http://${s.who === 'allowed' ? ALLOWED_HOST : TRACKER_HOST}:${port}/js/${file(s)}`;

/**
 * What every script runs: it notes when it ran on the page's clock, then works about a millisecond at 1× CPU
 * (a page's scripts are not empty), the same for all of them.
 * @param {string} name
 */
export const scriptBody = (name) =>
  `(self.__ran=self.__ran||[]).push([${JSON.stringify(name)},performance.now()]);` +
  '(function(){var x=0;for(var i=0;i<100000;i++)x+=Math.sqrt(i);self.__sink=x})();';

/**
 * The loader: inserts the rest by script, each in another of the ways the blocker intercepts.
 * @param {number} port
 */
const loader = (port) => {
  /** @param {string} name */
  const at = (name) => {
    const s = SCRIPTS.find((x) => x.name === name);
    if (!s) throw new Error(`no script ${name} on the page`);
    return JSON.stringify(urlOf(s, port));
  };
  return [
    `var a=document.createElement('script');a.src=${at('own-dyn-1')};document.head.appendChild(a);`,
    `var b=document.createElement('script');b.src=${at('lib-6')};document.body.appendChild(b);`,
    `var c=document.createElement('script');c.async=true;c.src=${at('tag-3')};document.head.appendChild(c);`,
    `var d=document.createElement('script');d.setAttribute('src',${at('tag-4')});document.body.appendChild(d);`,
    `var e=document.createElement('script');e.src=${at('own-dyn-2')};document.body.insertBefore(e,document.body.firstChild);`,
  ].join('');
};

/** @type {(s: Script, port: number) => string} */
const tag = (s, port) => {
  if (s.how === 'inserted') return '';
  if (s.how === 'inline') return `<script>${scriptBody(s.name)}${s.name === 'own-loader' ? loader(port) : ''}</script>`;
  return `<script src="${urlOf(s, port)}"${s.how === 'sync' ? '' : ` ${s.how}`}></script>`;
};

/**
 * The page, with `snippet` (the website's first-view script tag) first in <head>; `port` is the local server's.
 * @param {string} snippet
 * @param {number} port
 */
export function blockingPage(snippet, port) {
  /** @param {string} where */
  const at = (where) =>
    SCRIPTS.filter((s) => s.where === where)
      .map((s) => tag(s, port))
      .filter(Boolean)
      .join('\n');
  /** @param {string} text */
  const p = (text) => `<p>${text}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
${snippet}
<meta charset="utf-8">
<title>Thirty scripts — Example Shop</title>
<link rel="icon" href="data:,">
${at('head')}
</head>
<body>
<header><strong>Example Shop</strong></header>
<main>
<h1>Garden chairs</h1>
${p('Weatherproof chairs in oak and steel, delivered in three days.')}
${at('body')}
${p('Free returns within 30 days.')}
</main>
<footer>© Example Shop</footer>
${at('end')}
</body>
</html>
`;
}
