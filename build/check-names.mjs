// Part of `npm run lint`: one word, one meaning. docs/architecture.md's
// glossary names, for each word, what it means here, what it does not, and
// the names retired so that it keeps one meaning (its last column, code
// spans). Fails, naming the file and the glossary's row, when src/ exports a
// retired identifier or has a file of a retired name (either with a plural
// `s`, and an identifier whatever the case of its first letter). The glossary
// is the data: retiring a name is a row's edit, not a change here.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { CHECKED_ROOT } from './checked-root.mjs';

const REPO = CHECKED_ROOT;
const GLOSSARY = 'docs/architecture.md';
const BEGIN = '<!-- glossary:begin -->';
const END = '<!-- glossary:end -->';

/** An export's name, as build/check-structure.mjs reads it. */
const EXPORT =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * The retired names of the glossary's rows: name → the row's word.
 * @param {string} doc the text of docs/architecture.md
 * @returns {{ retired: Map<string, string>, problems: string[] }}
 */
function retiredNames(doc) {
  const retired = new Map();
  const at = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (at < 0 || end < at) return { retired, problems: [`${GLOSSARY}: the glossary's markers are missing (${BEGIN} … ${END})`] };
  const rows = doc
    .slice(at + BEGIN.length, end)
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .slice(1);
  for (const row of rows) {
    const cells = row.split('|').slice(1, -1);
    const word = cells[0]?.replace(/[*`]/g, '').trim() ?? '';
    for (const [, name] of (cells.at(-1) ?? '').matchAll(/`([^`]+)`/g)) retired.set(name, word);
  }
  if (!retired.size) return { retired, problems: [`${GLOSSARY}: the glossary retires no name (its last column, in code spans)`] };
  return { retired, problems: [] };
}

/**
 * Whether `name` is `retired`: the same, or its plural; an identifier whatever the case of its first letter.
 * @param {string} name
 * @param {string} retired
 */
const isRetired = (name, retired) => {
  const file = /\.\w+$/.exec(retired);
  if (file) {
    const stem = retired.slice(0, -file[0].length);
    return name === retired || name === `${stem}s${file[0]}`;
  }
  const lower = (/** @type {string} */ s) => s.charAt(0).toLowerCase() + s.slice(1);
  return lower(name) === lower(retired) || lower(name) === `${lower(retired)}s`;
};

/**
 * Every source file under `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|mjs|js|json)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/**
 * What in `src/` of `root` uses a name the glossary retires.
 * @param {string} root
 * @returns {string[]}
 */
function checkNames(root) {
  const { retired, problems } = retiredNames(readFileSync(join(root, GLOSSARY), 'utf8'));
  const row = (/** @type {string} */ name) => `retired by ${GLOSSARY}'s glossary, row "${retired.get(name)}"`;
  for (const file of files(join(root, 'src'))) {
    const rel = relative(root, file);
    for (const name of retired.keys())
      if (isRetired(basename(file), name)) problems.push(`${rel}: the file name ${name} is ${row(name)}`);
    for (const [, exported] of readFileSync(file, 'utf8').matchAll(EXPORT))
      for (const name of retired.keys())
        if (isRetired(/** @type {string} */ (exported), name))
          problems.push(`${rel} exports ${exported}: ${name} is ${row(name)}`);
  }
  return problems;
}

const problems = checkNames(REPO);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`names: no export or file name in src/ uses a name the glossary (${GLOSSARY}) retires`);
