// The repository a lint check reads: this one, or `--root DIR`, as the checks' own tests run them on a copy.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const at = process.argv.indexOf('--root');
export const CHECKED_ROOT = resolve(
  at >= 0 ? (process.argv[at + 1] ?? '.') : resolve(dirname(fileURLToPath(import.meta.url)), '..'),
);
