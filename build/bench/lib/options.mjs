import { parseArgs } from 'node:util';

export const USAGE = `npm run bench [-- options]
  --loads N          cold loads per entry and CPU rate (default 15)
  --only a,b         entries of the page table: ours (plain), ours-blocking, ours-tcf, control, control-script and the
                     peers (default all)
  --rates 1,4        CPU throttling rates (default 1,4)
  --pairs N          after the table, N more rounds of ours (plain), the control and the script control alone at each
                     rate, for the comparison against the control (default 30; 0: the table's loads only)
  --service          only the service's throughput (no browser)
  --pages            only the page table
  --blocking         only the blocker's table (30 scripts, automatic blocking off against on, and on with the
                     server-side rewrite; its strict column counts loads with nothing requested before consent;
                     quick check: --blocking --loads 1 --rates 1)
  --console          only the console's table: each screen's GET on 1,000 websites, 10,000 cookies and 100,000
                     consent records, and the console script's bytes
                     (--pages, --blocking, --service and --console combine; none of them: all four)
  --profile          with --pages: trace every load in Chromium and add where the main thread went, from the
                     navigation to the banner ready (script, parse, style, layout, paint); tracing slows the loads
  --duration S       seconds of load per throughput row (default 10)
  --connections N    autocannon connections (default 50)
  --pg URL           PostgreSQL for the consent-records row (default: DATABASE_URL, else a local server
                     started with initdb/pg_ctl when installed, else the row says it was skipped)
  --chromium PATH    the browser (default /usr/bin/chromium)`;

/**
 * The command line, checked and typed.
 * @param {string[]} argv
 */
export function readOptions(argv) {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      loads: { type: 'string', default: '15' },
      only: { type: 'string' },
      rates: { type: 'string', default: '1,4' },
      pairs: { type: 'string', default: '30' },
      service: { type: 'boolean', default: false },
      console: { type: 'boolean', default: false },
      pages: { type: 'boolean', default: false },
      blocking: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      pg: { type: 'string' },
      chromium: { type: 'string', default: '/usr/bin/chromium' },
      help: { type: 'boolean', default: false },
    },
  });
  /** @type {(name: 'loads' | 'pairs' | 'duration' | 'connections', min: number) => number} */
  const count = (name, min) => {
    const n = Number(v[name]);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, got ${v[name]}`);
    return n;
  };
  const all = !v.pages && !v.blocking && !v.service && !v.console;
  const rates = v.rates.split(',').map(Number);
  if (rates.some((r) => !(r >= 1))) throw new Error(`--rates must be numbers ≥ 1, got ${v.rates}`);
  return {
    help: v.help,
    loads: count('loads', 1),
    only: v.only ? v.only.split(',').filter(Boolean) : null,
    rates,
    pairs: count('pairs', 0),
    pages: v.pages || all,
    blocking: v.blocking || all,
    service: v.service || all,
    console: v.console || all,
    profile: v.profile,
    duration: count('duration', 1),
    connections: count('connections', 1),
    pg: v.pg || process.env.DATABASE_URL || null,
    chromium: v.chromium,
  };
}
