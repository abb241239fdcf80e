// The queue's tick loop (keeper and runner): one tick at a time, a call during a tick runs one more after it, a
// failing tick is logged and the loop goes on, and nothing runs once stopped.
import { describe, expect, it } from 'vitest';
import { startTickLoop } from '../../../../src/service/jobs/tick-loop.ts';
import { createLogger } from '../../../../src/service/log.ts';

const HOUR = 3_600_000;
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('startTickLoop', () => {
  it('runs at once; calls during a tick make one more tick after it, never two at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let release = () => {};
    const loop = startTickLoop({
      everyMs: HOUR,
      log: createLogger('silent'),
      failed: 'tick failed',
      async tick() {
        runs++;
        most = Math.max(most, ++running);
        if (runs === 1) await new Promise<void>((r) => (release = r));
        running--;
      },
    });
    loop.now();
    loop.now();
    expect(runs).toBe(1);
    release();
    await settle();
    expect(runs).toBe(2);
    expect(most).toBe(1);
    loop.stop();
    loop.now();
    await settle();
    expect(runs).toBe(2);
  });

  it('logs a failing tick and runs the next', async () => {
    const logged: unknown[] = [];
    const log = createLogger('silent');
    log.error = ((obj: unknown, msg: string) => void logged.push([msg, (obj as { err: Error }).err.message])) as typeof log.error;
    let runs = 0;
    const loop = startTickLoop({
      everyMs: HOUR,
      log,
      failed: 'tick failed',
      async tick() {
        if (++runs === 1) throw new Error('database gone');
      },
    });
    await settle();
    loop.now();
    await settle();
    loop.stop();
    expect(runs).toBe(2);
    expect(logged).toEqual([['tick failed', 'database gone']]);
  });
});
