import { createHash } from 'node:crypto';
import type { FirstViewConfig } from '../../../schema/runtime-config.ts';
import { INLINE_CONFIG_EXPRESSION, INLINE_REVISION_EXPRESSION } from '../../../shared/inline-config.ts';
import { FIRST_VIEW_FEATURES, type FirstViewFeature } from './first-view-features.ts';

/** One built piece of a first-view script, with the expression the service writes into, if any. */
interface Build {
  code: string;
  expression?: string;
}

export interface Runtime {
  base: Build & {
    /** The base holds INLINE_REVISION_EXPRESSION once: the script carries its banner revision (a build before it: none). */
    revision: boolean;
  };
  features: Record<FirstViewFeature, Build>;
  /** Changes with any piece's bytes: part of every first-view script's cache key and ETag. */
  version: string;
  /** SHA-256 (hex) over every piece, of which `version` is the start: the runtime hash a banner revision names. */
  sha256: string;
}

/**
 * The built runtime and feature pieces as first-view scripts are made from
 * them (`read` gives a file of dist/ or null); null when one is not built or
 * lacks its expression, so that no website gets a first view without a
 * feature it has on.
 */
export function runtimeOf(read: (file: string) => string | null): Runtime | null {
  const build = (file: string, expression?: string): Build | null => {
    const code = read(file);
    if (code === null) return null;
    if (!expression) return { code };
    return code.split(expression).length === 2 ? { code, expression } : null;
  };
  const base = build('consent.min.js', INLINE_CONFIG_EXPRESSION);
  const features = {} as Record<FirstViewFeature, Build>;
  const hash = createHash('sha256').update(base ? base.code : '');
  for (const f of FIRST_VIEW_FEATURES) {
    const piece = build(f.file, 'expression' in f ? f.expression : undefined);
    if (!piece) return null;
    features[f.key] = piece;
    hash.update(piece.code);
  }
  const digest = hash.digest();
  return (
    base && {
      base: { ...base, revision: base.code.split(INLINE_REVISION_EXPRESSION).length === 2 },
      features,
      version: digest.toString('base64url').slice(0, 12),
      sha256: digest.toString('hex'),
    }
  );
}

/**
 * V8's explicit compile hint (Chrome 136+; others read a comment): compile every
 * function while the script streams in, off the main thread, rather than each
 * on its first call, on the main thread, while the banner waits — nearly all of
 * the runtime runs on a first view. First in the file, where V8 looks for it.
 * Served, not built: no byte in dist/consent.min.js (docs/decisions/first-view.md#compiled-while-it-streams-in).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** JSON is a JavaScript expression; U+2028/2029 are escaped for engines older than ES2019. */
const expression = (value: unknown) =>
  `(${JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')})`;

// A function replacement: `$` in the value must not be read as a pattern.
const fill = (b: Build, value: unknown) => (b.expression ? b.code.replace(b.expression, () => expression(value)) : b.code);

/**
 * One script that holds everything a first view needs, after the compile
 * hint: the pieces of the features the config has on, each with its part of
 * the config, then the runtime with the rest (first-view-features.ts) and,
 * beside it, the id of the banner revision the config is.
 */
export function firstViewScript(runtime: Runtime, config: FirstViewConfig, revision: string | null = null): string {
  const rest: Partial<FirstViewConfig> = { ...config };
  let pieces = '';
  for (const f of FIRST_VIEW_FEATURES) {
    if (config[f.key] === undefined) continue;
    delete rest[f.key];
    pieces += `${fill(runtime.features[f.key], config[f.key])}\n`;
  }
  // The revision first: the config, written in after, may hold any text, the revision's expression too.
  const base = runtime.base.revision
    ? { ...runtime.base, code: runtime.base.code.replace(INLINE_REVISION_EXPRESSION, () => expression(revision)) }
    : runtime.base;
  return COMPILE_HINT + pieces + fill(base, rest);
}
