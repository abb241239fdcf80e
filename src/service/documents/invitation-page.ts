import { escapeHtml as e, pageHead } from './html.ts';

/** What the page knows about the invitation; `error` and the values re-fill the form after a refused submit. */
export interface InvitationPage {
  state: 'form' | 'accepted' | 'invalid' | 'expired';
  email?: string;
  /** When an expired link stopped working. */
  expiredAt?: Date;
  role?: 'admin' | 'editor';
  values?: { first_name: string; last_name: string };
  /** Field name → message, shown next to the field and announced. */
  errors?: Partial<Record<'first_name' | 'last_name' | 'password', string>>;
}

const TITLES = {
  form: 'Accept your invitation',
  accepted: 'Invitation accepted',
  invalid: 'Invitation not found',
  expired: 'Invitation expired',
};
// What to do when the link does not work: only an admin can make a new one (there is no mail reset).
const REISSUE = 'ask an administrator of the account to re-issue your invitation: they get a new link, which works for 7 days.';
const ROLES = { admin: 'an administrator of every website of the account', editor: 'an editor of the websites you were given' };

/**
 * The page behind a collaborator's `invitation_url`: a form for the names the
 * spec says the collaborator gives at first sign-in. Plain HTML, no script,
 * the hosted pages' stylesheet; every value escaped.
 */
export function renderInvitationPage(p: InvitationPage, assetOrigin: string): string {
  const body =
    p.state === 'invalid'
      ? `<p>This invitation link is not valid: it was already used, or replaced by a newer one.</p>
<p>If you accepted it, <a href="/console/">sign in to the console</a> with your email and password.</p>
<p>If you forgot your password, or never accepted: ${REISSUE}</p>`
      : p.state === 'expired'
        ? `<p>This invitation link expired on ${e(p.expiredAt!.toISOString().slice(0, 16).replace('T', ' '))} UTC.</p>
<p>To get in, ${REISSUE}</p>`
        : p.state === 'accepted'
          ? `<p role="status">Welcome, ${e(p.values!.first_name)}. You are now ${ROLES[p.role!]} as ${e(p.email!)}.</p>`
          : `<p>You were invited as ${e(p.email!)} to be ${ROLES[p.role!]}. Tell us your name and choose a password to accept; you will use them to sign in to the console.</p>
<form method="post" novalidate>
${field('first_name', 'First name', 'given-name', p)}
${field('last_name', 'Last name', 'family-name', p)}
${passwordField(p)}
<button type="submit">Accept and sign in</button>
</form>`;
  return `${pageHead({ lang: 'en', title: TITLES[p.state], assetOrigin, noindex: true })}<body>
<main>
<h1>${TITLES[p.state]}</h1>
${body}
</main>
</body>
</html>
`;
}

function field(name: 'first_name' | 'last_name', label: string, autocomplete: string, p: InvitationPage): string {
  const error = p.errors?.[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<p><label for="${name}">${label}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" required maxlength="${NAME_MAX}" value="${e(p.values?.[name] ?? '')}"${described}>
${error ? `<span id="${name}-error" class="error">${e(error)}</span>` : ''}</p>`;
}

/** The new password: never re-filled after a refused submit, described by its rule and its error. */
function passwordField(p: InvitationPage): string {
  const error = p.errors?.password;
  const described = `password-rule${error ? ' password-error' : ''}`;
  return `<p><label for="password">Password</label>
<span id="password-rule" class="hint">At least ${PASSWORD_MIN} characters; not one of 49,000 common passwords, even with digits or symbols added, in capitals or repeated, and not the name of your email address.</span>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}>
${error ? `<span id="password-error" class="error">${e(error)}</span>` : ''}</p>`;
}

export const NAME_MAX = 100;
/** As the console's password rule (src/service/console/access/passwords.ts), which checks it. */
export const PASSWORD_MIN = 12;
