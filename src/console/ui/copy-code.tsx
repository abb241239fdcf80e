import { useRef, useState } from 'preact/hooks';
import './copy-code.css';

/**
 * Code to paste elsewhere, labelled, with a button that copies it. Where the
 * clipboard is refused (no permission, an old browser) the code is selected
 * instead and the member is told to copy it themselves.
 */
export function CopyCode(props: { id: string; label: string; code: string; hint?: string }) {
  const pre = useRef<HTMLPreElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.code);
      setSaid('Copied.');
    } catch {
      const range = document.createRange();
      if (pre.current) range.selectNodeContents(pre.current);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      setSaid('The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  };
  return (
    <figure class="copy-code">
      <figcaption class="copy-code-label" id={`${props.id}-label`}>
        {props.label}
      </figcaption>
      {props.hint && <p class="hint">{props.hint}</p>}
      <pre ref={pre} id={props.id}>
        <code>{props.code}</code>
      </pre>
      <p class="copy-code-actions">
        <button type="button" class="secondary" onClick={copy} aria-describedby={`${props.id}-label`}>
          Copy
        </button>
        <span role="status">{said}</span>
      </p>
    </figure>
  );
}
