import type { Logger } from 'pino';

/**
 * Runs `tick` at once, every `everyMs`, and on `now()`, never two at once:
 * a call while one runs makes one more run after it (what a wake-up
 * announced may have come after the running tick looked). A tick that
 * throws is logged as `failed` and the loop goes on.
 */
export function startTickLoop(o: { everyMs: number; log: Logger; failed: string; tick: () => Promise<void> }) {
  let stopped = false;
  let running = false;
  let again = false;
  const run = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await o.tick();
      } while (again && !stopped);
    } catch (err) {
      o.log.error({ err }, o.failed);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), o.everyMs);
  timer.unref();
  void run();
  return {
    now: () => void run(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
