// @vitest-environment happy-dom
// A first-view script's config carries the placeholders' texts and the website's category names
// (first-view-config.ts), so that the first view draws a blocked frame's placeholder itself, in the frame's first
// paint (placeholder.ts `placeBlocked`, docs/decisions/runtime-ui.md#first-frame), without asking the service;
// the chunk's gate releases the frame and removes it.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunk } from '../../../../src/runtime/chunk/index.tsx';
import { PLACEHOLDER, placeBlocked } from '../../../../src/runtime/signals/placeholder.ts';
import type { CookiesAnswer, RuntimeConfig } from '../../../../src/schema/runtime-config.ts';
import { firstViewConfig, onDemandTexts } from '../../../../src/service/public/config/first-view-config.ts';
import { bannerTexts } from '../../../../src/service/texts/index.ts';
import { buildConfig } from '../../../fixtures/config.ts';

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
  return chunk.createGate(undefined, end.signal);
};

const placeholderOf = (f: HTMLIFrameElement) => {
  const p = f.previousElementSibling;
  return p && p.className === PLACEHOLDER ? p : null;
};

describe("a blocked frame's placeholder with a first-view config", () => {
  it('is drawn at once in the inlined texts, asking nothing; the frame stays blocked and hidden', () => {
    const calls = stubFetch(answer());
    const f = blockedFrame();
    const allowed = vi.fn();
    placeBlocked(['essential'], firstView('https://app.example.test/cookies?t=1'), allowed);
    const box = placeholderOf(f) as HTMLElement;
    expect(box.textContent).toContain(de.blocked_content.replace('{category}', de.cat_social_networking));
    const button = box.querySelector('button')!;
    expect(button.textContent).toBe(de.allow_category.replace('{category}', de.cat_social_networking));
    expect(box.textContent).not.toContain('undefined');
    expect(f.style.display).toBe('none');
    expect(f.getAttribute('src')).toBeNull();
    button.click();
    expect(allowed).toHaveBeenCalledWith(['social_networking']);
    // Drawn once: a second pass (a mutation, a change of choice) adds none.
    placeBlocked(['essential'], firstView('https://app.example.test/cookies?t=1'), allowed);
    expect(document.querySelectorAll(`.${PLACEHOLDER}`)).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('none without a config, or for a frame already allowed', () => {
    const f = blockedFrame();
    placeBlocked(['essential'], null, () => {});
    placeBlocked(['essential', 'social_networking'], firstView('https://app.example.test/cookies?t=2'), () => {});
    expect(placeholderOf(f)).toBeNull();
  });

  it("the chunk's gate releases an allowed frame and removes its placeholder, asking nothing", async () => {
    const calls = stubFetch(new TypeError('Failed to fetch'));
    const f = blockedFrame();
    placeBlocked(['essential'], firstView('https://app.example.test/cookies?t=3'), () => {});
    expect(placeholderOf(f)).toBeTruthy();
    gate().set(['essential', 'social_networking'], firstView('https://app.example.test/cookies?t=3'));
    await vi.waitFor(() => expect(f.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x'));
    expect(placeholderOf(f)).toBeNull();
    expect(f.style.display).toBe('');
    expect(calls).toEqual([]);
  });
});
