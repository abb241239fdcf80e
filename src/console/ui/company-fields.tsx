import type { Company } from '../../schema/website.ts';
import type { FieldNote } from '../core/field-notes.ts';
import { TextField } from './field.tsx';
import { Warning } from './notice.tsx';
import './company-fields.css';

export type CompanyValues = Partial<Record<keyof Company, string>>;

/** The fields the console offers, in the order of an address; the policy's extension fields stay /v1's. */
const FIELDS: [keyof Company, string, string?][] = [
  ['legal_name', 'Legal name', 'organization'],
  ['email', 'Contact email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['address', 'Street address', 'street-address'],
  ['zip', 'Postcode', 'postal-code'],
  ['city', 'City', 'address-level2'],
  ['state', 'State or region', 'address-level1'],
  ['country', 'Country', 'country-name'],
  ['dpo_contact', 'Data protection officer (contact)'],
];

/** The company values of a website as the form edits them: text, blank for none. */
export const companyValues = (c: Company | null | undefined): CompanyValues =>
  Object.fromEntries(FIELDS.map(([k]) => [k, c?.[k] ?? ''])) as CompanyValues;

/** What a form sends: a blank field clears it (null), so the policy stops naming it. */
export const companyInput = (v: CompanyValues) =>
  Object.fromEntries(FIELDS.map(([k]) => [k, v[k]?.trim() ? v[k]!.trim() : null]));

/**
 * The company details the cookie policy names, each with the service's
 * validation error and warnings for it beside it (a warning on
 * `company.email` is about any way to contact the company).
 */
export function CompanyFields(props: {
  idPrefix: string;
  values: CompanyValues;
  onValues: (v: CompanyValues) => void;
  errors: FieldNote[];
  warnings: FieldNote[];
}) {
  return (
    <fieldset class="company-fields">
      <legend>Company details</legend>
      <p class="hint">Your cookie policy names the company responsible for the website and how visitors contact it.</p>
      {FIELDS.map(([k, label, autocomplete]) => (
        <div key={k}>
          <TextField
            id={`${props.idPrefix}-${k}`}
            label={label}
            value={props.values[k] ?? ''}
            onValue={(v) => props.onValues({ ...props.values, [k]: v })}
            error={props.errors.find((e) => e.field === `company.${k}`)?.message}
            maxLength={500}
            {...(autocomplete ? { autocomplete } : {})}
            {...(k === 'email' ? { type: 'email' as const } : {})}
          />
          {props.warnings
            .filter((w) => w.field === `company.${k}`)
            .map((w) => (
              <Warning key={w.message}>{w.message}</Warning>
            ))}
        </div>
      ))}
    </fieldset>
  );
}
