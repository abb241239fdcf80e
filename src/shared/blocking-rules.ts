/** A website's blocking rules as the matcher reads them: schema/blocking.ts `BlockingRules` is one. */
export interface RulesByCategory<C extends string = string> {
  rules: Partial<Record<C, string[]>>;
  unknown?: C;
}

/**
 * The category a request to `url`, made from the page at `page`, waits for;
 * undefined when it never waits: the page's own host, what is not http(s),
 * `essential` rules, and third parties no rule names unless the website sets
 * `unknown`. The most specific rule wins: the longest whose host is the URL's
 * host or a parent domain of it, and whose path, if it has one, begins the
 * URL's path. Shared by the runtime's blocker and the server-side rewrite, so
 * that both hold back the same requests.
 */
export function blockingCategory<C extends string>(
  url: string,
  b: RulesByCategory<C>,
  page: { href: string; hostname: string },
): C | undefined {
  let u: URL;
  try {
    u = new URL(url, page.href);
  } catch {
    return;
  }
  const host = u.hostname;
  if (!/^https?:$/.test(u.protocol) || host === page.hostname) return;
  let found: C | undefined;
  let length = 0;
  for (const c in b.rules) {
    for (const r of b.rules[c] || []) {
      const slash = r.indexOf('/');
      const h = slash < 0 ? r : r.slice(0, slash);
      if (r.length > length && (host === h || host.endsWith(`.${h}`)) && (slash < 0 || u.pathname.startsWith(r.slice(slash)))) {
        found = c;
        length = r.length;
      }
    }
  }
  found = found || b.unknown;
  return found === 'essential' ? undefined : found;
}
