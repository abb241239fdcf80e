// `npm run bench`: what a visitor pays for our banner beside five open-source peers, and what one service
// process can serve (docs/benchmarks.md keeps the last tables). Everything it needs is in the repository:
// the peers and autocannon are this folder's own package, installed on first use. Options: lib/options.mjs.
//   1. the page table (pages-bench.mjs): the same article page with each peer as its docs set it up, and
//      ours through the website's snippet from the real service; cold loads in Chromium at 1× and 4× CPU;
//   2. the blocker's table (blocking-bench.mjs): a page of 30 scripts with a website's first view, automatic
//      blocking off against on, and on with the server-side rewrite in front, from the real service; cold loads in
//      Chromium at 1× and 4× CPU, with the strict count (loads with nothing requested before consent); and what
//      blocking costs the typical website in bytes;
//   3. the service table (service-bench.mjs): autocannon in a second process against the service in its own;
//   4. the console table (console-bench.mjs): each console screen's one GET, in process, on a seeded embedded
//      database, against the 200 ms, and the console script's bytes against its budget.
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureBenchPackage } from './lib/install.mjs';
import { readOptions, USAGE } from './lib/options.mjs';

const benchDir = new URL('.', import.meta.url).pathname;
const root = join(benchDir, '../..');
const opts = readOptions(process.argv.slice(2));
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

ensureBenchPackage(benchDir);
execFileSync(process.execPath, ['build/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
// Imported after the install: they need the bench's package.
const { loadClient } = await import('./lib/client.mjs');
const lib = await loadClient(root);

const out = [
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GB; Node ${process.version}; ${new Date().toISOString().slice(0, 16)}Z.`,
];
if (opts.pages) {
  const { runPageBench } = await import('./pages-bench.mjs');
  const r = await runPageBench({ root, benchDir, opts, lib });
  out.push(
    '',
    `### Page: banner on the article page (Chromium ${r.chromium} headless, 1280×800, ${opts.loads} cold loads per cell, median (min–max); ratio: peer ÷ ours)`,
    '',
    `Ours: \`${r.snippet}\``,
    '',
    r.table,
    '',
    ...(r.control ? ['Ours against the static control (medians of the table above):', '', r.control, ''] : []),
    ...(r.pairs
      ? [
          `Ours (plain) against the static control on more loads: after the table, ${opts.pairs} rounds of ours, the control and the script control alone, in turn, at each rate (median (min–max)):`,
          '',
          r.pairs,
          '',
        ]
      : []),
    ...(r.floor
      ? [
          'The floor of a script-loaded banner, from the same rounds: the static banner shown by a half-kilobyte script that reads its cookie, against the static control, and ours against that script (median (min–max)):',
          '',
          r.floor,
          '',
        ]
      : []),
    ...(r.profile
      ? [
          'Main thread from the navigation to the banner ready, traced (ms of self time, median of the loads; tracing slows them):',
          '',
          r.profile,
          '',
        ]
      : []),
    r.notes,
    '',
    'First view by build, brotli bytes: what the script loses without each part (build/bench/lib/first-view-split.mjs)',
    '',
    r.split,
    '',
    r.sizeLine,
  );
}
if (opts.blocking) {
  const { runBlockingBench } = await import('./blocking-bench.mjs');
  const r = await runBlockingBench({ root, opts, lib });
  out.push(
    '',
    `### Blocker: a page of 30 scripts, automatic blocking off against on, and on with the server-side rewrite (Chromium ${r.chromium} headless, ${opts.loads} cold loads per cell, median (min–max))`,
    '',
    r.table,
    '',
    r.notes,
    '',
    ...r.sizeLines.flatMap((l) => [l, '']),
  );
}
if (opts.service) {
  const { runServiceBench } = await import('./service-bench.mjs');
  const r = await runServiceBench({ root, opts, lib });
  out.push('', `### Service: one process (${r.heading})`, '', r.table, '', r.notes);
}
if (opts.console) {
  const { runConsoleBench } = await import('./console-bench.mjs');
  const r = await runConsoleBench({ root });
  out.push('', `### Console: each screen's one GET (${r.heading})`, '', r.table, '', r.sizeLine);
}
console.log(out.join('\n'));
process.exit(0);
