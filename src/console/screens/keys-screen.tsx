import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { errorsByField } from '../core/field-notes.ts';
import type { ScreenProps } from '../core/me.ts';
import { ConfirmStep } from '../ui/confirm-step.tsx';
import { CopyField } from '../ui/copy-field.tsx';
import { TextField } from '../ui/field.tsx';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import { useWrite } from '../ui/use-write.ts';
import './keys-screen.css';

interface KeyPair {
  public_key: string;
  label: string | null;
  created_at: string;
}

/** A new key pair, whose private key the service answers this once. */
function NewKeyPair(props: { made: KeyPair & { private_key: string }; done: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="card new-key" aria-labelledby="new-key-title">
      <h2 id="new-key-title" tabIndex={-1} ref={heading}>
        Copy the private key now
      </h2>
      <p class="notice notice-warn">
        You will not see this private key again. Store it where your integration keeps secrets; if it is lost, revoke the key pair
        and create another.
      </p>
      <CopyField id="new-public-key" label="Public key" value={props.made.public_key} />
      <CopyField id="new-private-key" label="Private key (shown once)" value={props.made.private_key} />
      <button type="button" onClick={props.done}>
        I have stored it
      </button>
    </section>
  );
}

/** API keys (admins): the account's /v1 key pairs; create one (its private key shown once), revoke. */
export function KeysScreen(_props: ScreenProps) {
  const { data, error, loading, reload } = useApi<{ results: KeyPair[] }>('/keys');
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<(KeyPair & { private_key: string }) | null>(null);
  const [said, setSaid] = useState('');
  const { busy, error: failed, run } = useWrite();
  const act = (work: () => Promise<void>) =>
    run(async () => {
      setSaid('');
      await work();
      reload();
    });
  const create = (e: Event) => {
    e.preventDefault();
    act(async () => {
      setMade(await api.post<KeyPair & { private_key: string }>('/keys', { label: label.trim() }));
      setLabel('');
    });
  };
  const revoke = (k: KeyPair) =>
    act(async () => {
      await api.delete(`/keys/${encodeURIComponent(k.public_key)}`);
      setSaid(`Key pair ${k.label ?? k.public_key} is revoked: requests signed with it are refused from now on.`);
    });

  return (
    <ScreenLayout title="API keys">
      <p>
        A key pair signs requests to the partner API (/v1) and acts for the whole account: give it only to systems you trust, and
        revoke it when it is no longer used.
      </p>
      <ErrorNotice error={error ?? failed} />
      {said && <Status>{said}</Status>}
      {made ? (
        <NewKeyPair made={made} done={() => setMade(null)} />
      ) : (
        <form class="card" onSubmit={create} aria-labelledby="new-key-form" noValidate>
          <h2 id="new-key-form">Create a key pair</h2>
          <TextField
            id="key-label"
            label="Label"
            hint="What the key is for, e.g. the name of the integration."
            required
            maxLength={100}
            value={label}
            onValue={setLabel}
            error={errorsByField(failed).label}
          />
          <button type="submit" disabled={busy}>
            Create key pair
          </button>
        </form>
      )}
      {loading && !data && <p class="loading">Loading…</p>}
      {data && (
        <div class="table-wrap">
          <table class="keys-table">
            <caption class="visually-hidden">Live key pairs of the account</caption>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Public key</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.length === 0 && (
                <tr>
                  <td colSpan={4}>No key pair yet.</td>
                </tr>
              )}
              {data.results.map((k) => (
                <tr key={k.public_key}>
                  <th scope="row">{k.label ?? 'No label'}</th>
                  <td>
                    <code>{k.public_key}</code>
                  </td>
                  <td>{new Date(k.created_at).toLocaleDateString()}</td>
                  <td>
                    <ConfirmStep
                      label={`Revoke ${k.label ?? k.public_key}`}
                      question="Requests signed with this key pair will be refused at once. This cannot be undone."
                      confirmLabel="Revoke"
                      onConfirm={() => revoke(k)}
                      busy={busy}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ScreenLayout>
  );
}
