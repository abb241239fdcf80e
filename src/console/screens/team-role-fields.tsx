import type { Me } from '../core/me.ts';

export type Role = Me['role'];

/** A collaborator as GET /console/api/team answers. */
export interface TeamMember {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  /** An editor's websites; null for an admin. */
  website_ids: string[] | null;
  invitation_status: 'pending' | 'accepted';
  invitation_url: string | null;
  live_sessions: number;
}

export interface WebsiteChoice {
  id: string;
  name: string | null;
}

export const nameOf = (m: TeamMember) => [m.first_name, m.last_name].filter(Boolean).join(' ') || m.email;

/**
 * The role, and for an editor the websites, as radio buttons and checkboxes
 * each in a fieldset with its legend, so a screen reader reads the question
 * with every choice.
 */
export function RoleFields(props: {
  id: string;
  role: Role;
  websiteIds: string[];
  websites: WebsiteChoice[];
  onRole: (r: Role) => void;
  onWebsites: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { id, websites, websiteIds } = props;
  const toggle = (w: string, on: boolean) => props.onWebsites(on ? [...websiteIds, w] : websiteIds.filter((x) => x !== w));
  return (
    <>
      <fieldset class="choices">
        <legend>Role</legend>
        {(
          [
            ['editor', 'Editor', 'changes only the websites ticked below'],
            ['admin', 'Admin', 'everything: every website, the team and API keys'],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={props.role === value}
              onChange={() => props.onRole(value)}
            />{' '}
            {label} <span class="hint">({hint})</span>
          </label>
        ))}
      </fieldset>
      {props.role === 'editor' && (
        <fieldset class="choices" aria-describedby={props.error ? `${id}-websites-error` : undefined}>
          <legend>Websites</legend>
          {websites.length === 0 && <p class="hint">The account has no website yet.</p>}
          {websites.map((w) => (
            <label key={w.id}>
              <input
                type="checkbox"
                checked={websiteIds.includes(w.id)}
                onChange={(e) => toggle(w.id, (e.target as HTMLInputElement).checked)}
              />{' '}
              {w.name || w.id}
            </label>
          ))}
          {props.error && (
            <span class="error" id={`${id}-websites-error`}>
              {props.error}
            </span>
          )}
        </fieldset>
      )}
    </>
  );
}
