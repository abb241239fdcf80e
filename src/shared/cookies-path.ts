/**
 * The cookies answer's path on the service origin (`CookiesAnswer`): the service
 * names it in a config over its byte ceiling (`cookies_url`, with the revision),
 * and the second chunk asks it for the texts a first-view script leaves out
 * (docs/service.md#texts-on-demand).
 */
export const cookiesPath = (uuid: string, lang: string) => `/public/v1/websites/${uuid}/cookies?lang=${lang}`;
