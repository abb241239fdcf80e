// Plain data, no zod: the GPP stub's build reads these; src/schema/gpp.ts wraps them.

/** The GPP sections the service writes, by the region they apply in: usnat (section 7) in `us`, usca (8) in `california`. */
export const GPP_SECTIONS = {
  us: { id: 7, api: 'usnat' },
  california: { id: 8, api: 'usca' },
} as const;

/**
 * The expression in the GPP stub's build (dist/consent-gpp.min.js) that the service replaces with the website's
 * GPP part of the config (service/public/scripts/). Its own file, as blocking.ts's is: the base runtime does not
 * import it.
 */
export const INLINE_GPP_EXPRESSION = 'self.__serviceGpp';

/**
 * Which of a GPP config's `states` holds: the visitor's Global Privacy Control (the browser's signal, fixed for the
 * page view) and whether the decision grants advertising (then no opt-out: docs/runtime.md#global-privacy-platform-gpp).
 */
export const gppStateIndex = (gpc: boolean, advertising: boolean): number => (gpc ? 2 : 0) + (advertising ? 1 : 0);
