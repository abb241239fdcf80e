import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The console's session cookie. On https it is `__Host-` prefixed, so only
 * this origin can set it (no subdomain, no path, Secure): `HttpOnly` keeps it
 * from scripts, `SameSite=Lax` from other sites' forms and fetches.
 */
export function sessionCookie(appUrl: string) {
  const secure = new URL(appUrl).protocol === 'https:';
  const name = secure ? '__Host-console_session' : 'console_session';
  const options = { path: '/', httpOnly: true, secure, sameSite: 'Lax' } as const;
  return {
    name,
    read: (c: Context): string | undefined => getCookie(c, name),
    /** No Max-Age: the service ends the session (idle and absolute limits); the browser keeps it until it closes. */
    write: (c: Context, token: string) => setCookie(c, name, token, options),
    clear: (c: Context) => deleteCookie(c, name, options),
  };
}
