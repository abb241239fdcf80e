import { type SetupState, setupInvitation } from './model/setup-invitations.ts';
import type { Queryable } from './store/db.ts';

export const CONSOLE_USAGE = `The owner console (opens the database directly, as the administration commands):
  console invite --email EMAIL [--role admin|editor] [--reissue] [--account ID]
                                               a one-time invitation link (valid 7 days) for EMAIL, an
                                               admin by default: the first admin's setup link; an editor
                                               is given websites in the console. An unaccepted or expired
                                               invitation gets a working link again; --reissue replaces
                                               an accepted collaborator's password (the old one and their
                                               sessions stop working)`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The link to open, or the account's sign-in, as the CLI and `npm start` print it. */
const setupLine = (state: SetupState, appUrl: string) =>
  state.status === 'pending'
    ? `${appUrl}/invitations/${state.token}`
    : `already accepted: sign in at ${appUrl}/console/ as ${state.email}`;

/** `npm run cli -- console invite …`: the invitation link, printed once (it is a password until used). */
export async function consoleInviteCommand(
  db: Queryable,
  o: { email?: string | undefined; role?: string | undefined; reissue?: boolean | undefined; account: string },
  appUrl: string,
  now: number,
) {
  const role = o.role ?? 'admin';
  if (!o.email || !EMAIL.test(o.email)) throw new Error('console invite needs --email with an email address');
  if (role !== 'admin' && role !== 'editor') throw new Error('--role is admin or editor');
  const state = await setupInvitation(db, { account: o.account, email: o.email, role, reissue: !!o.reissue }, now);
  return {
    account_id: o.account,
    email: o.email,
    invitation_url: state.status === 'pending' ? setupLine(state, appUrl) : null,
    note:
      state.status === 'accepted'
        ? `${setupLine(state, appUrl)}; --reissue gives a new link and ends their password`
        : `open the link within 7 days to choose a password${state.status === 'pending' && state.reissued ? ' (re-issued: the previous link and password no longer work)' : ''}`,
  };
}
