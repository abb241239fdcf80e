// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentScreen } from '../../../../src/console/screens/consent-screen.tsx';
import { member } from '../console-member.ts';

const HOSTILE = '<img src=x onerror="alert(1)">';
const VISITOR = '0b7f2c8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f';
const me = member();
const figures = { decisions: 4, accept_all: 3, reject_all: 1, custom: 0, gpc: 0, other: 0 };
const rates = { accept_all_rate: 0.75, reject_all_rate: 0.25, custom_rate: 0, gpc_share: 0 };
const analytics = {
  account_id: 'acct_a',
  website_id: 'web_1',
  from: '2026-11-07',
  to: '2026-12-06',
  totals: { ...figures, ...rates, page_views: 8, decisions_per_page_view: 0.5 },
  days: [],
  by_region: [{ region: 'eu', ...figures, ...rates }],
  by_display_style: [{ display_style: HOSTILE, ...figures, ...rates }],
  by_lang: [{ lang: 'en', ...figures, ...rates }],
  groups: [],
};
const logged = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  visitor: VISITOR,
  granted: ['essential', HOSTILE],
  method: 'custom',
  region: 'eu',
  lang: 'en',
  shown: 'banner',
  received_at: '2026-12-06T09:00:00.000Z',
};

/** Answers by path; every request is kept. */
function service(routes: Record<string, [number, unknown]>) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.replace(/^\/console\/api/, '').split('?')[0]!;
    const [status, body] = routes[path] ?? [404, { error: 'object_not_found', message: 'no such object' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const drawn: unknown[] = [];
beforeEach(() => {
  // uPlot as its own file defines it: drawing is not what is tested here.
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(...args: unknown[]) {
      drawn.push(args);
    }
    destroy() {}
  }
  vi.stubGlobal('uPlot', FakePlot);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  drawn.length = 0;
});

describe('the consent screen', () => {
  it('draws each chart with its figures as text, hostile values as text, the log from the same request', async () => {
    const fetch = service({ '/websites/web_1/consent': [200, { ...analytics, log: { records: [logged], next: null } }] });
    const { container } = render(<ConsentScreen me={me} websiteId="web_1" />);
    const table = await screen.findByRole('table', { name: /Choices per display style/ });
    expect(table.textContent).toContain(HOSTILE);
    expect(table.textContent).toContain('75 %');
    expect(screen.getByText(/4 decisions and 8 page views/)).toBeTruthy();
    await waitFor(() => expect(drawn).toHaveLength(3));
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByText(`custom: essential, ${HOSTILE}`)).toBeTruthy();
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/console/api/websites/web_1/consent']);
  });

  it('searches the log by visitor and offers that visitor’s proof as a download', async () => {
    const fetch = service({
      '/websites/web_1/consent': [200, analytics],
      '/websites/web_1/consent/records': [200, { records: [logged], next: 'a1b2c3d4-0000-4000-8000-000000000001' }],
    });
    render(<ConsentScreen me={me} websiteId="web_1" />);
    fireEvent.input(screen.getAllByLabelText('Visitor id')[0]!, { target: { value: ` ${VISITOR} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: /Export the proof of this visitor/ });
    expect(link.getAttribute('href')).toBe(`/console/api/websites/web_1/consent/proof?visitor=${VISITOR}`);
    expect(fetch.mock.calls.map(([u]) => u)).toContain(`/console/api/websites/web_1/consent/records?visitor=${VISITOR}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => u)).toContain(
        `/console/api/websites/web_1/consent/records?visitor=${VISITOR}&cursor=a1b2c3d4-0000-4000-8000-000000000001`,
      ),
    );
  });

  it('erases only once the id is typed again, and announces a refusal', async () => {
    const fetch = service({
      '/websites/web_1/consent': [200, analytics],
      '/websites/web_1/consent/records': [200, { records: [], next: null }],
      '/websites/web_1/consent/erase': [
        400,
        {
          error: 'validation_error',
          message: 'x',
          validation_errors: [{ field: 'confirm', message: 'must repeat the visitor id' }],
        },
      ],
    });
    render(<ConsentScreen me={me} websiteId="web_1" />);
    const erase = screen.getByRole('button', { name: "Erase this visitor's records" }) as HTMLButtonElement;
    fireEvent.input(screen.getAllByLabelText('Visitor id')[1]!, { target: { value: VISITOR } });
    fireEvent.input(screen.getByLabelText(/Type the visitor id again/), { target: { value: `${VISITOR}x` } });
    expect(erase.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText(/Type the visitor id again/), { target: { value: VISITOR } });
    expect(erase.disabled).toBe(false);
    fireEvent.click(erase);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('confirm must repeat the visitor id'));
    const post = fetch.mock.calls.find(([u]) => u.endsWith('/erase')) as unknown as [string, RequestInit];
    expect(JSON.parse(post[1].body as string)).toEqual({ visitor: VISITOR, confirm: VISITOR });
  });
});
