import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * What loadClient bundles: the client of /v1, its signing, the typical website and the rewrite.
 * @typedef {typeof import('../../../src/client/index.ts') &
 *   typeof import('../../../src/client/signing.ts') &
 *   typeof import('../../typical-website.ts') &
 *   Pick<typeof import('../../../src/rewrite/rewrite-html.ts'), 'rewriteHtml'> &
 *   Pick<typeof import('../../../src/rewrite/hono-rewrite.ts'), 'blockingMapFrom'>} BenchLib
 */

/**
 * The project's typed client of /v1 and its signing functions (src/client), bundled on the fly, as the bench is
 * plain JavaScript: one implementation of the signature, the one partners use. With them, the typical website
 * of the blocking figures (build/typical-website.ts), so that the bench and the build measure the same one, and
 * the server-side rewrite (src/rewrite/) for the blocker's strict column.
 * @param {string} root
 * @returns {Promise<{ file: string } & BenchLib>}
 */
export async function loadClient(root) {
  const outfile = join(mkdtempSync(join(tmpdir(), 'bench-client-')), 'client.mjs');
  await build({
    stdin: {
      contents: [
        "export * from './src/client/index.ts';",
        "export * from './src/client/signing.ts';",
        "export * from './build/typical-website.ts';",
        "export { rewriteHtml } from './src/rewrite/rewrite-html.ts';",
        "export { blockingMapFrom } from './src/rewrite/hono-rewrite.ts';",
      ].join(' '),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  return { file: outfile, ...(await import(outfile)) };
}
