// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { watchDisplay } from '../../../../src/runtime/iab/display.ts';

// TCF's displayStatus and cmpuishown, and GPP's cmpDisplayStatus, come from the runtime's UI host: the banner (a dialog, or a named section) or the
// preference centre in its shadow root is shown; the floating button alone is not.
const flush = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => document.querySelector('[data-service-consent]')?.remove());

it('tells when the banner or the centre appears and goes, and hands each render its root', async () => {
  const seen: boolean[] = [];
  const rendered: ShadowRoot[] = [];
  watchDisplay(
    (v) => seen.push(v),
    (r) => rendered.push(r),
  );
  const host = document.createElement('div');
  host.setAttribute('data-service-consent', '');
  const root = host.attachShadow({ mode: 'open' });
  const box = document.createElement('div');
  root.append(box);
  document.documentElement.append(host);
  await flush();
  expect(seen).toEqual([]);
  box.innerHTML = '<section aria-label="Cookies"><p>Banner</p></section>';
  await flush();
  expect(seen).toEqual([true]);
  expect(rendered.at(-1)).toBe(root);
  box.innerHTML = '<button class="pb">Cookie settings</button>';
  await flush();
  expect(seen).toEqual([true, false]);
  box.innerHTML = '<div class="ui pc" role="dialog"></div>';
  await flush();
  expect(seen).toEqual([true, false, true]);
});
