// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, test, vi } from 'vitest';
import { NewWebsiteScreen } from '../../../../src/console/screens/new-website-screen.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const me = {
  id: 'col_1',
  account_id: 'acct_a',
  email: 'a@example.test',
  first_name: null,
  last_name: null,
  role: 'admin' as const,
  website_ids: null,
  csrf_token: 't',
};
const HOSTILE = '<script>window.pwned=1</script>';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

test('shows the service’s validation error beside its field, then announces the next step with its warnings', async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(
      json(400, {
        error: 'validation_error',
        message: 'the website was not saved',
        validation_errors: [{ field: 'url', message: 'must be a URL with an http or https scheme' }],
      }),
    )
    .mockResolvedValueOnce(
      json(201, {
        id: 'web_1',
        name: HOSTILE,
        url: 'https://shop.example',
        company: {},
        code_snippet: { banner: '<script src="x"></script>', cookie_preference_button: '<button></button>' },
        warnings: [
          { code: 'scheme_added', field: 'url', message: 'shop.example has no scheme: it was read as https://shop.example' },
          { code: 'company_incomplete', field: 'company.legal_name', message: 'The cookie policy names no controller.' },
        ],
      }),
    );
  vi.stubGlobal('fetch', fetch);
  render(<NewWebsiteScreen me={me} websiteId="" />);
  expect(screen.getByRole('heading', { name: 'Step 1 of 4: Address and name' })).toBeTruthy();
  fireEvent.input(screen.getByLabelText('Website address'), { target: { value: 'ftp://shop' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const error = await screen.findByText('must be a URL with an http or https scheme');
  const input = screen.getByLabelText('Website address');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toContain(error.id);

  fireEvent.input(input, { target: { value: 'shop.example' } });
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: HOSTILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Company details' })).toBeTruthy();
  expect(screen.getByText(/read as https:\/\/shop\.example/)).toBeTruthy();
  // The policy's warning sits right after the field it names.
  const legal = screen.getByLabelText('Legal name').closest('div')!;
  expect(legal.textContent).toContain('The cookie policy names no controller.');
  expect(location.search).toBe('?website=web_1&step=2');
  expect(JSON.parse(fetch.mock.calls[1]![1].body)).toEqual({ url: 'shop.example', name: HOSTILE });
  expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
});
