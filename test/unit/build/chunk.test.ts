// The bundles' split, as build/build.mjs makes it: the preference centre and
// gating (and consent by scroll) are in the second chunk, which alone carries Preact: a first view's banner is plain DOM.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { browserOptions, noPreact } from '../../../build/options.mjs';

const inputsOf = async (entry: string, extra: object = {}) => {
  const r = await build({ ...browserOptions(entry), ...extra, write: false, metafile: true, outfile: 'out.js' });
  return Object.keys(r.metafile!.outputs['out.js']!.inputs);
};

describe('bundle split', () => {
  it('the chunk holds the preference centre, the GPC note, gating and Preact', async () => {
    const inputs = await inputsOf('src/runtime/chunk/index.tsx');
    expect(inputs).toContain('src/runtime/ui/preferences/Preferences.tsx');
    expect(inputs).toContain('src/runtime/ui/preferences/GpcNote.tsx');
    expect(inputs).toContain('src/runtime/signals/gating.ts');
    expect(inputs).toContain('src/runtime/consent/scroll.ts');
    // Ends with: node_modules may be a link to another checkout's.
    expect(inputs.some((f) => f.endsWith('node_modules/preact/dist/preact.mjs'))).toBe(true);
  });

  it('the main bundles hold none of it', async () => {
    for (const entry of ['src/runtime/index.ts', 'src/runtime/fetching.ts']) {
      const inputs = await inputsOf(entry, noPreact);
      expect(inputs.filter((f) => f.includes('/preferences/') || f.endsWith('/gating.ts') || f.endsWith('/scroll.ts'))).toEqual(
        [],
      );
      expect(inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
    }
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

  it('a main bundle importing Preact fails to build', async () => {
    await expect(
      build({
        ...browserOptions('src/runtime/chunk/index.tsx'),
        ...noPreact,
        write: false,
        outfile: 'out.js',
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/Preact belongs in the second chunk/);
  });
});
