/** The class of the `code_snippet.cookie_preference_button` and of any element the site wants to open the preference centre. */
export const PREFERENCE_CLASS = 'service-display-preferences';

/**
 * One delegated listener: elements with the class open the preference centre
 * whether present at load or added later; buttons bring keyboard activation
 * with them (Enter and Space fire `click`).
 */
export function watchPreferenceLinks(open: () => void): void {
  document.addEventListener('click', (e) => {
    const t = e.target as Element | null;
    if (t && t.closest && t.closest('.' + PREFERENCE_CLASS)) {
      // A link styled as the preference button must not navigate.
      e.preventDefault();
      open();
    }
  });
}
