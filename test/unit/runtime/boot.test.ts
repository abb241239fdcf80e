// @vitest-environment happy-dom
// Which website a script is for: the snippet's attribute, or, for a script a tag manager injected by URL alone
// (GTM's `injectScript` sets no attribute: integrations/gtm), the uuid in its path `/c/{uuid}.js`.
import { afterEach, describe, expect, it } from 'vitest';
import { readSnippet } from '../../../src/runtime/boot.ts';

const UUID = '0b6f3c52-8a59-4b0a-9d1e-7f2c4d5e6a7b';
const script = (src: string, attrs: Record<string, string> = {}) => {
  const s = document.createElement('script');
  s.type = 'text/plain'; // happy-dom would try to fetch it otherwise; readSnippet reads only its attributes
  s.src = src;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  document.head.append(s);
  return s;
};
afterEach(() => {
  for (const s of document.querySelectorAll('script')) s.remove();
});

describe('readSnippet', () => {
  it("reads a script injected by URL alone from its path, with the service's origin", () => {
    const s = script(`https://consent.example.com/c/${UUID.toUpperCase()}.js`);
    expect(readSnippet(s, '')).toMatchObject({ uuid: UUID, origin: 'https://consent.example.com', scriptTag: s });
  });

  it("prefers the snippet's attribute, and finds the snippet when the running script is another", () => {
    const snippet = script('https://consent.example.com/consent.js', { 'data-website-uuid': UUID });
    const other = script('https://tags.example.com/c/ffffffff-ffff-4fff-bfff-ffffffffffff.js');
    expect(readSnippet(other, '')).toMatchObject({ uuid: UUID, scriptTag: snippet });
  });

  it('names no website for a path that is not /c/{uuid}.js, or a uuid that is not one', () => {
    expect(readSnippet(script(`https://consent.example.com/x/${UUID}.js`), '')).toBeNull();
    expect(readSnippet(script('https://consent.example.com/c/not-a-uuid.js'), '')).toBeNull();
    expect(readSnippet(script(`https://consent.example.com/c/${UUID}.js?x=/c/${UUID}.js`), '')).toMatchObject({ uuid: UUID });
    expect(readSnippet(null, '')).toBeNull();
  });
});
