// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ScanScreen } from '../../../../src/console/screens/scan-screen.tsx';
import type { ScanFinding, ScanScreenData } from '../../../../src/schema/scan-screen.ts';

const HOSTILE = '<img src=x onerror="alert(1)">';

const finding = (name: string, more: Partial<ScanFinding> = {}): ScanFinding => ({
  cookie_id: `ck_${name.length}`,
  name,
  domain: 'shop.example',
  tracker_type: 'http_cookie',
  party: 'first_party',
  category: null,
  service: null,
  description: null,
  lifetime: '60',
  set_before_consent: true,
  after_consent: false,
  held_by_blocking: false,
  new: true,
  unclassified: true,
  ...more,
});

const DATA: ScanScreenData = {
  schedule: { scan_period: 'disabled', next_scan_at: null },
  scans: [
    {
      id: 'rpt_1',
      status: 'scan_finish',
      scan_type: 'all_pages',
      created_at: '2026-01-01T00:00:00Z',
      started_at: '2026-01-01T00:00:01Z',
      finished_at: '2026-01-01T00:01:00Z',
      pages_done: 2,
      pages_queued: 0,
      failure_message: null,
    },
  ],
  report: {
    id: 'rpt_1',
    finished_at: '2026-01-01T00:01:00Z',
    pages: 2,
    blocking: true,
    findings: [
      finding(HOSTILE),
      finding('_ga', { category: 'analytics', service: `Google <b>Analytics</b>`, unclassified: false, new: false }),
    ],
    missing: [],
  },
};

let puts: unknown[] = [];
beforeEach(() => {
  puts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        const item = { _idx: 0, error: 'validation_error', validation_errors: [{ field: 'service', message: 'is too long' }] };
        return new Response(JSON.stringify({ results: [item] }), { status: 200 });
      }
      expect(url).toBe('/console/api/websites/web_1/scan');
      return new Response(JSON.stringify(DATA), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = {
  id: 'col_1',
  account_id: 'acct',
  email: 'a@b',
  first_name: null,
  last_name: null,
  role: 'admin',
  website_ids: null,
  csrf_token: 't',
} as const;

test('shows hostile names and providers as text, with the live status of the latest scan', async () => {
  render(<ScanScreen me={me} websiteId="web_1" />);
  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Scan finished: 2 pages, 2 found, 1 unclassified.');
  const table = screen.getByRole('table');
  expect(within(table).getByRole('rowheader', { name: new RegExp(`^${HOSTILE.replace(/[()]/g, '\\$&')}`) })).toBeTruthy();
  expect(within(table).getByText('Google <b>Analytics</b>')).toBeTruthy();
  expect(document.querySelector('img, b')).toBeNull();
  // The filter leaves the classified row out.
  fireEvent.click(screen.getByLabelText('Unclassified only'));
  expect(within(table).queryByText('_ga')).toBeNull();
});

test("a row the service refuses shows the service's error next to it, tied to its fields", async () => {
  render(<ScanScreen me={me} websiteId="web_1" />);
  const category = await screen.findByLabelText(`Category of ${HOSTILE}`);
  fireEvent.change(category, { target: { value: 'advertising' } });
  fireEvent.input(screen.getByLabelText(`Provider of ${HOSTILE}`), { target: { value: 'Ads Inc' } });
  fireEvent.click(screen.getByRole('button', { name: `Save ${HOSTILE}` }));
  const error = await screen.findByRole('alert');
  expect(error.textContent).toBe('service is too long');
  expect(puts).toEqual([{ cookies: [{ id: `ck_${HOSTILE.length}`, category: 'advertising', service: 'Ads Inc', en_us: null }] }]);
  const row = error.closest('tr')!;
  expect(within(row).getByRole('rowheader').textContent).toContain(HOSTILE);
  await waitFor(() => expect(category.getAttribute('aria-describedby')).toBe(error.id));
  expect(category.getAttribute('aria-invalid')).toBe('true');
});
