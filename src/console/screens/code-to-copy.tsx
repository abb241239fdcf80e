import { useState } from 'preact/hooks';

/** Code shown as text, with a button that copies it and says so (or says to select it by hand). */
export function CodeToCopy(props: { id: string; label: string; code: string }) {
  const [said, setSaid] = useState('');
  const copy = () =>
    navigator.clipboard
      .writeText(props.code)
      .then(() => setSaid('Copied.'))
      .catch(() => setSaid('Could not copy: select the code and copy it.'));
  return (
    <div>
      <p>{props.label}</p>
      <pre id={props.id}>
        <code>{props.code}</code>
      </pre>
      <p>
        <button type="button" class="secondary" onClick={copy}>
          Copy code
        </button>{' '}
        <span role="status">{said}</span>
      </p>
    </div>
  );
}
