import { statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** What `statfs` tells of a file system: enough to compute the bytes an unprivileged process may still write. */
export type StatFs = (path: string) => Promise<{ bavail: number; bsize: number }>;

/**
 * The bytes free to this process on the file system of `dir` (or of its
 * nearest existing parent, before the directory is made).
 */
export async function freeBytes(dir: string, stat: StatFs = statfs): Promise<number> {
  let path = resolve(dir);
  for (;;) {
    try {
      const s = await stat(path);
      return Number(s.bavail) * Number(s.bsize);
    } catch (err) {
      const parent = dirname(path);
      if ((err as { code?: unknown }).code !== 'ENOENT' || parent === path) throw err;
      path = parent;
    }
  }
}

/**
 * Below this the embedded database may not even start: it writes a checkpoint
 * and may need a new WAL segment (16 MB) to replay its log. Opening it then
 * fails deep inside PGlite with `RuntimeError: Aborted()`, which names nothing.
 */
export const MIN_FREE_TO_START = 64 * 1024 * 1024;

const mb = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** Throws a message naming the folder when its disk has too little room to open the embedded database. */
export async function assertRoomToStart(dir: string, minFree: number, stat?: StatFs): Promise<void> {
  const free = await freeBytes(dir, stat);
  if (free >= minFree) return;
  throw new Error(
    `the disk under DATA_DIR (${resolve(dir)}) has ${mb(free)} free; the embedded database needs at least ${mb(minFree)} to start. Free space on that disk or move DATA_DIR`,
  );
}
