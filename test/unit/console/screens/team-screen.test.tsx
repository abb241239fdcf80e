// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../src/console/core/me.ts';
import { KeysScreen } from '../../../../src/console/screens/keys-screen.tsx';
import { TeamScreen } from '../../../../src/console/screens/team-screen.tsx';

const HOSTILE = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';

const me: Me = {
  id: 'col_me',
  account_id: 'acct_a',
  email: 'me@example.test',
  first_name: 'Me',
  last_name: null,
  role: 'admin',
  website_ids: null,
  csrf_token: 't',
};

const team = {
  results: [
    {
      id: 'col_me',
      email: 'me@example.test',
      first_name: 'Me',
      last_name: null,
      role: 'admin',
      website_ids: null,
      invitation_status: 'accepted',
      invitation_url: null,
      live_sessions: 1,
    },
    {
      id: 'col_x',
      email: `"${HOSTILE}"@example.test`,
      first_name: HOSTILE,
      last_name: '<b>bold</b>',
      role: 'editor',
      website_ids: ['web_1'],
      invitation_status: 'pending',
      invitation_url: 'https://app.example.test/invitations/abc',
      live_sessions: 0,
    },
  ],
  next: null,
  websites: [{ id: 'web_1', name: `${HOSTILE} site` }],
};

/** A fetch that answers by method and path, and records what was asked. */
function stubFetch(answers: Record<string, [number, unknown]>) {
  const f = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`;
    const [status, body] = answers[key] ?? [404, { error: 'object_not_found', message: 'no such object' }];
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', f);
  return f;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noMarkup = (root: Element) => {
  expect(root.querySelector('img, script, b')).toBeNull();
  expect((window as { pwned?: number }).pwned).toBeUndefined();
};

describe('the team screen', () => {
  it('shows hostile names, emails and website names as text', async () => {
    stubFetch({ 'GET /console/api/team': [200, team] });
    const { container } = render(<TeamScreen me={me} websiteId="" />);
    const manage = await screen.findByRole('button', { name: `Manage ${HOSTILE} <b>bold</b>` });
    expect(screen.getAllByRole('rowheader')[1]!.textContent).toBe(`${HOSTILE} <b>bold</b>"${HOSTILE}"@example.test`);
    expect(screen.getAllByText(`${HOSTILE} site`).length).toBeGreaterThan(0);
    fireEvent.click(manage);
    expect(screen.getByRole('heading', { name: `Manage ${HOSTILE} <b>bold</b>` })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: `${HOSTILE} site` })).toHaveLength(2);
    noMarkup(container);
  });

  it("announces the service's refusal and puts it next to the field", async () => {
    const f = stubFetch({
      'GET /console/api/team': [200, team],
      'POST /console/api/team': [
        400,
        {
          error: 'validation_error',
          message: 'the request has invalid fields',
          validation_errors: [{ field: 'email', message: 'is already in use', email: 'email_in_use' }],
        },
      ],
    });
    render(<TeamScreen me={me} websiteId="" />);
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'me@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('email is already in use'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    const sent = f.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(sent[1].body as string)).toEqual({ email: 'me@example.test', role: 'editor', website_ids: null });
  });

  it('offers no end-sessions or re-invitation to the admin for themselves', async () => {
    stubFetch({ 'GET /console/api/team': [200, team] });
    render(<TeamScreen me={me} websiteId="" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Me' }));
    expect(screen.queryByRole('button', { name: 'End sessions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-issue invitation' })).toBeNull();
    expect(screen.getByText(/To end your own session, use Sign out/)).toBeTruthy();
  });
});

describe('the keys screen', () => {
  it('shows a hostile label as text, and the new private key once, in a read-only field', async () => {
    stubFetch({
      'GET /console/api/keys': [200, { results: [{ public_key: 'pk_1', label: HOSTILE, created_at: '2026-12-01T00:00:00Z' }] }],
      'POST /console/api/keys': [201, { public_key: 'pk_2', private_key: 'sk_secret', label: 'CRM' }],
    });
    const { container } = render(<KeysScreen me={me} websiteId="" />);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    noMarkup(container);
    fireEvent.input(screen.getByLabelText('Label', { exact: false }), { target: { value: 'CRM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key pair' }));
    const key = (await screen.findByLabelText('Private key (shown once)')) as HTMLInputElement;
    expect(key.value).toBe('sk_secret');
    expect(key.readOnly).toBe(true);
    expect(screen.getByText(/You will not see this private key again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(container.textContent).not.toContain('sk_secret');
  });
});
