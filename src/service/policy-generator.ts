import { renderCookiePolicy } from './documents/index.ts';
import type { PolicyGenerator } from './model/policy.ts';

/**
 * The cookie-policy generator behind documents/preview: the draft as a
 * complete HTML document whose stylesheet and frame script load from
 * `{app_url}`, so the raw HTML works wherever a partner shows it.
 */
export const cookiePolicyGenerator =
  (appUrl: string): PolicyGenerator =>
  ({ website, company, cookies, regions, lang }) =>
    renderCookiePolicy({ website, company, cookies, regions, lang, generatedAt: new Date(), assetOrigin: appUrl });
