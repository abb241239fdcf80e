// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCookiePolicy, renderMissingPolicy } from '../../../src/service/documents/index.ts';

const HOST = 'https://shop.example';

/** Puts a rendered page's body into the document and runs the frame script as the page would load it. */
async function runFrame(html: string, opts: { framed: boolean; referrer?: string; height?: number }) {
  // Without the stylesheet link: happy-dom would try to fetch it.
  const page = new DOMParser().parseFromString(html.replace(/<link [^>]*>/g, ''), 'text/html');
  document.body.innerHTML = page.body.innerHTML;
  for (const a of page.body.getAttributeNames()) document.body.setAttribute(a, page.body.getAttribute(a)!);
  const posted: Array<{ message: unknown; target: string }> = [];
  const parent = opts.framed ? { postMessage: (message: unknown, target: string) => posted.push({ message, target }) } : window;
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: opts.referrer ?? '', configurable: true });
  let height = opts.height ?? 640;
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
  const script = Object.assign(document.createElement('script'), { src: `${location.origin}/policies/resize.js` });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  // Earlier tests' copies of the script stay subscribed to window events: keep this copy's own load handler.
  const listen = vi.spyOn(window, 'addEventListener');
  vi.resetModules();
  await import('../../../src/embed/frame-resizer.ts');
  const onLoad = listen.mock.calls.find(([type]) => type === 'load')?.[1] as (() => void) | undefined;
  listen.mockRestore();
  return { posted, setHeight: (h: number) => (height = h), load: () => onLoad?.() };
}

const policy = renderCookiePolicy({
  website: { name: 'Shop', url: 'https://shop.example' },
  company: { email: 'privacy@shop.example' },
  cookies: [
    {
      name: '_ga',
      domain: '.shop.example',
      lifetime: '3600',
      category: 'analytics',
      de: null,
      en_uk: null,
      en_us: null,
      fr: null,
      service: 'GA',
      service_policy_link: 'https://policies.google.com/privacy',
    },
  ],
  lang: 'en',
  changeControl: true,
}).html;

beforeEach(() => {
  document.body.removeAttribute('data-service-embed-missing');
  vi.restoreAllMocks();
});

describe('policy frame script', () => {
  it('posts its height to the host origin taken from the referrer', async () => {
    const { posted } = await runFrame(policy, { framed: true, referrer: `${HOST}/legal/cookies` });
    expect(posted).toEqual([{ message: { type: 'service-embed:height', height: 640 }, target: HOST }]);
  });

  it('posts to any origin without a referrer: the height is no secret', async () => {
    const { posted } = await runFrame(policy, { framed: true, height: 1000.2 });
    expect(posted).toEqual([{ message: { type: 'service-embed:height', height: 1001 }, target: '*' }]);
  });

  it('posts again when the height changes, and only then', async () => {
    const { posted, setHeight, load } = await runFrame(policy, { framed: true });
    load();
    expect(posted).toHaveLength(1);
    setHeight(900);
    load();
    expect(posted).toHaveLength(2);
    expect(posted[1]!.message).toEqual({ type: 'service-embed:height', height: 900 });
  });

  it('opens links outside the frame, except mailto and in-page anchors', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#top">top</a>');
    await runFrame(`${policy}`, { framed: true });
    const links = [...document.querySelectorAll('a[href]')];
    const site = links.find((a) => a.getAttribute('href') === 'https://shop.example/')!;
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    const provider = links.find((a) => a.getAttribute('href')!.startsWith('https://policies.google.com'))!;
    expect(provider.getAttribute('target')).toBe('_blank');
    const mail = links.find((a) => a.getAttribute('href')!.startsWith('mailto:'))!;
    expect(mail.hasAttribute('target')).toBe(false);
  });

  it('forwards the preference button to the host', async () => {
    const { posted } = await runFrame(policy, { framed: true, referrer: `${HOST}/` });
    (document.querySelector('.service-display-preferences') as HTMLButtonElement).click();
    expect(posted.at(-1)).toEqual({ message: { type: 'service-embed:preferences' }, target: HOST });
  });

  it('reports a missing document instead of a height', async () => {
    const { posted } = await runFrame(renderMissingPolicy('en'), { framed: true, referrer: `${HOST}/` });
    expect(posted).toEqual([{ message: { type: 'service-embed:missing' }, target: HOST }]);
  });

  it('on its own at the service: posts nothing and hides the preference button it cannot serve', async () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    await runFrame(policy, { framed: false });
    expect(postMessage).not.toHaveBeenCalled();
    expect((document.querySelector('.service-display-preferences') as HTMLElement).hidden).toBe(true);
    expect(document.querySelector('a[target]')).toBeNull();
  });
});
