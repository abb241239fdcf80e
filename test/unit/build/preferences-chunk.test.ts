// The bundles' split, as build/build.mjs makes it: the preference centre is
// in its own chunk, and that chunk carries no Preact of its own.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript build options, shared with build/build.mjs
import { browserOptions, preferencesChunkOptions } from '../../../build/options.mjs';

const inputsOf = async (entry: string, extra: object = {}) => {
  const r = await build({ ...browserOptions(entry), ...extra, write: false, metafile: true, outfile: 'out.js' });
  return Object.keys(r.metafile!.outputs['out.js']!.inputs);
};

describe('bundle split', () => {
  it('the chunk holds the preference centre and no Preact', async () => {
    const inputs = await inputsOf('src/runtime/ui/preferences/index.ts', preferencesChunkOptions);
    expect(inputs).toContain('src/runtime/ui/preferences/Preferences.tsx');
    expect(inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
  });

  it('the main bundle does not hold the preference centre', async () => {
    const inputs = await inputsOf('src/runtime/index.ts');
    expect(inputs.filter((f) => f.includes('/preferences/'))).toEqual([]);
    expect(inputs).toContain('node_modules/preact/dist/preact.mjs');
  });

  it('a chunk importing Preact itself fails to build', async () => {
    await expect(
      build({
        ...browserOptions('src/runtime/ui/index.ts'),
        ...preferencesChunkOptions,
        write: false,
        outfile: 'out.js',
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/must use the main bundle's Preact/);
  });
});
