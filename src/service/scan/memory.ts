import { readdirSync, readFileSync } from 'node:fs';

/**
 * Chromium flags that keep one scan's browser small: a V8 heap limit per
 * renderer (a page that fills its JavaScript heap crashes its own renderer
 * instead of growing) and few renderer processes (each one costs tens of MB;
 * a scan loads one page at a time). Memory outside the V8 heap (array
 * buffers, images, DOM) is bounded by the watchdog below.
 */
export function memoryArgs(maxMemoryMb: number): string[] {
  if (!maxMemoryMb) return [];
  const heapMb = Math.max(64, Math.min(512, Math.floor(maxMemoryMb / 2)));
  return [`--js-flags=--max-old-space-size=${heapMb}`, '--renderer-process-limit=4'];
}

/** pid → parent pid of every process this user can see. */
function parents(proc: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may contain spaces and parentheses: the fields after its closing `)` are fixed.
      const stat = readFileSync(`${proc}/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.set(Number(name), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  return out;
}

/** The pid whose command line holds `marker` (a flag only one browser was given), or null. */
export function findProcess(marker: string, proc = '/proc'): number | null {
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`${proc}/${name}/cmdline`, 'utf8').split('\0').includes(marker)) return Number(name);
    } catch {}
  }
  return null;
}

/** A process's memory in bytes: its proportional share (PSS) where the kernel tells it, else its RSS. */
function memoryOf(pid: number, proc: string): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`${proc}/${pid}/smaps_rollup`, 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {}
  try {
    return Number(readFileSync(`${proc}/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

/**
 * The memory of a process and all its descendants (a browser: its GPU,
 * network and renderer processes). PSS, not RSS: Chromium's processes share
 * most of their code pages, which a sum of RSS would count once per process.
 */
export function treeMemory(root: number, proc = '/proc'): number {
  let bytes = 0;
  for (const pid of treePids(root, proc)) bytes += memoryOf(pid, proc);
  return bytes;
}

/** A process and all its descendants. */
function treePids(root: number, proc: string): Set<number> {
  const tree = parents(proc);
  const pids = new Set([root]);
  // Parents are listed before children only by chance: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of tree)
      if (!pids.has(pid) && pids.has(ppid)) {
        pids.add(pid);
        grew = true;
      }
  }
  return pids;
}

/**
 * Watches one browser's process tree every `intervalMs`; past `maxBytes` it
 * kills the browser (SIGKILL: a renderer busy allocating may not answer a
 * polite close) and calls `onOver` with the figure. Linux only (/proc):
 * elsewhere it watches nothing.
 */
export function watchMemory(o: {
  marker: string;
  maxBytes: number;
  intervalMs?: number;
  onOver: (bytes: number) => void;
  proc?: string;
}) {
  const proc = o.proc ?? '/proc';
  let pid: number | null = null;
  let peak = 0;
  const timer = setInterval(() => {
    try {
      pid ??= findProcess(o.marker, proc);
      if (pid === null) return;
      const bytes = treeMemory(pid, proc);
      peak = Math.max(peak, bytes);
      if (bytes <= o.maxBytes) return;
      clearInterval(timer);
      o.onOver(bytes);
      for (const p of treePids(pid, proc))
        try {
          process.kill(p, 'SIGKILL');
        } catch {}
    } catch {
      // No /proc: nothing to watch.
      clearInterval(timer);
    }
  }, o.intervalMs ?? 500);
  timer.unref();
  return {
    /** The highest figure seen so far, in bytes. */
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}
