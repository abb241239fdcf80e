import { useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { errorsByField } from '../core/field-notes.ts';
import { CopyField } from '../ui/copy-field.tsx';
import { TextField } from '../ui/field.tsx';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { useWrite } from '../ui/use-write.ts';
import { roleBody } from './team-role-body.ts';
import { type Role, RoleFields, type TeamMember, type WebsiteChoice } from './team-role-fields.tsx';

/**
 * Invite a collaborator: email, role and websites. No mail is sent, so the
 * invitation link is shown to copy and pass on.
 */
export function InviteForm(props: { websites: WebsiteChoice[]; invited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [websiteIds, setWebsiteIds] = useState<string[]>([]);
  const [made, setMade] = useState<TeamMember | null>(null);
  const { busy, error, run } = useWrite();
  const fields = errorsByField(error);

  const submit = (e: Event) => {
    e.preventDefault();
    setMade(null);
    run(async () => {
      setMade(await api.post<TeamMember>('/team', { email: email.trim(), ...roleBody(role, websiteIds) }));
      setEmail('');
      setWebsiteIds([]);
      props.invited();
    });
  };

  return (
    <form class="card" onSubmit={submit} aria-labelledby="invite-title" noValidate>
      <h2 id="invite-title">Invite a collaborator</h2>
      <ErrorNotice error={error} />
      <TextField
        id="invite-email"
        label="Email"
        type="email"
        autocomplete="off"
        required
        maxLength={254}
        value={email}
        onValue={setEmail}
        error={fields.email}
      />
      <RoleFields
        id="invite"
        role={role}
        websiteIds={websiteIds}
        websites={props.websites}
        onRole={setRole}
        onWebsites={setWebsiteIds}
        error={fields.website_ids}
      />
      <button type="submit" disabled={busy}>
        Invite
      </button>
      {made?.invitation_url && (
        <>
          <Status>{made.email} is invited. No mail is sent: copy the link below and send it to them yourself.</Status>
          <CopyField
            id="invite-link"
            label={`Invitation link for ${made.email}`}
            value={made.invitation_url}
            hint="Anyone with this link can accept the invitation; send it only to them."
          />
        </>
      )}
    </form>
  );
}
