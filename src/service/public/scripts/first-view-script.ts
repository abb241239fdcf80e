import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '../../../schema/runtime-config.ts';
import { INLINE_CONFIG_EXPRESSION } from '../../../shared/inline-config.ts';

export interface Runtime {
  code: string;
  /** Changes with the runtime's bytes: part of every first-view script's cache key and ETag. */
  version: string;
}

/** The built runtime as the first-view script is made from it; null when it is not built or lacks the expression. */
export function runtimeOf(code: string | null): Runtime | null {
  if (code === null || code.split(INLINE_CONFIG_EXPRESSION).length !== 2) return null;
  return { code, version: createHash('sha256').update(code).digest('base64url').slice(0, 12) };
}

/**
 * V8's explicit compile hint (Chrome 136+; others read a comment): compile every
 * function while the script streams in, off the main thread, rather than each
 * on its first call, on the main thread, while the banner waits — nearly all of
 * the runtime runs on a first view. First in the file, where V8 looks for it.
 * Served, not built: no byte in dist/consent.min.js (docs/decisions/first-view.md#compiled-while-it-streams-in).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The runtime with the config in place of INLINE_CONFIG_EXPRESSION: one
 * script that holds everything a first view needs, after the compile hint.
 * JSON is a JavaScript expression; U+2028/2029 are escaped for engines older than ES2019.
 */
export function firstViewScript(runtime: Runtime, config: RuntimeConfig): string {
  const json = JSON.stringify(config)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // A function replacement: `$` in the config must not be read as a pattern.
  return COMPILE_HINT + runtime.code.replace(INLINE_CONFIG_EXPRESSION, () => `(${json})`);
}
