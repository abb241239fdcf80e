import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { errorsByField } from '../core/field-notes.ts';
import { ConfirmStep } from '../ui/confirm-step.tsx';
import { CopyField } from '../ui/copy-field.tsx';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { useWrite } from '../ui/use-write.ts';
import { roleBody } from './team-role-body.ts';
import { nameOf, type Role, RoleFields, type TeamMember, type WebsiteChoice } from './team-role-fields.tsx';

/**
 * One collaborator, managed: role and websites, end their sessions, a new
 * invitation (their new password), removal. Its heading takes focus when it
 * opens, so the keyboard and the screen reader land on it.
 */
export function MemberPanel(props: {
  member: TeamMember;
  self: boolean;
  websites: WebsiteChoice[];
  changed: () => void;
  /** Closes the panel, saying what happened when it was a removal. */
  close: (said?: string) => void;
}) {
  const { member: m, self } = props;
  const [role, setRole] = useState<Role>(m.role);
  const [websiteIds, setWebsiteIds] = useState<string[]>(m.website_ids ?? []);
  const [done, setDone] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const write = useWrite();
  const { busy, error } = write;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [m.id]);
  const who = nameOf(m);
  const path = `/team/${encodeURIComponent(m.id)}`;

  const run = (work: () => Promise<string>) =>
    write.run(async () => {
      setDone('');
      setDone(await work());
      props.changed();
    });
  const save = (e: Event) => {
    e.preventDefault();
    run(async () => {
      await api.put(path, roleBody(role, websiteIds));
      // An admin who made themselves an editor has left this screen's audience: start again from the console's home.
      if (self && role === 'editor') location.assign('/console/');
      return `Saved: ${who} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`;
    });
  };
  const endSessions = () =>
    run(async () => {
      const { ended } = await api.post<{ ended: number }>(`${path}/end-sessions`);
      return ended ? `${who} is signed out (${ended} session${ended === 1 ? '' : 's'} ended).` : `${who} was not signed in.`;
    });
  const reinvite = () =>
    run(async () => {
      const again = await api.post<TeamMember>(`${path}/reinvite`);
      setLink(again.invitation_url);
      return `${who} is signed out and their password is cleared. Send them the new link to choose a new one.`;
    });
  const remove = () =>
    run(async () => {
      await api.delete(path);
      props.close(`${who} is removed from the team.`);
      return '';
    });

  return (
    <section class="card member-panel" aria-labelledby="member-title">
      <h2 id="member-title" tabIndex={-1} ref={heading}>
        Manage {who}
      </h2>
      <p class="hint">{m.email}</p>
      <ErrorNotice error={error} />
      {done && <Status>{done}</Status>}
      {link && (
        <CopyField
          id="reinvite-link"
          label={`New invitation link for ${m.email}`}
          value={link}
          hint="The old link and password no longer work. Send this link only to them."
        />
      )}
      <form onSubmit={save} noValidate>
        <RoleFields
          id="member"
          role={role}
          websiteIds={websiteIds}
          websites={props.websites}
          onRole={setRole}
          onWebsites={setWebsiteIds}
          error={errorsByField(error).website_ids}
        />
        <button type="submit" disabled={busy}>
          Save role and websites
        </button>
      </form>
      {self ? (
        <p class="hint">This is you. To end your own session, use Sign out; another admin can re-issue your invitation.</p>
      ) : (
        <div class="member-actions">
          <button type="button" class="secondary" disabled={busy} onClick={endSessions}>
            End sessions
          </button>
          <ConfirmStep
            label="Re-issue invitation"
            question={`Sign ${who} out, clear their password and make a new invitation link?`}
            confirmLabel="Re-issue"
            onConfirm={reinvite}
            busy={busy}
          />
        </div>
      )}
      <div class="member-actions">
        <ConfirmStep
          label="Remove from team"
          question={`Remove ${who} from the team? ${self ? 'You' : 'They'} will be signed out at once.`}
          confirmLabel="Remove"
          onConfirm={remove}
          busy={busy}
        />
        <button type="button" class="secondary" onClick={() => props.close()}>
          Close
        </button>
      </div>
    </section>
  );
}
