import { LIMITS } from '../../../schema/limits.ts';
import type { RuntimeConfig } from '../../../schema/runtime-config.ts';

/**
 * The config as it is served. Up to `LIMITS.configBytes` of JSON it is the
 * whole composed config. Past it, a website's cookie prose (each cookie's
 * description and provider link, up to 4 KB a cookie) would make every page
 * view download megabytes, so the config keeps the banner's texts, the
 * categories and each cookie's name, domain, lifetime and service, and
 * `cookies_url` names the cookies answer that holds everything
 * (composed-configs.ts `cookies`), which the preference centre fetches when it opens.
 */
export function withinCeiling(config: RuntimeConfig, json: string, cookiesUrl: string): { config: RuntimeConfig; json: string } {
  if (Buffer.byteLength(json) <= LIMITS.configBytes) return { config, json };
  const lean: RuntimeConfig = {
    ...config,
    categories: config.categories.map((cat) => ({
      id: cat.id,
      cookies: cat.cookies.map(({ description: _, service_policy_link: __, ...rest }) => ({ ...rest, description: null })),
    })),
    cookies_url: cookiesUrl,
  };
  return { config: lean, json: JSON.stringify(lean) };
}
