import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Installs the bench's own package (the peers and autocannon, build/bench/package.json) on first use, and again
 * when its lock changed: the product's `npm ci` stays free of them.
 * @param {string} dir
 */
export function ensureBenchPackage(dir) {
  const lock = join(dir, 'package-lock.json');
  const installed = join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.error(`installing the bench's dependencies (npm ci in ${dir})…`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}
