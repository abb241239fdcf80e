// The console's paths: one page (/console/…) whose script draws the screen the path names, with the history API so
// that back, forward, reload and links opened in a new tab all work.
import { useEffect, useState } from 'preact/hooks';

export const ROOT = '/console';

/** Goes to a console path (`/websites/web_1/scan`), as a link would. */
export function navigate(path: string, replace = false): void {
  const url = ROOT + path;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** The current console path, without /console and the query: `/`, `/websites/web_1/banner`. */
export const currentPath = () => location.pathname.slice(ROOT.length).replace(/\/+$/, '') || '/';

/** The current path, redrawn on every navigation. */
export function usePath(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const on = () => setPath(currentPath());
    addEventListener('popstate', on);
    return () => removeEventListener('popstate', on);
  }, []);
  return path;
}

/** A link inside the console: a real `<a href>` (open in new tab works), followed without a reload. */
export function follow(e: MouseEvent): void {
  const a = (e.target as Element | null)?.closest?.('a');
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  // A download (a proof export) is a file the browser saves, not a screen.
  if (a.hasAttribute('download')) return;
  if (a.target || a.origin !== location.origin || (!a.pathname.startsWith(`${ROOT}/`) && a.pathname !== ROOT)) return;
  e.preventDefault();
  navigate(a.pathname.slice(ROOT.length) + a.search);
}

/** `href` for a console path. */
export const href = (path: string) => ROOT + path;
