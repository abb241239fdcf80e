// Starting on a full disk ended deep inside PGlite with `RuntimeError: Aborted()`, naming nothing (issue 46).
// The free space under DATA_DIR is read first, through an injected statfs reading, and a start without room
// says so, naming the folder, before the embedded database is opened.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { freeBytes } from '../../../../src/service/store/disk-space.ts';
import { openStore } from '../../../../src/service/store/open.ts';

const MB = 1024 * 1024;

describe('the disk under DATA_DIR', () => {
  it('refuses to open the embedded database on a nearly full disk, naming the folder', async () => {
    const dir = join('/tmp', `never-made-${process.pid}`, 'data');
    const statfs = async () => ({ bavail: 3, bsize: MB });
    await expect(openStore({ dataDir: dir, minFreeToStart: 64 * MB, statfs }, pino({ level: 'silent' }))).rejects.toThrow(
      `the disk under DATA_DIR (${dir}) has 3 MB free; the embedded database needs at least 64 MB to start`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('reads the nearest existing folder before DATA_DIR is made', async () => {
    const asked: string[] = [];
    const statfs = async (path: string) => {
      asked.push(path);
      if (path !== '/srv') throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return { bavail: 10, bsize: 4096 };
    };
    expect(await freeBytes('/srv/consent/data', statfs)).toBe(40_960);
    expect(asked).toEqual(['/srv/consent/data', '/srv/consent', '/srv']);
  });
});
