import { useState } from 'preact/hooks';
import { query } from '../core/api-client.ts';
import type { ScreenProps } from '../core/me.ts';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { Pager } from '../ui/pager.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import { InviteForm } from './team-invite-form.tsx';
import { MemberPanel } from './team-member-panel.tsx';
import { nameOf, type TeamMember, type WebsiteChoice } from './team-role-fields.tsx';
import './team-screen.css';

interface TeamAnswer {
  results: TeamMember[];
  next: string | null;
  websites: WebsiteChoice[];
}

/** Team (admins): who works on the account, with which role and websites; invite, change, remove, sign out. */
export function TeamScreen({ me }: ScreenProps) {
  // The cursors of the pages seen, so Previous goes back without the service keeping a second token.
  const [pages, setPages] = useState<string[]>(['']);
  const after = pages.at(-1) ?? '';
  const { data, error, loading, reload } = useApi<TeamAnswer>(`/team${query({ after })}`);
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const names = new Map((data?.websites ?? []).map((w) => [w.id, w.name || w.id]));
  const member = data?.results.find((m) => m.id === open);

  const websitesOf = (m: TeamMember) =>
    m.website_ids === null
      ? 'All websites'
      : m.website_ids.length
        ? m.website_ids.map((w) => names.get(w) ?? w).join(', ')
        : 'No website yet';

  return (
    <ScreenLayout title="Team">
      <ErrorNotice error={error} />
      {said && <Status>{said}</Status>}
      {loading && !data && <p class="loading">Loading…</p>}
      {data && (
        <>
          <div class="table-wrap">
            <table class="team-table">
              <caption class="visually-hidden">Collaborators of the account</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role and websites</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">
                      {nameOf(m)}
                      {m.id === me.id && ' (you)'}
                      {nameOf(m) !== m.email && <span class="hint team-email">{m.email}</span>}
                    </th>
                    <td>
                      {m.role === 'admin' ? 'Admin' : 'Editor'}
                      <span class="hint team-sites">{websitesOf(m)}</span>
                    </td>
                    <td>
                      {m.invitation_status === 'pending' ? 'Invited, not yet accepted' : 'Active'}
                      {m.live_sessions > 0 && <span class="hint team-sites">Signed in</span>}
                    </td>
                    <td>
                      <button
                        type="button"
                        class="secondary"
                        aria-expanded={open === m.id}
                        onClick={() => {
                          setSaid('');
                          setOpen(open === m.id ? null : m.id);
                        }}
                      >
                        Manage<span class="visually-hidden"> {nameOf(m)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Team pages"
            previous={pages.length > 1 ? 'back' : null}
            next={data.next}
            go={(cursor) => setPages(cursor === 'back' ? pages.slice(0, -1) : [...pages, cursor])}
          />
          {member && (
            <MemberPanel
              key={member.id}
              member={member}
              self={member.id === me.id}
              websites={data.websites}
              changed={reload}
              close={(what) => {
                setOpen(null);
                if (what) setSaid(what);
              }}
            />
          )}
          <InviteForm websites={data.websites} invited={reload} />
        </>
      )}
    </ScreenLayout>
  );
}
