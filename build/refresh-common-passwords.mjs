// Rebuilds data/common-passwords.txt, the passwords the console refuses (src/service/console/access/
// common-passwords.ts), from the list @zxcvbn-ts/language-common ships (MIT; Dropbox's zxcvbn list, most common
// first, drawn from leaked password sets). Each is stored as the service compares it (`passwordBase`: lower case,
// no spaces, digits and symbols around a word dropped), once, in the list's order. Only the list is used, so the
// package is fetched with `npm pack` into a temporary folder, never installed.
//
// Usage: node build/refresh-common-passwords.mjs [--version=4.1.3] [--from=path/to/passwords.json]

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTs } from './import-ts.mjs';

const PACKAGE = '@zxcvbn-ts/language-common';
const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
process.chdir(new URL('..', import.meta.url).pathname);

/** @type {typeof import('../src/service/console/access/common-passwords.ts')} */
const { COMMON_PASSWORDS_FILE: TARGET, passwordBase } = await importTs('src/service/console/access/common-passwords.ts');

const version = option('version') ?? '4.1.3';
let from = option('from');
const temp = from ? null : mkdtempSync(join(tmpdir(), 'common-passwords-'));
if (temp) {
  execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent', '--pack-destination', temp], { stdio: 'ignore' });
  execFileSync('tar', ['xzf', join(temp, `zxcvbn-ts-language-common-${version}.tgz`), '-C', temp]);
  from = join(temp, 'package', 'src', 'passwords.json');
}
/** @type {string[]} */
const passwords = JSON.parse(readFileSync(/** @type {string} */ (from), 'utf8'));
if (temp) rmSync(temp, { recursive: true });
if (!Array.isArray(passwords) || passwords.length < 10_000)
  throw new Error(`${from}: expected a list of at least 10,000 passwords`);

const bases = [...new Set(passwords.map((p) => passwordBase(String(p))).filter(Boolean))];
const header = [
  `# The ${passwords.length} passwords of ${PACKAGE} ${version} (src/passwords.json), most common first,`,
  '# as the service compares them (passwordBase): lower case, no spaces, digits and symbols around a word dropped.',
  '# Source: https://github.com/zxcvbn-ts/zxcvbn (MIT, Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.,',
  '# (c) 2021 @zxcvbn-ts). Rebuilt by build/refresh-common-passwords.mjs.',
];
writeFileSync(TARGET, `${[...header, ...bases].join('\n')}\n`);
console.log(`${TARGET}: ${bases.length} entries from ${passwords.length} passwords`);
