// @vitest-environment happy-dom
// build/options.mjs renames every property it lists, everywhere in the runtime
// bundles, whatever the object. A name of the public surface on that list would
// break every site calling it: pinned here against the API as it is installed,
// the config and the cookies answer, the consent record and the state pages receive.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUNTIME_MANGLED } from '../../../build/options.mjs';
import { ConsentRecord } from '../../../src/schema/consent-record.ts';
import { ConfigCategory, ConfigCookie, CookiesAnswer, RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { buildConfig } from '../../fixtures/config.ts';
import { loadPage } from '../runtime/harness.ts';

const mangled = new Set<string>(RUNTIME_MANGLED as string[]);
const clash = (names: Iterable<string>) => [...names].filter((n) => mangled.has(n));

describe('the mangle list leaves the public surface alone', () => {
  it('window.ServiceConsent: every method and property, none mangled, each documented', async () => {
    const { api, ready } = await loadPage({ config: buildConfig() });
    await ready;
    const names = Object.keys(api);
    expect(names.sort()).toEqual(['get', 'lang', 'loaded', 'on', 'set', 'showBanner', 'showPreferences', 'withdraw']);
    expect(clash(names)).toEqual([]);
    const docs = readFileSync('docs/runtime.md', 'utf8');
    for (const n of names.filter((n) => n !== 'loaded')) expect(docs).toContain(`\`${n}(`);
  });

  it('the state pages receive (get(), on(), the DOM event)', async () => {
    const { api, ready } = await loadPage({ config: buildConfig() });
    await ready;
    api.set(['analytics']);
    const state = api.get();
    expect(state).not.toBeNull();
    expect(clash(Object.keys(state!))).toEqual([]);
  });

  it('the config, the cookies answer and the consent record the service reads', () => {
    const keys = [RuntimeConfig, ConfigCategory, ConfigCookie, CookiesAnswer, ConsentRecord].flatMap((s) => Object.keys(s.shape));
    expect(keys.length).toBeGreaterThan(25);
    expect(clash(keys)).toEqual([]);
  });
});
