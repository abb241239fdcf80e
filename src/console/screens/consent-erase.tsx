import { useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { TextField } from '../ui/field.tsx';
import { ErrorNotice, Status } from '../ui/notice.tsx';

/**
 * Erasure of a visitor's records (GDPR Art. 17), confirmed by typing the id again. The service checks the
 * confirmation too: the form's check only saves a request that would be refused.
 */
export function ConsentErase(props: { base: string; erased: () => void }) {
  const [visitor, setVisitor] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const matches = visitor.trim() !== '' && confirm.trim().toLowerCase() === visitor.trim().toLowerCase();

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const res = await api.post<{ visitor: string; erased_record_ids: string[] }>(`${props.base}/consent/erase`, {
        visitor: visitor.trim(),
        confirm,
      });
      setDone(`Erased ${res.erased_record_ids.length} record(s) of visitor ${res.visitor}.`);
      setVisitor('');
      setConfirm('');
      props.erased();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="card" aria-labelledby="erase-title">
      <h2 id="erase-title">Erase a visitor's records</h2>
      <p class="notice notice-warn" id="erase-warning">
        Erasure cannot be undone. It removes the visitor id, address, page and origin from every record of this visitor; the
        decisions themselves stay, without them, as the proof of consent requires.
      </p>
      <form onSubmit={submit}>
        <TextField id="erase-visitor" label="Visitor id" value={visitor} onValue={setVisitor} required />
        <TextField
          id="erase-confirm"
          label="Type the visitor id again to confirm"
          value={confirm}
          onValue={setConfirm}
          required
          hint="Erasure starts only when both fields hold the same id."
        />
        <p>
          <button type="submit" class="danger" disabled={busy || !matches} aria-describedby="erase-warning">
            Erase this visitor's records
          </button>
        </p>
      </form>
      <ErrorNotice error={error} />
      {done && <Status>{done}</Status>}
    </section>
  );
}
