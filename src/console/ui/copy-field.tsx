import './copy-field.css';
import { useRef, useState } from 'preact/hooks';

/**
 * A value to copy (an invitation link, a private key): a labelled read-only
 * field, selected on focus, and a Copy button whose result is announced.
 */
export function CopyField(props: { id: string; label: string; value: string; hint?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(props.value);
      setSaid('Copied.');
    } catch {
      // No clipboard (an http page, a denied permission): the text is selected for the keyboard's copy.
      setSaid('Press Ctrl+C (⌘C) to copy the selected text.');
    }
  };
  return (
    <div class="field copy-field">
      <label for={props.id}>{props.label}</label>
      {props.hint && (
        <span class="hint" id={`${props.id}-hint`}>
          {props.hint}
        </span>
      )}
      <span class="copy-row">
        <input
          id={props.id}
          ref={input}
          readOnly
          value={props.value}
          spellcheck={false}
          aria-describedby={props.hint ? `${props.id}-hint` : undefined}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button type="button" class="secondary" onClick={copy}>
          Copy<span class="visually-hidden"> {props.label}</span>
        </button>
      </span>
      <span class="hint" role="status">
        {said}
      </span>
    </div>
  );
}
