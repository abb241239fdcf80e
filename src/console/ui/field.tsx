/** What a TextField passes on to its input. */
interface InputOptions {
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'number';
  autocomplete?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A labelled text input, with its hint and its error tied to it
 * (`aria-describedby`, `aria-invalid`), so both are read with the field.
 */
export function TextField(
  props: InputOptions & {
    id: string;
    label: string;
    value: string;
    onValue: (v: string) => void;
    hint?: string;
    error?: string | undefined;
  },
) {
  const { id, label, value, onValue, hint, error, ...input } = props;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <p class="field">
      <label for={id}>{label}</label>
      {hint && (
        <span class="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <input
        id={id}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        aria-describedby={described}
        aria-invalid={error ? 'true' : undefined}
        {...(input as Record<string, unknown>)}
      />
      {error && (
        <span class="error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </p>
  );
}
