import type { FieldNote } from '../core/field-notes.ts';
import { TextField } from './field.tsx';

/** A website's address and name, each with the service's validation error for it. */
export function WebsiteFields(props: {
  idPrefix: string;
  url: string;
  name: string;
  onUrl: (v: string) => void;
  onName: (v: string) => void;
  errors: FieldNote[];
}) {
  const error = (field: string) => props.errors.find((x) => x.field === field)?.message;
  return (
    <>
      <TextField
        id={`${props.idPrefix}-url`}
        label="Website address"
        hint="The page a visitor opens first, e.g. https://www.example.com"
        type="url"
        required
        value={props.url}
        onValue={props.onUrl}
        error={error('url')}
      />
      <TextField
        id={`${props.idPrefix}-name`}
        label="Name"
        hint="How the website is listed here and named in its cookie policy."
        value={props.name}
        onValue={props.onName}
        error={error('name')}
      />
    </>
  );
}
