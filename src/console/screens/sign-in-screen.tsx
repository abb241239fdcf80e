import { useState } from 'preact/hooks';
import { ApiError, api } from '../core/api-client.ts';
import { TextField } from '../ui/field.tsx';
import { messageOf } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import './sign-in-screen.css';

/** "45 seconds", "2 minutes": the wait the service asked for, as a person reads it. */
function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** What went wrong, in a sentence that says what to do; the same for a wrong email and a wrong password. */
function failure(e: unknown): string {
  if (!(e instanceof ApiError)) return messageOf(e);
  if (e.status === 401) return 'The email or the password is not right. Check both and try again.';
  if (e.status === 429) {
    const seconds = Number(e.body.retry_after);
    return `Too many attempts to sign in. Wait ${Number.isFinite(seconds) && seconds > 0 ? waitText(seconds) : 'a while'}, then try again.`;
  }
  if (e.status === 400) return 'Enter your email address and your password.';
  return messageOf(e);
}

/**
 * Sign-in with the email and the password chosen on the invitation page.
 * The password managers' fields (`username`, `current-password`); a refusal
 * is announced (role=alert) and focus stays in the form to try again.
 */
export function SignInScreen(props: { signedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (ev: Event) => {
    ev.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) return setError('Enter your email address and your password.');
    setBusy(true);
    setError('');
    try {
      await api.post('/sign-in', { email: email.trim(), password });
      props.signedIn();
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };

  return (
    <ScreenLayout title="Sign in">
      <form class="card sign-in" onSubmit={submit} noValidate aria-busy={busy ? 'true' : undefined}>
        <TextField
          id="sign-in-email"
          label="Email"
          type="email"
          autocomplete="username"
          required
          maxLength={254}
          value={email}
          onValue={setEmail}
        />
        <TextField
          id="sign-in-password"
          label="Password"
          type="password"
          autocomplete="current-password"
          required
          maxLength={256}
          value={password}
          onValue={setPassword}
        />
        {error && (
          <p class="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit">{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
      <p class="hint sign-in-help">
        Forgot your password, or your invitation expired? Ask an administrator of your account to re-issue your invitation: its
        new link lets you choose a new password.
      </p>
    </ScreenLayout>
  );
}
