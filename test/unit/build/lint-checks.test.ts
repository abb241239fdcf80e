// `npm run lint` must fail on a forbidden import, an import cycle between
// files, a late import from boot.ts, a file over the cap, a broken doc link
// and a budget quoted wrong: its two checks run here on a copy of the
// repository, with one fault put in at a time.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'lint-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of tracked) {
    try {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      cpSync(f, join(copy, f));
    } catch {
      // A tracked file deleted in the working tree: the copy is of what is here.
    }
  }
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const run = (script: string) => {
  const r = spawnSync(process.execPath, [join('build', script), '--root', copy], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
};
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), text);
};

describe('build/check-structure.mjs', () => {
  it('passes on the repository as it is', () => {
    expect(run('check-structure.mjs')).toMatchObject({ status: 0 });
  });

  it('fails on an import against the layer table, naming the rule', () => {
    appendFileSync(join(copy, 'src/service/model/ids.ts'), "\nexport { publicRouteGroups as zz } from '../public/index.ts';\n");
    const r = run('check-structure.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain('src/service/model/ids.ts imports src/service/public/index.ts: src/service/model may import only');
  });

  it('fails on the runtime reaching into the service', () => {
    appendFileSync(join(copy, 'src/runtime/boot.ts'), "\nimport '../service/log.ts';\n");
    expect(run('check-structure.mjs').out).toContain('src/runtime/boot.ts imports src/service/log.ts');
  });

  it('fails on an import cycle between files of one folder, type-only imports included', () => {
    appendFileSync(join(copy, 'src/runtime/block/realm.ts'), "\nimport type { Blocker } from './blocker.ts';\n");
    const r = run('check-structure.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      'import cycle between files: src/runtime/block/blocker.ts → src/runtime/block/realm.ts → src/runtime/block/blocker.ts',
    );
  });

  it('fails on a longer cycle between files, naming the way round', () => {
    // websites.ts → policy-revisions.ts → policy.ts, and back.
    appendFileSync(join(copy, 'src/service/model/policy.ts'), "\nexport { ownsWebsite as owns } from './websites.ts';\n");
    const r = run('check-structure.mjs');
    expect(r.status).toBe(1);
    // Three files, named in their order, back to the first.
    expect(r.out).toMatch(/import cycle between files: (\S+) → \S+ → \S+ → \1;/);
    expect(r.out).toContain('src/service/model/policy.ts → src/service/model/websites.ts');
  });

  it('fails on boot.ts importing a later stage, in its folder or another', () => {
    appendFileSync(
      join(copy, 'src/runtime/boot.ts'),
      "\nimport type { Choice } from './consent/choice.ts';\nimport './flow.ts';\n",
    );
    const r = run('check-structure.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      'src/runtime/boot.ts imports src/runtime/consent/choice.ts: the first stage may import only shared, schema',
    );
    expect(r.out).toContain('src/runtime/boot.ts imports src/runtime/flow.ts: the first stage may import only shared, schema');
  });

  it('holds proof/ to its row: nothing of src/, and only the service imports it', () => {
    appendFileSync(join(copy, 'proof/merkle.mjs'), "\nexport { UUID } from '../src/shared/uuid.ts';\n");
    appendFileSync(join(copy, 'src/runtime/api.ts'), "\nexport { leafHash } from '../../proof/merkle.mjs';\n");
    const r = run('check-structure.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain('proof/merkle.mjs imports src/shared/uuid.ts: proof may import only nothing of src/');
    expect(r.out).toContain('src/runtime/api.ts imports proof/merkle.mjs: src/runtime may import only');
  });

  it('fails on a file over the cap, SQL outside its homes, a name exported twice and a folder without a row', () => {
    write('src/service/routes/long.ts', `${'// a line\n'.repeat(251)}export const listAll = 'SELECT * FROM websites';\n`);
    write('src/service/extra/thing.ts', 'export const bannerElement = 1;\n');
    const r = run('check-structure.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain('src/service/routes/long.ts: 252 lines (at most 250)');
    expect(r.out).toContain('src/service/routes/long.ts: SQL outside src/service/model and src/service/store');
    expect(r.out).toContain('bannerElement is exported by');
    expect(r.out).toContain('its folder src/service/extra has no row in the layer table');
  });

  it('fails when the architecture doc’s table is not the code’s', () => {
    const doc = join(copy, 'docs/architecture.md');
    writeFileSync(doc, readFileSync(doc, 'utf8').replace('| `shared` | — |', '| `shared` | `schema` |'));
    expect(run('check-structure.mjs').out).toContain('docs/architecture.md: its layer table differs');
  });
});

describe('build/check-docs.mjs', () => {
  it('passes on the repository as it is', () => {
    expect(run('check-docs.mjs')).toMatchObject({ status: 0 });
  });

  it('fails on a link to a file that does not exist, a missing heading and a stale path', () => {
    appendFileSync(
      join(copy, 'docs/runtime.md'),
      '\nSee [the map](architecture.md#no-such-heading), [gone](gone.md) and `src/service/http/batch.ts`.\n',
    );
    const r = run('check-docs.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain('no-such-heading');
    expect(r.out).toContain('gone.md');
    expect(r.out).toContain('src/service/http/batch.ts does not exist');
  });

  it('fails on a budget in README.md that is not build/options.mjs’s, and on one not marked as a budget', () => {
    const readme = join(copy, 'README.md');
    writeFileSync(
      readme,
      readFileSync(readme, 'utf8').replace('dist/consent.min.js -->**7.25 KB', 'dist/consent.min.js -->**7 KB'),
    );
    appendFileSync(join(copy, 'docs/runtime.md'), '\nThe GPP stub keeps to its budget of 2 KB.\n');
    const r = run('check-docs.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/README\.md:\d+: "7 KB" is not dist\/consent\.min\.js's budget, 7\.25 KB \(build\/options\.mjs\)/);
    expect(r.out).toMatch(/docs\/runtime\.md:\d+: "2 KB" beside a budget: mark whose it is/);
  });

  it('follows build/options.mjs: a budget changed there fails the figure the docs quote, until --write', () => {
    const options = join(copy, 'build/options.mjs');
    writeFileSync(options, readFileSync(options, 'utf8').replace('budget: 7.75 * KB,', 'budget: 8 * KB,'));
    expect(run('check-docs.mjs').out).toContain('"7.75 KB" is not dist/consent-fetch.min.js\'s budget, 8 KB');
    spawnSync(process.execPath, [join('build', 'check-docs.mjs'), '--root', copy, '--write']);
    expect(run('check-docs.mjs')).toMatchObject({ status: 0 });
    expect(readFileSync(join(copy, 'README.md'), 'utf8')).toContain('<!-- budget dist/consent-fetch.min.js -->8 KB');
  });

  it('fails on a code comment citing a decision that is not written', () => {
    // Written in two parts, so that this file does not cite it itself.
    appendFileSync(join(copy, 'src/service/log.ts'), `\n// ${['docs/decisions/scans.md', 'no-such-decision'].join('#')}\n`);
    expect(run('check-docs.mjs').out).toContain('no-such-decision');
  });
});
