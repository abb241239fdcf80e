// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInScreen } from '../../../../src/console/screens/sign-in-screen.tsx';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in screen', () => {
  it('labels its fields for password managers and signs in with what was typed', async () => {
    const fetch = vi.fn(async () => answer(204));
    vi.stubGlobal('fetch', fetch);
    const signedIn = vi.fn();
    render(<SignInScreen signedIn={signedIn} />);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fill(' ana@shop.example ', 'a long passphrase');
    await waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/console/api/sign-in');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ana@shop.example', password: 'a long passphrase' });
  });

  it('announces a refusal without saying whether the email exists', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { error: 'invalid_credentials', message: 'x' }));
    const signedIn = vi.fn();
    render(<SignInScreen signedIn={signedIn} />);
    fill('ana@shop.example', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or the password is not right. Check both and try again.',
    );
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('shows the wait of a 429 in words', async () => {
    vi.stubGlobal('fetch', async () => answer(429, { error: 'too_many_attempts', retry_after: 240 }));
    render(<SignInScreen signedIn={() => {}} />);
    fill('ana@shop.example', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts to sign in. Wait 4 minutes, then try again.');
  });

  it('asks for both fields before sending anything, and shows a hostile message as text', async () => {
    const fetch = vi.fn(async () => answer(500, { error: 'x', message: '<img src=x onerror=alert(1)>' }));
    vi.stubGlobal('fetch', fetch);
    render(<SignInScreen signedIn={() => {}} />);
    fill('', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your email address and your password.');
    expect(fetch).not.toHaveBeenCalled();
    fill('ana@shop.example', 'pw');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>'));
    expect(document.querySelector('img')).toBeNull();
  });
});
