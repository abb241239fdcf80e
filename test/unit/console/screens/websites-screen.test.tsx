// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, test, vi } from 'vitest';
import type { Me } from '../../../../src/console/core/me.ts';
import { WebsitesScreen } from '../../../../src/console/screens/websites-screen.tsx';

const HOSTILE = `<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>`;
const me = (role: Me['role']): Me => ({
  id: 'col_1',
  account_id: 'acct_a',
  email: 'a@example.test',
  first_name: 'A',
  last_name: 'B',
  role,
  website_ids: role === 'admin' ? null : [],
  csrf_token: 't',
});
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('shows a hostile name and URL as text, with the figures', async () => {
  const fetch = answer(200, {
    websites: [
      {
        id: 'web_1',
        name: HOSTILE,
        url: `https://x.example/"><b>bold</b>`,
        uuid: 'u',
        snippet_seen_on: '2026-12-01',
        legacy_snippet: false,
        last_scan: {
          id: 's',
          status: 'scan_finish',
          created_at: '2026-12-02T10:00:00.000Z',
          finished_at: '2026-12-02T10:01:00.000Z',
        },
        cookies: { total: 7, unclassified: 2 },
        consent: { decisions: 40, accept_all: 30, rate: 0.75 },
      },
    ],
    next: 'web_1',
  });
  vi.stubGlobal('fetch', fetch);
  const { container } = render(<WebsitesScreen me={me('admin')} websiteId="" />);
  const link = await screen.findByRole('link', { name: HOSTILE });
  expect(link.getAttribute('href')).toBe('/console/websites/web_1');
  expect(screen.getByText(`https://x.example/"><b>bold</b>`)).toBeTruthy();
  expect(container.querySelector('script, img, b')).toBeNull();
  expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  expect(screen.getByText('Last seen 2026-12-01')).toBeTruthy();
  expect(screen.getByText('2 to classify')).toBeTruthy();
  expect(screen.getByText('75 %')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith('/console/api/websites', expect.objectContaining({ method: 'GET' }));
});

test('tells an admin with no websites to add one, and an editor to ask an admin', async () => {
  vi.stubGlobal('fetch', answer(200, { websites: [], next: null }));
  render(<WebsitesScreen me={me('admin')} websiteId="" />);
  expect(await screen.findByText(/No websites yet/)).toBeTruthy();
  expect(screen.getAllByRole('link', { name: 'Add a website' }).length).toBe(2);
  cleanup();
  render(<WebsitesScreen me={me('editor')} websiteId="" />);
  expect(await screen.findByText(/Ask an admin/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Add a website' })).toBeNull();
});

test('announces a failure with the service’s message', async () => {
  vi.stubGlobal('fetch', answer(500, { error: 'internal', message: 'the database is away' }));
  render(<WebsitesScreen me={me('admin')} websiteId="" />);
  expect((await screen.findByRole('alert')).textContent).toBe('the database is away');
});
