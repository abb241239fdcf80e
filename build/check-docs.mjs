// Part of `npm run lint`: the docs are the map, so every place they point to
// must exist. Fails, with file:line and what is broken, when
// - in a Markdown file of the repository (README.md, docs/, test/e2e/README.md…):
//   a relative link does not resolve to a file, or its #anchor to a heading;
//   a repository path (src/, build/, test/, demo/, docs/, .ci/, always written
//   from the repository root) names nothing, in a code span or in the prose;
//   a quoted heading after a cited Markdown file (`, "Heading"`) is not one of
//   its headings; a size in bytes is copied by hand into README.md or a doc
//   other than docs/benchmarks.md (a dated record) and docs/decisions/ (each
//   figure measured when its decision was made): sizes come from the build;
//   a budget quoted (`<!-- budget dist/consent.min.js -->7.25 KB`) is not the
//   one build/options.mjs sets, or, outside those dated records, a figure in
//   KB or B stands unmarked in a sentence that speaks of a budget (`--write`
//   puts the marked figures right after a budget changes);
// - in the text of src/, build/, test/, demo/ and .ci/: a cited Markdown file
//   does not exist, or its #anchor or quoted heading is not one of its headings;
// - docs/decisions/README.md does not link every decision (heading) of its folder.
// Paths with a placeholder ({uuid}, <resource>, *, …, $VAR) are skipped, and
// dist/ is built, so never checked. Anchors follow GitHub's rules (`slug`).
// Nothing is cached between runs: after files move, run it again.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHECKED_ROOT } from './checked-root.mjs';

const ROOT = CHECKED_ROOT;
const SELF = 'build/check-docs.mjs';
const WRITE = process.argv.includes('--write');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);
const CODE_DIRS = ['src', 'build', 'test', 'demo', '.ci'];
const CODE_FILE = /\.(ts|tsx|mjs|cjs|js|html|css|sh)$|^run$/;
/** A path in one of the folders a reader can open. */
const REPO_PATH = String.raw`(?:\./)?(?:src|build|test|demo|docs|\.ci)/[\w./@+{}<>*…$-]*`;
const PLACEHOLDER = /[{}<>*…$]/;
/** Where a byte count may be written by hand: dated measurements. */
const FIGURES_ALLOWED = /^docs\/(benchmarks\.md|decisions\/)/;
/** A size in bytes as the build prints it (10,116 B; 3412 B). */
const BYTE_FIGURE = /(?<![\w.,])\d{1,3}(?:,\d{3})+ B\b|(?<![\w.,])\d{4,} B\b/g;
/** A budget quoted in a doc, marked with whose it is: a bundle of BROWSER_BUNDLES (its `out`) or TRACKER_KNOWLEDGE_BUDGET. */
const BUDGET_MARK = /<!-- budget (\S+) -->(\**)(\d+(?:\.\d+)?) (KB|B)\b/g;
/** A size in KB or B, as budgets are written. */
const SIZE = /(?<![\w.,])\d+(?:\.\d+)? (?:KB|B)\b/g;
/** Where a sentence ends: its stop, or a blank line, a list item, a table row or a heading. */
const SENTENCE_END = /[.;!?](?=\s)|\n(?=[ \t]*(?:\n|[-*+|#>]|\d+\.\s))/g;
const options = await import(pathToFileURL(join(ROOT, 'build/options.mjs')).href);
const BUDGETS = new Map([
  ...options.BROWSER_BUNDLES.map((/** @type {{ out: string, budget: number }} */ b) => [b.out, b.budget]),
  ['TRACKER_KNOWLEDGE_BUDGET', options.TRACKER_KNOWLEDGE_BUDGET],
]);
const KB = 1024;
/** @type {(n: string, unit: string) => number} */
const bytesOf = (n, unit) => Number(n) * (unit === 'KB' ? KB : 1);
/** @param {number} bytes */
const sizeOf = (bytes) => (bytes < KB ? `${bytes} B` : `${bytes / KB} KB`);
/** Folders whose README.md must link every heading of the other files (one heading per decision). */
const INDEXES = ['docs/decisions'];

/** @type {(dir: string, keep: (name: string) => boolean) => string[]} */
const walk = (dir, keep) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : walk(path, keep);
    return keep(e.name) ? [path] : [];
  });

/** GitHub's heading anchor: lowercase, punctuation and symbols dropped (not `-` or `_`), each space a hyphen. */
/** @param {string} heading */
const slug = (heading) =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Markdown with fenced code blocks and HTML comments blanked (newlines kept, so offsets and lines stay). */
/** @param {string} text */
const prose = (text) =>
  text
    .replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\2[^\n]*$/gm, (m) => m.replace(/[^\n]/g, ' '))
    // `<!-->` and `<!--->` are whole comments (CommonMark), as docs/runtime.md quotes one.
    .replace(/<!--(?:-?>|[\s\S]*?-->)/g, (m) => m.replace(/[^\n]/g, ' '));

/** @typedef {{ anchors: Set<string>, names: Set<string>, levels: Map<string, number> }} Headings */
/** @type {Map<string, Headings>} */
const headingCache = new Map();
/**
 * The headings of a Markdown file: `anchors`, their slugs in order (a repeated one gets -1, -2…) plus explicit
 * `<a id>`/`<a name>`; `names`, the slugs a quoted heading may have: the whole heading, or its part before ` (`
 * or `: ` ("Runtime size" names "Runtime size: the second chunk"); `levels`, each anchor's `#` count.
 * @param {string} file
 * @returns {Headings}
 */
function headingsOf(file) {
  const cached = headingCache.get(file);
  if (cached) return cached;
  const text = prose(readFileSync(join(ROOT, file), 'utf8'));
  const seen = new Map();
  const anchors = new Set();
  const names = new Set();
  const levels = new Map();
  for (const [, hashes = '', h = ''] of text.matchAll(/^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/gm)) {
    const s = slug(h);
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    const anchor = n ? `${s}-${n}` : s;
    anchors.add(anchor);
    levels.set(anchor, hashes.length);
    for (const part of /** @type {string[]} */ ([h, h.split(' (')[0], h.split(': ')[0]])) names.add(slug(part));
  }
  for (const [, a = ''] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(a);
  const headings = { anchors, names, levels };
  headingCache.set(file, headings);
  return headings;
}

/** @type {string[]} */
const problems = [];
/** @type {(text: string, offset: number) => number} */
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;
/**
 * @param {string} file
 * @param {string} text
 * @param {number} offset
 * @param {string} what
 */
const report = (file, text, offset, what) => problems.push(`${file}:${lineAt(text, offset)}: ${what}`);
const OUTSIDE = 'name a document by its path from the repository root, inside the repository';

/**
 * What is wrong with `target` (a path from the repository root, with an optional #anchor or heading), or null.
 * @param {string} target
 * @param {string} [heading]
 */
function broken(target, heading) {
  const [path = '', anchor] = target.split('#');
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
  if (!existsSync(join(ROOT, clean))) return `${path} does not exist`;
  if ((anchor === undefined && heading === undefined) || !clean.endsWith('.md')) return null;
  if (statSync(join(ROOT, clean)).isDirectory()) return null;
  const { anchors, names } = headingsOf(clean);
  if (anchor && !anchors.has(anchor)) return `${clean} has no heading #${anchor}`;
  if (heading !== undefined && !names.has(slug(heading))) return `${clean} has no heading "${heading}"`;
  return null;
}

/** A quoted heading after a cited path (`, "Heading"`, `: "Heading"`, ` "Heading"`), also across comment lines. */
const HEADING_AFTER = String.raw`(?:[,:]?[ \t]*(?:\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?"([^"\n]+(?:\n[ \t]*(?:\*|\/\/|#)?[ \t]*[^"\n]+)?)")?`;
/** @param {string | undefined} quoted */
const headingOf = (quoted) => quoted?.replace(/\s*\n[ \t]*(?:\*|\/\/|#)?[ \t]*/g, ' ');

/** Every link target of a Markdown text (code already blanked): `[x](target "title")` and `[x]: target`. */
/** @type {(text: string) => [string, number][]} */
const linkTargets = (text) => [
  ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => /** @type {[string, number]} */ ([m[1], m.index]),
  ),
  ...[...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (m) => /** @type {[string, number]} */ ([m[1], m.index]),
  ),
];

for (const file of walk('', (n) => n.endsWith('.md'))) {
  const raw = readFileSync(join(ROOT, file), 'utf8');
  const here = dirname(file);
  /** @type {{ body: string, offset: number }[]} */
  const spans = [];
  // Code spans (they may wrap lines) are collected, then blanked, so that what they hold is not read as a link.
  const text = prose(raw).replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (m, _ticks, body, offset) => {
    if (!/\n[ \t]*\n/.test(body)) spans.push({ body, offset });
    return m.replace(/[^\n]/g, ' ');
  });
  /** @type {(path: string, offset: number, heading?: string) => void} */
  const checkPath = (path, offset, heading) => {
    if (PLACEHOLDER.test(path) || /^(?:\.\/)?dist\//.test(path)) return;
    const why = broken(path.replace(/[.,;:)]+$/, ''), heading);
    if (why) report(file, raw, offset, why);
  };

  for (const { body, offset } of spans) {
    for (const m of body.matchAll(new RegExp(`(?<![\\w/.-])${REPO_PATH}(?:#[\\w-]*)?`, 'g'))) checkPath(m[0], offset + m.index);
    for (const m of body.matchAll(/(?<![\w/.-])(?:\.\.\/)+[\w./-]+\.md\b/g))
      report(file, raw, offset + m.index, `${m[0]}: ${OUTSIDE}`);
  }
  // Paths in the prose (not a link's own target, checked below), with a heading quoted after a Markdown file.
  const inProse = new RegExp(`(?<![\\w/.\\]-])(?<!\\]\\()(${REPO_PATH}(?:#[\\w-]*)?)(?![\\w(])${HEADING_AFTER}`, 'g');
  for (const { 1: path = '', 2: quoted, index } of text.matchAll(inProse))
    checkPath(path, index, /\.md\.?$/.test(path) ? headingOf(quoted) : undefined);

  for (const [target, offset] of linkTargets(text)) {
    if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto:…
    const [path, anchor] = target.split('#');
    const resolved = path ? relative(ROOT, resolve(ROOT, here, decodeURIComponent(path))) : file;
    if (resolved.startsWith('..')) report(file, raw, offset, `link ${target} points outside the repository`);
    else {
      const why = broken(anchor === undefined ? resolved : `${resolved}#${anchor}`);
      if (why) report(file, raw, offset, `link ${target}: ${why}`);
    }
  }

  if (!FIGURES_ALLOWED.test(file))
    for (const m of text.matchAll(BYTE_FIGURE))
      report(file, raw, m.index, `"${m[0]}" copied by hand: state the budget (build/options.mjs) or point to npm run build`);

  // Budgets: each marked figure is its bundle's; a figure beside the word "budget" is marked.
  const marked = new Set();
  const fixed = raw.replace(BUDGET_MARK, (m, key, stars, n, unit, offset) => {
    const at = offset + m.length - `${n} ${unit}`.length;
    marked.add(at);
    const budget = BUDGETS.get(key);
    if (budget === undefined) report(file, raw, offset, `budget of ${key}: no such bundle in build/options.mjs`);
    else if (bytesOf(n, unit) !== budget) {
      if (!WRITE)
        report(
          file,
          raw,
          at,
          `"${n} ${unit}" is not ${key}'s budget, ${sizeOf(budget)} (build/options.mjs); node build/check-docs.mjs --write`,
        );
      return `<!-- budget ${key} -->${stars}${sizeOf(budget)}`;
    }
    return m;
  });
  if (WRITE && fixed !== raw) writeFileSync(join(ROOT, file), fixed);
  if (!FIGURES_ALLOWED.test(file)) {
    let start = 0;
    for (const end of [...[...text.matchAll(SENTENCE_END)].map((m) => m.index), text.length]) {
      const sentence = text.slice(start, end);
      if (/\bbudgets?\b/i.test(sentence))
        for (const m of sentence.matchAll(SIZE))
          if (!marked.has(start + m.index))
            report(
              file,
              raw,
              start + m.index,
              `"${m[0]}" beside a budget: mark whose it is (<!-- budget dist/….min.js -->), so that lint holds it to build/options.mjs`,
            );
      start = end + 1;
    }
  }
}

// Code: every Markdown file it cites, with its anchor or quoted heading.
const codeFiles = CODE_DIRS.filter((d) => existsSync(join(ROOT, d))).flatMap((d) => walk(d, (n) => CODE_FILE.test(n)));
const cited = new RegExp(`(?<![\\w/.-])((?:\\.\\./)*[\\w.-]+/[\\w./-]*\\.md)(#[\\w-]*)?${HEADING_AFTER}`, 'g');
for (const file of codeFiles.filter((f) => f !== SELF)) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  for (const m of text.matchAll(cited)) {
    const [, path = '', anchor = '', quoted] = m;
    if (path.startsWith('../')) report(file, text, m.index, `${path}: ${OUTSIDE}`);
    else if (/^(?:docs|src|build|test|demo|\.ci)\//.test(path)) {
      const why = broken(`${path}${anchor}`, headingOf(quoted));
      if (why) report(file, text, m.index, why);
    }
  }
}

// Indexes: one link per heading below the title of every other file in the folder.
for (const dir of INDEXES) {
  const index = `${dir}/README.md`;
  if (!existsSync(join(ROOT, index))) {
    problems.push(`${index}: missing (the index of ${dir}/)`);
    continue;
  }
  const linked = new Set(linkTargets(prose(readFileSync(join(ROOT, index), 'utf8'))).map(([t]) => t));
  for (const f of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.md') && n !== 'README.md')) {
    if (!linked.has(f)) problems.push(`${index}: does not link ${f}`);
    for (const [anchor, level] of headingsOf(`${dir}/${f}`).levels)
      if (level > 1 && !linked.has(`${f}#${anchor}`)) problems.push(`${index}: does not link ${f}#${anchor}`);
  }
}

if (problems.length) {
  const unique = [...new Set(problems)];
  console.error(unique.join('\n'));
  console.error(`docs: ${unique.length} broken path(s), link(s), heading(s) or budget(s)`);
  process.exit(1);
}
console.log("docs: every link, path and cited heading resolves, every budget quoted is build/options.mjs's");
