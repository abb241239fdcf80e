import { PREFERENCES_CLASS } from '../../shared/preference-class.ts';

/**
 * One delegated listener: elements with the class open the preference centre
 * whether present at load or added later; buttons bring keyboard activation
 * with them (Enter and Space fire `click`). Until `end` aborts.
 */
export function watchPreferenceLinks(open: () => void, end: AbortSignal): void {
  document.addEventListener(
    'click',
    (e) => {
      const t = e.target as Element | null;
      if (t && t.closest && t.closest('.' + PREFERENCES_CLASS)) {
        // A link styled as the preference button must not navigate.
        e.preventDefault();
        open();
      }
    },
    { signal: end },
  );
}
