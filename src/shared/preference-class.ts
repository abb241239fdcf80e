/**
 * The class of the `code_snippet.cookie_preference_button`, of the hosted
 * policy's button and of any element the site wants to open the preference
 * centre with: the runtime opens it on their clicks, the embed script clicks one.
 */
export const PREFERENCES_CLASS = 'service-display-preferences';
