// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCsrfToken } from '../../../../src/console/core/api-client.ts';
import { PolicyScreen, type PolicyState } from '../../../../src/console/screens/policy-screen.tsx';
import { member } from '../console-member.ts';

const HOSTILE = '<img src=x onerror="alert(1)">';
const me = member({ role: 'editor', website_ids: ['web_1'] });
const state = (over: Partial<PolicyState> = {}): PolicyState => ({
  document_id: 'doc_1',
  published_at: '2026-12-01T10:00:00.000Z',
  republish_required: true,
  changed: ['cookies', 'company'],
  warnings: [{ field: 'company.email', message: `No contact ${HOSTILE}` }],
  policy_url: 'https://app.example/policies/1',
  embed_allowed: true,
  code_snippet: `<div name="service-embed" data-id="1"></div>${HOSTILE}`,
  preview_path: '/websites/web_1/policy/preview',
  ...over,
});

function answer(...bodies: [number, unknown][]) {
  const fetch = vi.fn(async () => {
    const [status, body] = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the policy screen', () => {
  it('marks a policy changed since its publication, says what changed, and shows hostile values as text', async () => {
    answer([200, state()]);
    const { container } = render(<PolicyScreen me={me} websiteId="web_1" />);
    expect(await screen.findByText(/Changed since the last publication/)).toBeTruthy();
    expect(container.textContent).toContain('What changed: the cookies, the company details.');
    expect(container.textContent).toContain(HOSTILE);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTitle(/Preview of the cookie policy/).getAttribute('sandbox')).toBe('');
    expect(screen.getByRole('button', { name: 'Republish' })).toBeTruthy();
  });

  it('republishes with one click and the CSRF token, and the mark goes', async () => {
    useCsrfToken('csrf-1');
    const fetch = answer([200, state()], [200, state({ republish_required: false, changed: [] })]);
    render(<PolicyScreen me={me} websiteId="web_1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Republish' }));
    await waitFor(() => expect(screen.queryByText(/Changed since the last publication/)).toBeNull());
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContainEqual(expect.stringMatching(/^Published on /));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method, (init.headers as Record<string, string>)['x-csrf-token']]).toEqual([
      '/console/api/websites/web_1/policy/publish',
      'POST',
      'csrf-1',
    ]);
  });

  it('announces a refused publication', async () => {
    answer([200, state({ published_at: null, changed: null })], [404, { error: 'object_not_found', message: 'no such object' }]);
    render(<PolicyScreen me={me} websiteId="web_1" />);
    expect(await screen.findByText(/Not published yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('no such object'));
  });

  it('offers no code to an account that may not embed', async () => {
    answer([200, state({ embed_allowed: false, code_snippet: null })]);
    render(<PolicyScreen me={me} websiteId="web_1" />);
    expect(await screen.findByText(/cannot embed the policy/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
  });
});
