import { useState } from 'preact/hooks';
import type { ScanFinding } from '../../schema/scan-screen.ts';
import { api } from '../core/api-client.ts';
import { messageOf } from '../ui/notice.tsx';
import { CATEGORY_CHOICES, categoryLabel } from './scan-labels.ts';

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'Yes' : 'No');

/**
 * One finding of the report. An unclassified one is a small form in place: category, provider and description,
 * saved as the website's cookie; the service's error for it shows in its own row.
 */
export function ScanFindingRow(props: { finding: ScanFinding; idx: number; websiteId: string; onSaved: (name: string) => void }) {
  const f = props.finding;
  const id = `finding-${props.idx}`;
  const [category, setCategory] = useState('');
  const [service, setService] = useState(f.service ?? '');
  const [description, setDescription] = useState(f.description ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const before = f.after_consent ? 'After consent' : yesNo(f.set_before_consent);
  const facts = (
    <>
      <td>{before}</td>
      <td>{yesNo(f.held_by_blocking)}</td>
      <td>{f.new ? 'New' : ''}</td>
    </>
  );
  const name = (
    <th scope="row">
      <span class="finding-name">{f.name}</span>
      {f.domain && <span class="hint finding-domain">{f.domain}</span>}
    </th>
  );
  if (!f.unclassified)
    return (
      <tr>
        {name}
        <td>{categoryLabel(f.category)}</td>
        <td>{f.service ?? '—'}</td>
        <td>{f.description ?? ''}</td>
        {facts}
        <td />
      </tr>
    );

  async function save(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError('');
    const fields = {
      ...(category ? { category } : {}),
      service: service.trim() || null,
      en_us: description.trim() || null,
    };
    const item = f.cookie_id
      ? { id: f.cookie_id, ...fields }
      : { name: f.name, domain: f.domain, tracker_type: f.tracker_type, ...fields };
    try {
      const { results } = await api.put<{ results: Record<string, unknown>[] }>(
        `/websites/${encodeURIComponent(props.websiteId)}/cookies`,
        { cookies: [item] },
      );
      const failed = results[0] && 'error' in results[0] ? results[0] : null;
      if (failed) setError(itemMessage(failed));
      else props.onSaved(f.name);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }
  const described = error ? `${id}-error` : undefined;
  const input = { 'aria-describedby': described, 'aria-invalid': error ? ('true' as const) : undefined, form: `${id}-form` };
  // Inputs of the row's form (by `form`), so Enter in any of them saves this row.
  const textCell = (label: string, value: string, set: (v: string) => void) => (
    <td>
      <input
        aria-label={`${label} of ${f.name}`}
        value={value}
        onInput={(e) => set((e.target as HTMLInputElement).value)}
        {...input}
      />
    </td>
  );
  return (
    <tr class="unclassified">
      {name}
      <td>
        <select
          aria-label={`Category of ${f.name}`}
          value={category}
          onChange={(e) => setCategory((e.target as HTMLSelectElement).value)}
          {...input}
        >
          <option value="">Unclassified</option>
          {CATEGORY_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </td>
      {textCell('Provider', service, setService)}
      {textCell('Description', description, setDescription)}
      {facts}
      <td>
        <form id={`${id}-form`} onSubmit={save}>
          <button type="submit" class="secondary" disabled={busy} aria-label={`Save ${f.name}`}>
            Save
          </button>
        </form>
        {error && (
          <span class="error" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
      </td>
    </tr>
  );
}

/** An item's error as /v1 answers it: its first validation error, or its code. */
function itemMessage(item: Record<string, unknown>): string {
  const first = (item.validation_errors as { field?: string; message?: string }[] | undefined)?.[0];
  if (first) return `${first.field ?? ''} ${first.message ?? ''}`.trim();
  return typeof item.message === 'string' ? item.message : `Not saved (${String(item.error)}).`;
}
