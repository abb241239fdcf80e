// Part of `npm run lint`: tests are where a reader looks for them, at their
// module's path (docs/architecture.md, "Tests"). Fails, naming the folder, when
// - a folder of test/unit/ is not a folder of src/ (its path without `src/`),
//   nor of build/, proof/ or demo/;
// - a folder of test/service/ is not a folder of src/service/;
// - a test sits at test/unit/'s root, which stands for src/'s, where no module is.
// test/e2e/ is by feature (a browser test crosses every layer) and not checked.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKED_ROOT } from './checked-root.mjs';

const ROOT = CHECKED_ROOT;
/** Root folders outside src/ whose code test/unit/ tests under their own name. */
const ROOT_FOLDERS = ['build', 'proof', 'demo'];

/** Every folder below `dir` (repository-relative) that holds a file: git keeps no empty one. */
/** @type {(dir: string) => string[]} */
const folders = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => {
      const folder = `${dir}/${e.name}`;
      const holdsFile = readdirSync(join(ROOT, folder), { withFileTypes: true }).some((f) => f.isFile());
      return [...(holdsFile ? [folder] : []), ...folders(folder)];
    });
/** @param {string} path */
const isFolder = (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory();

/** @type {string[]} */
const problems = [];
for (const folder of folders('test/unit')) {
  const mirrored = folder.slice('test/unit/'.length);
  const top = mirrored.split('/')[0] ?? '';
  const source = ROOT_FOLDERS.includes(top) ? mirrored : `src/${mirrored}`;
  if (!isFolder(source)) problems.push(`${folder}/: ${source}/ does not exist (test/unit/ mirrors src/, build/, proof/, demo/)`);
}
for (const folder of folders('test/service')) {
  const source = `src/service/${folder.slice('test/service/'.length)}`;
  if (!isFolder(source)) problems.push(`${folder}/: ${source}/ does not exist (test/service/ mirrors src/service/)`);
}
for (const name of readdirSync(join(ROOT, 'test/unit')).filter((n) => /\.test\.tsx?$/.test(n)))
  problems.push(`test/unit/${name}: at the root, which stands for src/; put it in its module's folder`);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`test layout: ${problems.length} folder(s) or file(s) off the source tree`);
  process.exit(1);
}
console.log('test layout: test/unit and test/service mirror the source tree');
