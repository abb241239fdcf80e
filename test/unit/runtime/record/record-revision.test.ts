// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// A record names the banner revision its config was served as (docs/proof.md#banner-revisions): the first-view
// script's, or the config answer's header, kept with the config on the device; a config without one sends none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_CACHE_PREFIX } from '../../../../src/shared/storage-names.ts';
import { buildConfig, WEBSITE_UUID } from '../../../fixtures/config.ts';
import { loadPage, resetPage } from '../harness.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
/** The one record a page view posts after `api.set`. */
async function recorded(page: Awaited<ReturnType<typeof loadPage>>) {
  await page.ready;
  page.api.set(['analytics']);
  await vi.waitFor(() => expect(page.posted).toHaveLength(1));
  return page.posted[0]!;
}

beforeEach(() => resetPage(true));
afterEach(() => vi.unstubAllGlobals());

describe('the first-view script', () => {
  it('sends the revision written beside the inlined config', async () => {
    expect(await recorded(await loadPage({ inline: buildConfig(), revision: A }))).toMatchObject({ banner_revision: A });
  });

  it('of a build without one sends none (the service infers it)', async () => {
    expect(await recorded(await loadPage({ inline: buildConfig() }))).not.toHaveProperty('banner_revision');
  });
});

describe('consent.min.js, which fetches', () => {
  it('sends the revision of the answer it settled on, and the copy kept on the device keeps it', async () => {
    expect(await recorded(await loadPage({ config: buildConfig(), revision: A }))).toMatchObject({ banner_revision: A });
    // The next view settles on the kept copy (A), while the fresh answer (B) is kept for the one after.
    resetPage(false);
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`${CONFIG_CACHE_PREFIX}${WEBSITE_UUID}:en`)!)).toMatchObject({ banner_revision: A }),
    );
    expect(await recorded(await loadPage({ config: buildConfig(), revision: B }))).toMatchObject({ banner_revision: A });
  });

  it('sends none from a copy kept before the service sent one, or an answer without the header', async () => {
    localStorage.setItem(`${CONFIG_CACHE_PREFIX}${WEBSITE_UUID}:en`, JSON.stringify(buildConfig()));
    expect(await recorded(await loadPage({ config: 'hang' }))).not.toHaveProperty('banner_revision');
    resetPage(true);
    expect(await recorded(await loadPage({ config: buildConfig() }))).not.toHaveProperty('banner_revision');
  });
});
