import type { View } from '../view.ts';

/**
 * The floating button that reopens the preference centre once the banner is gone (it comes with the second chunk).
 * Where Global Privacy Control was honoured, a visible note beside it says so
 * (docs/decisions/texts.md#texts-keyed-on-the-consent-mode): with GPC there is no banner in us/california, so this is
 * where the visitor can see the signal counted.
 */
export function PrefButton(view: View) {
  const t = view.config.texts;
  const label = t.pref_button;
  const note = view.gpc && t.gpc_note;
  return (
    <>
      {note && (
        <p class="pg" id="pg">
          {note}
        </p>
      )}
      <button class="pb" aria-label={label} aria-describedby={note ? 'pg' : undefined} title={label} onClick={view.openPrefs}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          {/* a cookie with a bite out of it and three chips */}
          <path
            fill-rule="evenodd"
            d="M21.95 11A4 4 0 0 1 17 7a4 4 0 0 1-4-4.95A10 10 0 1 0 21.95 11ZM8 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
          />
        </svg>
      </button>
    </>
  );
}
