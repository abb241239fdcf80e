// Everything the service says to a visitor, in every language of LANGUAGES.
export { bannerTexts, type TextFlags } from './banner-texts.ts';
export { cookieDescription, formatLifetime } from './cookie-texts.ts';
export type { LegalTexts, PolicyTexts } from './lang/pack.ts';
export { languageDir, languageTag, legalTexts, policyTexts } from './policy-texts.ts';
