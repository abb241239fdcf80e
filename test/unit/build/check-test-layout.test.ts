// `npm run lint` must fail on a test off the source tree: build/check-test-layout.mjs
// runs here on a copy of the repository, with one stray test put in at a time.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let copy: string;
const write = (file: string) => {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), "import { it } from 'vitest';\n");
};
// The check reads only which folders hold files: the copy is the tracked tree, each file a stub.
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'test-layout-'));
  const tracked = execFileSync('git', ['ls-files', '-z', 'src', 'build', 'proof', 'demo', 'test'], { encoding: 'utf8' });
  for (const f of tracked.split('\0').filter(Boolean)) write(f);
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const run = () => {
  const r = spawnSync(process.execPath, ['build/check-test-layout.mjs', '--root', copy], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
};

describe('build/check-test-layout.mjs', () => {
  it('passes on the repository as it is', () => {
    expect(run()).toMatchObject({ status: 0 });
  });

  it('fails on a unit test in a folder src/ does not have, naming the missing source folder', () => {
    write('test/unit/ui/banner.test.ts');
    const r = run();
    expect(r.status).toBe(1);
    expect(r.out).toContain('test/unit/ui/: src/ui/ does not exist');
  });

  it('fails on a unit test of a root folder that does not exist, and on one at test/unit/’s root', () => {
    write('test/unit/scripts/release.test.ts');
    write('test/unit/theme.test.ts');
    const r = run();
    expect(r.status).toBe(1);
    expect(r.out).toContain('test/unit/scripts/: src/scripts/ does not exist');
    expect(r.out).toContain('test/unit/theme.test.ts: at the root');
  });

  it('fails on a service test in a folder src/service/ does not have, though src/ has it', () => {
    write('test/service/runtime/boot.test.ts');
    const r = run();
    expect(r.status).toBe(1);
    expect(r.out).toContain('test/service/runtime/: src/service/runtime/ does not exist');
  });
});
