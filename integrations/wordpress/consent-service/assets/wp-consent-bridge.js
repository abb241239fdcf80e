/**
 * Hands each decision of the consent runtime to the WP Consent API: the consent
 * type, then wp_set_consent(category, 'allow' | 'deny') for each of the API's
 * categories, allowed when all of ours it maps to are granted (consent.json).
 * Printed after the API's script, in the footer, when the runtime has run.
 */
(() => {
  try {
    const table = window.consentServiceCategories;
    window.wp_consent_type = 'optin';
    document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
    if (!table || typeof window.wp_set_consent !== 'function') return;
    // No decision (null) grants essential only, as the runtime does.
    const apply = (state) => {
      const granted = state?.granted || ['essential'];
      for (const category of Object.keys(table)) {
        const allowed = table[category].every((ours) => granted.includes(ours));
        window.wp_set_consent(category, allowed ? 'allow' : 'deny');
      }
    };
    // The runtime's command form: answered at once when it runs, queued on its stub otherwise.
    const api =
      window.ServiceConsent ||
      function () {
        // biome-ignore lint/complexity/noArguments: the runtime replays each queued `arguments` as a call.
        (window.ServiceConsent.q = window.ServiceConsent.q || []).push(arguments);
      };
    window.ServiceConsent = api;
    api('on', 'ready', apply);
    api('on', 'change', apply);
  } catch {
    // Never throw into the host page.
  }
})();
