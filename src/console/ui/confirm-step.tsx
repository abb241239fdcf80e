import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A button for something that cannot be undone: it first asks, in place, and
 * does it only on the second, explicit button. Cancel is focused when the
 * question appears (the safe choice under a stray Enter), and focus returns to
 * the first button when the question goes.
 */
export function ConfirmStep(props: {
  label: string;
  question: ComponentChildren;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <button type="button" class="danger" ref={start} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  return (
    <fieldset class="confirm-step">
      <legend class="visually-hidden">{props.label}</legend>
      <p>{props.question}</p>
      <button
        type="button"
        class="danger"
        disabled={props.busy}
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {props.confirmLabel}
      </button>{' '}
      <button type="button" class="secondary" ref={cancel} onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  );
}
