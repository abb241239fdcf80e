// The bundles' split, as build/build.mjs makes it: the preference centre and
// gating (and consent by scroll) are in the second chunk, which carries no Preact of its own.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript build options, shared with build/build.mjs
import { browserOptions, chunkOptions } from '../../../build/options.mjs';

const inputsOf = async (entry: string, extra: object = {}) => {
  const r = await build({ ...browserOptions(entry), ...extra, write: false, metafile: true, outfile: 'out.js' });
  return Object.keys(r.metafile!.outputs['out.js']!.inputs);
};

describe('bundle split', () => {
  it('the chunk holds the preference centre, the floating button and gating, and no Preact', async () => {
    const inputs = await inputsOf('src/runtime/chunk/index.ts', chunkOptions);
    expect(inputs).toContain('src/runtime/ui/preferences/Preferences.tsx');
    expect(inputs).toContain('src/runtime/ui/preferences/PrefButton.tsx');
    expect(inputs).toContain('src/runtime/signals/gating.ts');
    expect(inputs).toContain('src/runtime/consent/scroll.ts');
    expect(inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
  });

  it('the main bundle holds neither', async () => {
    const inputs = await inputsOf('src/runtime/index.ts');
    expect(inputs.filter((f) => f.includes('/preferences/') || f.endsWith('/gating.ts') || f.endsWith('/scroll.ts'))).toEqual([]);
    // Ends with: node_modules may be a link to another checkout's.
    expect(inputs.some((f) => f.endsWith('node_modules/preact/dist/preact.mjs'))).toBe(true);
  });

  it('the first-view runtime carries no config fetch, device cache or full guard; the fetching runtime does', async () => {
    const config = (inputs: string[]) => inputs.filter((f) => f.startsWith('src/runtime/config/')).sort();
    expect(config(await inputsOf('src/runtime/index.ts'))).toEqual(['src/runtime/config/inline.ts']);
    expect(config(await inputsOf('src/runtime/fetching.ts'))).toEqual([
      'src/runtime/config/cache.ts',
      'src/runtime/config/fetch.ts',
      'src/runtime/config/fetched.ts',
      'src/runtime/config/guard.ts',
    ]);
  });

  it('a chunk importing Preact itself fails to build', async () => {
    await expect(
      build({
        ...browserOptions('src/runtime/ui/index.ts'),
        ...chunkOptions,
        write: false,
        outfile: 'out.js',
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/must use the main bundle's Preact/);
  });
});
