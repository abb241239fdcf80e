import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the list is: `data/` under the project root, where the bundled service runs (as the cookie database). */
export const COMMON_PASSWORDS_FILE = join('data', 'common-passwords.txt');

/**
 * What a password is compared by: NFKC, lower case, without spaces, and
 * without the digits and symbols people put before and after a word
 * ("Summer 2024!" → "summer"). A password of digits and symbols only is
 * kept whole. The list is stored in this form (build/refresh-common-passwords.mjs).
 */
export function passwordBase(password: string): string {
  const squeezed = password.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
  const word = squeezed.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return word || squeezed;
}

/** The shortest unit `s` repeats ("abcabc" → "abc"), or `s` itself. */
function repeatedUnit(s: string): string {
  for (let n = 1; n <= s.length / 2; n++)
    if (s.length % n === 0 && s.slice(0, n).repeat(s.length / n) === s) return s.slice(0, n);
  return s;
}

let list: Set<string> | undefined;
const loaded = (): Set<string> =>
  (list ??= new Set(
    readFileSync(join(process.cwd(), COMMON_PASSWORDS_FILE), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#')),
  ));

/**
 * Whether a password is one of the list's, or one of them with digits or
 * symbols around it, in any case, with spaces, or repeated
 * ("Password2024!", "dragon dragon").
 */
export function isCommonPassword(password: string): boolean {
  const base = passwordBase(password);
  const words = loaded();
  return words.has(base) || words.has(repeatedUnit(base));
}
