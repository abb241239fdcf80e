import type { ComponentChildren } from 'preact';
import type { SettingNote } from './banner-screen-types.ts';

/** The id of a setting's notes, from its path (`regions.eu.consent_mode` → `notes-regions-eu-consent_mode`). */
export const notesId = (field: string) => `notes-${field.replace(/[^\w-]/g, '-')}`;

const notesOf = (notes: readonly SettingNote[], field: string) => notes.filter((n) => n.field === field);

/** The service's warnings and refusals about one setting, as text, right after it. */
export function FieldNotes(props: { notes: readonly SettingNote[]; field: string }) {
  const mine = notesOf(props.notes, props.field);
  if (!mine.length) return null;
  return (
    <div id={notesId(props.field)}>
      {mine.map((n) => (
        <p key={n.message} class={n.kind === 'error' ? 'notice notice-error' : 'notice notice-warn'}>
          {n.kind === 'error' ? 'Not saved: ' : 'Warning: '}
          {n.message}
        </p>
      ))}
    </div>
  );
}

/** What ties a control to its notes for assistive technology. */
const described = (notes: readonly SettingNote[], field: string) => {
  const mine = notesOf(notes, field);
  return {
    'aria-describedby': mine.length ? notesId(field) : undefined,
    'aria-invalid': mine.some((n) => n.kind === 'error') ? ('true' as const) : undefined,
  };
};

/** A checkbox for a setting, its notes after it. */
export function CheckField(props: {
  id: string;
  field: string;
  label: ComponentChildren;
  checked: boolean;
  onChange: (v: boolean) => void;
  notes: readonly SettingNote[];
  disabled?: boolean;
}) {
  return (
    <div class="check-field">
      <input
        type="checkbox"
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)}
        {...described(props.notes, props.field)}
      />
      <label for={props.id}>{props.label}</label>
      <FieldNotes notes={props.notes} field={props.field} />
    </div>
  );
}

/** A select for a setting: each option's value with the words shown for it. */
export function SelectField(props: {
  id: string;
  field: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (v: string) => void;
  notes: readonly SettingNote[];
}) {
  return (
    <p class="field">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}
        {...described(props.notes, props.field)}
      >
        {props.options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
      <FieldNotes notes={props.notes} field={props.field} />
    </p>
  );
}

/** A choice's value in words: underscores as spaces (`bottom_left` → `bottom left`). */
export const words = (v: string) => v.replace(/_/g, ' ');
