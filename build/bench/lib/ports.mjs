import { createServer } from 'node:net';

// The bench's ports on the shared machine: 8401–8499, so that engineers working in parallel do not collide;
// BENCH_PORTS=8300-8309 gives one engineer a range of their own.
const [FIRST = 8401, LAST = 8499] = /^(\d+)-(\d+)$/
  .exec(process.env.BENCH_PORTS ?? '')
  ?.slice(1)
  .map(Number) ?? [8401, 8499];

/** @param {number} port */
const isFree = (port) =>
  /** @type {Promise<boolean>} */ (
    new Promise((ok) => {
      const s = createServer();
      s.once('error', () => ok(false));
      s.listen(port, '127.0.0.1', () => s.close(() => ok(true)));
    })
  );

/** @type {Set<number>} */
const taken = new Set();

/** A port in the range (8401–8499 unless BENCH_PORTS says) that nothing listens on and that this process has not handed out yet. */
export async function freePort() {
  for (let p = FIRST; p <= LAST; p++) {
    if (taken.has(p) || !(await isFree(p))) continue;
    taken.add(p);
    return p;
  }
  throw new Error(`no free port in ${FIRST}–${LAST}`);
}
