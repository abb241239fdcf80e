import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { COOKIE_NAME } from '../../shared/storage-names.ts';

/**
 * Removes what the categories left out of `granted` put on this site, by the
 * patterns of their names in `config.purge` (docs/runtime.md#declined-cookies-are-removed):
 * the cookies the page sees, host-only and on the host and each parent domain
 * (the browser refuses a public suffix: nothing happens there), with every
 * path this page's path lies under, with and without its trailing slash (a
 * cookie the page sees has one of them; the scan keeps no path); then the
 * localStorage and sessionStorage keys. A name that a granted category's
 * pattern also matches stays, and so does everything the runtime keeps (its
 * names all start with its cookie's). Never throws: a cached config is the
 * page's to alter, and storage may be blocked.
 */
export function removeDeclined(granted: readonly string[], config: RuntimeConfig): void {
  try {
    const patterns = config.purge as Record<string, string>;
    const matched = (n: string, declined: boolean) =>
      Object.keys(patterns).some((k) => granted.indexOf(k) < 0 === declined && RegExp('^(?:' + patterns[k] + ')$').test(n));
    const gone = (n: string) => n.indexOf(COOKIE_NAME) && matched(n, true) && !matched(n, false);
    const labels = location.hostname.split('.');
    const paths = ['/'];
    let path = '';
    for (const dir of location.pathname.split('/')) if (dir) paths.push((path += '/' + dir), path + '/');
    for (const pair of document.cookie.split(';')) {
      const n = pair.split('=')[0]!.trim();
      // Turn 0 is the host-only cookie; turn i the domain from label i - 1 on, the last label alone never.
      if (gone(n))
        labels.forEach((_, i) => {
          for (const p of paths)
            document.cookie = n + '=;max-age=0;path=' + p + (i ? ';domain=' + labels.slice(i - 1).join('.') : '');
        });
    }
    for (const s of [localStorage, sessionStorage]) for (const k of Object.keys(s)) if (gone(k)) s.removeItem(k);
  } catch {
    // Nothing into the host page.
  }
}
