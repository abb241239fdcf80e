import type { ConfigCookie } from '../../../schema/runtime-config.ts';
import { safeUrl } from '../../../shared/safe-url.ts';

/** The cookies one service (provider) sets, as the preference centre lists them. */
export interface ServiceGroup {
  /** The service's name; else the cookies' domain without its leading dot; '' when neither is known. */
  name: string;
  /** The service's privacy policy: the first http(s) link among its cookies. */
  link?: string;
  cookies: ConfigCookie[];
}

/** `_ga_2` before `_ga_10`, as the hosted policy sorts them. */
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const str = (s: unknown) => (typeof s === 'string' ? s.trim() : '');

/**
 * A category's cookies grouped by service, services and each service's
 * cookies in alphabetical order (stored cookies come in no meaningful order).
 * Cookies of no known service are grouped by their domain, as a provider's
 * cookie list names the domain that sets them (`.shop.example` and
 * `shop.example` are one group), and those with neither come last. The
 * service fields are optional in the config (older cached configs lack them)
 * and are read defensively: the browser guard does not check them.
 */
export function byService(cookies: readonly ConfigCookie[]): ServiceGroup[] {
  const groups = new Map<string, ServiceGroup>();
  for (const c of cookies) {
    const name = str(c.service) || str(c.domain).replace(/^\./, '');
    let g = groups.get(name);
    if (!g) groups.set(name, (g = { name, cookies: [] }));
    g.link = g.link || safeUrl(str(c.service_policy_link));
    g.cookies.push(c);
  }
  for (const g of groups.values()) g.cookies.sort((a, b) => byName(a.name, b.name));
  // '' (neither service nor domain) sorts last.
  return [...groups.values()].sort((a, b) => (!a.name ? 1 : !b.name ? -1 : byName(a.name, b.name)));
}
