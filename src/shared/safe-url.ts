/** Only http(s) links: a config is checked by the service, but a `javascript:` URL must never become a link. */
export const safeUrl = (url: string | null | undefined): string | undefined =>
  url && /^https?:\/\//i.test(url) ? url : undefined;
