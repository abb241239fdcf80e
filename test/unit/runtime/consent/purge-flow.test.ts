// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// When the runtime removes what declined categories left (docs/runtime.md#declined-cookies-are-removed): after a
// decision that declines one (API, withdraw, the banner's reject), and on each later page view whose stored choice
// declines one; never before a decision, and nothing once everything is granted.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../../fixtures/config.ts';
import { loadPage, resetPage, tick } from '../harness.ts';

const config = { ...buildConfig(), purge: { analytics: '_ga|_ga_.*', advertising: '_fbp' } };
const has = (name: string) => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${name}=`));
/** What the page's tags set: two analytics cookies, an advertising one, an essential one and an analytics storage key. */
const tagsRan = () => {
  for (const c of ['_ga=1', '_ga_XYZ=2', '_fbp=3', 'cart_id=4']) document.cookie = `${c}; path=/`;
};
/** The chunk is handed over in a task of its own (harness.ts), and removes in it. */
const settle = async () => {
  await tick();
  await tick();
};

beforeEach(() => resetPage(true));
afterEach(() => vi.unstubAllGlobals());

describe('removing declined categories’ cookies', () => {
  it('not before a decision; on an API decision that declines; not when everything is granted', async () => {
    tagsRan();
    const page = await loadPage({ config });
    await page.ready;
    await settle();
    expect(['_ga', '_ga_XYZ', '_fbp', 'cart_id'].map(has)).toEqual([true, true, true, true]);

    page.api.set(['analytics', 'advertising', 'performance', 'social_networking']);
    await settle();
    expect(['_ga', '_ga_XYZ', '_fbp'].map(has)).toEqual([true, true, true]);

    page.api.set(['analytics']);
    await settle();
    expect(['_ga', '_ga_XYZ', '_fbp', 'cart_id', 'service_consent'].map(has)).toEqual([true, true, false, true, true]);
  });

  it('on withdrawal, then again on the next page view while the tags set them again', async () => {
    const page = await loadPage({ config });
    await page.ready;
    page.api.set(['analytics', 'advertising']);
    tagsRan();
    page.api.withdraw();
    await settle();
    expect(['_ga', '_ga_XYZ', '_fbp', 'cart_id'].map(has)).toEqual([false, false, false, true]);

    // The next page view: a tag that ignores consent sets them again before the runtime settles.
    resetPage(false);
    tagsRan();
    const next = await loadPage({ config });
    await next.ready;
    await settle();
    expect(next.api.get()).toMatchObject({ granted: ['essential'], method: 'withdraw' });
    expect(['_ga', '_ga_XYZ', '_fbp', 'cart_id'].map(has)).toEqual([false, false, false, true]);
  });

  it('a config without purge patterns asks nothing of the chunk', async () => {
    tagsRan();
    const page = await loadPage({ config: buildConfig() });
    await page.ready;
    page.api.set([]);
    await settle();
    expect(['_ga', '_fbp'].map(has)).toEqual([true, true]);
  });
});
