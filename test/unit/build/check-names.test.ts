// `npm run lint` must fail on a name the glossary retires: build/check-names.mjs
// runs here on a copy of src/ and docs/architecture.md, with one fault put in
// at a time.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const DOC = 'docs/architecture.md';
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'names-'));
  cpSync('src', join(copy, 'src'), { recursive: true });
  mkdirSync(join(copy, 'docs'));
  cpSync(DOC, join(copy, DOC));
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const run = () => {
  const r = spawnSync(process.execPath, ['build/check-names.mjs', '--root', copy], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
};
const editDoc = (edit: (text: string) => string) => writeFileSync(join(copy, DOC), edit(readFileSync(join(copy, DOC), 'utf8')));

describe('build/check-names.mjs', () => {
  it('passes on the repository as it is', () => {
    expect(run()).toMatchObject({ status: 0 });
  });

  it('fails on an export of a retired name, its plural or its other first letter, naming the glossary row', () => {
    appendFileSync(
      join(copy, 'src/service/model/ids.ts'),
      '\nexport interface WebsiteHeads {}\nexport const serviceConfig = 1;\n',
    );
    const r = run();
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      `src/service/model/ids.ts exports WebsiteHeads: WebsiteHead is retired by ${DOC}'s glossary, row "head"`,
    );
    expect(r.out).toContain('src/service/model/ids.ts exports serviceConfig: ServiceConfig is retired');
  });

  it('fails on a file of a retired name', () => {
    writeFileSync(join(copy, 'src/service/core/service-config.ts'), 'export const DEFAULTS = {};\n');
    const r = run();
    expect(r.status).toBe(1);
    expect(r.out).toContain('src/service/core/service-config.ts: the file name service-config.ts is retired');
  });

  it('reads the names from the glossary: a name retired there fails where src/ still uses it', () => {
    editDoc((t) => t.replace('| `ScanSignals` |', '| `ScanSignals`, `ScanVerdicts` |'));
    const r = run();
    expect(r.status).toBe(1);
    expect(r.out).toContain('src/service/model/scans.ts exports ScanVerdicts: ScanVerdicts is retired');
  });

  it('fails without the glossary', () => {
    editDoc((t) => t.replace('<!-- glossary:begin -->', ''));
    expect(run().out).toContain(`${DOC}: the glossary's markers are missing`);
  });
});
