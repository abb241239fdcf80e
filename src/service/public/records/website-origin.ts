/**
 * Whether a browser `Origin` belongs to a website: its `url`, or one of its
 * `additional_scan_urls` / deprecated `subdomains`. Consent records from any
 * other origin are refused, so one site cannot inflate another's consent records.
 */
export function isWebsiteOrigin(origin: string | null | undefined, urls: readonly (string | null | undefined)[]): boolean {
  if (!origin || origin === 'null') return false;
  return urls.some((u) => {
    try {
      return !!u && new URL(u).origin === origin;
    } catch {
      return false;
    }
  });
}
