// @vitest-environment happy-dom
// A first-view script's config leaves the placeholders' texts and the category names to the cookies answer
// (src/schema/texts.ts ON_DEMAND_TEXT_KEYS): the chunk's gate asks for them, draws the placeholder once they
// arrive, and keeps the frame blocked, unlabelled, while they cannot; the preference centre and the gate share
// one request.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunk } from '../../../src/runtime/chunk/index.tsx';
import { PLACEHOLDER } from '../../../src/runtime/signals/placeholder.ts';
import type { CookiesAnswer, RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { firstViewConfig, onDemandTexts } from '../../../src/service/public/config/first-view-config.ts';
import { bannerTexts } from '../../../src/service/texts/index.ts';
import { buildConfig } from '../../fixtures/config.ts';

const FLAGS = { personalized_content: false, running_targeted_advertising: false, share_data_to_3rd_party: false };
const de = bannerTexts('de', FLAGS);

const ends: AbortController[] = [];
afterEach(() => {
  for (const e of ends.splice(0)) e.abort();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A German first-view config naming `url` for its answer; typed as the runtime reads it. */
const firstView = (url: string) =>
  ({ ...firstViewConfig(buildConfig({ lang: 'de', texts: de, geo: null })), cookies_url: url }) as RuntimeConfig;

const answer = (): CookiesAnswer => ({ lang: 'de', categories: buildConfig().categories, texts: onDemandTexts(de) });

/** fetch stubbed: each call answers the next of `bodies` (the last repeats), an Error rejecting; calls are counted. */
function stubFetch(...bodies: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const body = bodies[Math.min(calls.length, bodies.length - 1)];
    calls.push(url);
    if (body instanceof Error) throw body;
    return { ok: true, json: async () => body };
  });
  return calls;
}

const blockedFrame = () => {
  const f = document.createElement('iframe');
  f.setAttribute('data-service-src', 'https://www.youtube-nocookie.com/embed/x');
  f.setAttribute('data-service-category', 'social_networking');
  document.body.append(f);
  return f;
};

const gate = () => {
  const end = new AbortController();
  ends.push(end);
  return chunk.createGate(undefined, () => {}, end.signal);
};

const placeholderOf = (f: HTMLIFrameElement) => {
  const p = f.previousElementSibling;
  return p && p.className === PLACEHOLDER ? p : null;
};

describe("the gate's placeholders with a first-view config", () => {
  it('asks for the texts, then draws the placeholder in them; the frame stays blocked meanwhile', async () => {
    const url = 'https://app.example.test/public/v1/websites/x/cookies?lang=de&t=1';
    const calls = stubFetch(answer());
    const f = blockedFrame();
    gate().set(['essential'], firstView(url));
    expect(document.querySelector(`.${PLACEHOLDER}`)).toBeNull();
    expect(f.getAttribute('src')).toBeNull();
    const box = await vi.waitFor(() => {
      const p = placeholderOf(f);
      if (!p) throw new Error('no placeholder yet');
      return p as HTMLElement;
    });
    expect(box.textContent).toContain(de.blocked_content.replace('{category}', de.cat_social_networking));
    expect(box.querySelector('button')!.textContent).toBe(de.allow_category.replace('{category}', de.cat_social_networking));
    expect(box.textContent).not.toContain('undefined');
    expect(f.style.display).toBe('none');
    expect(calls).toEqual([url]);
  });

  it('with the service down: no placeholder, the frame still blocked, nothing thrown; asked again at the next change, not at every scan', async () => {
    const url = 'https://app.example.test/public/v1/websites/x/cookies?lang=de&t=2';
    const calls = stubFetch(new TypeError('Failed to fetch'), answer());
    const f = blockedFrame();
    const g = gate();
    const config = firstView(url);
    expect(() => g.set(['essential'], config)).not.toThrow();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    // More of the page arrives: scanned again, not asked again.
    document.body.append(document.createElement('p'));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    expect(document.querySelector(`.${PLACEHOLDER}`)).toBeNull();
    expect(f.getAttribute('src')).toBeNull();
    g.set(['essential'], config);
    await vi.waitFor(() => expect(placeholderOf(f)).toBeTruthy());
    expect(calls).toEqual([url, url]);
  });

  it('granted content is released without the texts, which are not asked for', async () => {
    const calls = stubFetch(new TypeError('Failed to fetch'));
    const f = blockedFrame();
    gate().set(['essential', 'social_networking'], firstView('https://app.example.test/cookies?t=3'));
    await vi.waitFor(() => expect(f.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x'));
    expect(calls).toEqual([]);
  });
});
