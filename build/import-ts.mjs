// Imports a TypeScript module of src/ from a build script, so that the script and the service share one parser
// or rule rather than a copy: esbuild bundles it in memory and Node imports the result.
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/**
 * The module at `entry` (a path from the project root), with everything it imports bundled in. The caller names
 * its type: `@type {typeof import('../src/….ts')}`.
 * @template Module
 * @param {string} entry
 * @returns {Promise<Module>}
 */
export async function importTs(entry) {
  const bundle = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(/** @type {import('esbuild').OutputFile} */ (bundle.outputFiles[0]).text).toString('base64')}`
  );
}
