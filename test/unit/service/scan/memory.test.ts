import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { findProcess, memoryArgs, treeMemory } from '../../../../src/service/scan/memory.ts';

test('memory flags follow the cap, and none without one', () => {
  expect(memoryArgs(0)).toEqual([]);
  expect(memoryArgs(1024)).toEqual(['--js-flags=--max-old-space-size=512', '--renderer-process-limit=4']);
  expect(memoryArgs(200)).toContain('--js-flags=--max-old-space-size=100');
  expect(memoryArgs(64)).toContain('--js-flags=--max-old-space-size=64');
});

test.skipIf(process.platform !== 'linux')(
  'a process tree is found by its marker and its memory counted with its children',
  async () => {
    const marker = `--marker-${process.pid}-${Date.now()}`;
    // A parent holding ~40 MB with a child holding ~40 MB more.
    const hold = 'const b = Buffer.alloc(40 << 20, 1); setInterval(() => b[0]++, 1000);';
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `${hold} require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hold)}], { stdio: 'inherit' });`,
        '--',
        marker,
      ],
      // A group of its own, so that the test ends the child too: killing the parent alone leaves it running.
      { stdio: 'ignore', detached: true },
    );
    try {
      await expect.poll(() => findProcess(marker), { timeout: 15_000 }).toBe(parent.pid);
      // The child starts a moment later on a busy machine.
      await expect.poll(() => treeMemory(parent.pid!), { timeout: 15_000 }).toBeGreaterThan(80 << 20);
      expect(findProcess('--no-such-marker-anywhere')).toBeNull();
    } finally {
      process.kill(-parent.pid!, 'SIGKILL');
    }
  },
);
