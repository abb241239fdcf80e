const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for element content and quoted attribute values: nothing a company or cookie field holds can become markup. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An http(s) URL, normalized, or null: `javascript:`, `data:` and relative URLs never become links. */
export function httpUrl(s: string | null | undefined): string | null {
  if (!s) return null;
  try {
    const u = new URL(s.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A plausible single email address for a `mailto:` link, or null. */
export const emailAddress = (s: string | null | undefined): string | null => {
  const e = s?.trim() ?? '';
  return /^[^\s@<>"'(),;:\\]+@[^\s@<>"'(),;:\\]+\.[^\s@<>"'(),;:\\]+$/.test(e) ? e : null;
};

/** Fills `{name}` placeholders of an escaped template with markup the caller built (and escaped). */
export const fill = (template: string, values: Record<string, string>): string =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
