import { readFileSync } from 'node:fs';

/** USER_HZ: what /proc counts CPU time in, 100 on every Linux build that matters here. */
const CLOCK_TICKS = 100;

/**
 * CPU time a Linux process has used so far (user and system), in ms; null where /proc cannot say.
 * @param {number | undefined} pid
 */
export function cpuMs(pid) {
  try {
    // After the command's closing parenthesis; a missing one throws, as /proc not saying does.
    const fields = /** @type {string} */ (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
