// Part of `npm run lint`: fails when a file in src/ is over MAX_LINES, or when
// folders of src/ import each other in a cycle (a folder is one layer of the
// design: a cycle means two folders that can no longer be read, or changed,
// one without the other).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const MAX_LINES = 250;
const ROOT = resolve('src');

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );

const problems = [];
/** folder → set of folders it imports from */
const edges = new Map();
const folderOf = (file) => relative(ROOT, dirname(file)) || '.';

for (const file of files(ROOT)) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) problems.push(`${relative('.', file)}: ${lines} lines (at most ${MAX_LINES}); split it by job`);
  const from = folderOf(file);
  // Static imports, re-exports and dynamic imports of relative paths; type-only imports count too (they couple the folders all the same).
  for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(ROOT)) continue;
    const to = folderOf(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: every component of more than one folder is a cycle.
let index = 0;
const stack = [];
const info = new Map();
const cycles = [];
const visit = (v) => {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!info.has(w)) {
      visit(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
};
for (const v of edges.keys()) if (!info.has(v)) visit(v);

for (const c of cycles) {
  const detail = c.flatMap((a) => [...(edges.get(a) ?? [])].filter((b) => c.includes(b)).map((b) => `${a} → ${b}`));
  problems.push(`import cycle between folders of src/: ${detail.join(', ')}`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`structure: ${files(ROOT).length} files in src/, none over ${MAX_LINES} lines, no import cycle between folders`);
