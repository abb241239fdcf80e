import { POLICY_CSS_PATH, POLICY_FRAME_SCRIPT_PATH } from '../../embed/protocol.ts';

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
export const fillHtml = (template: string, values: Record<string, string>): string =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/**
 * The opening of every page the service hosts, up to `</head>`: language and direction,
 * viewport, title and the hosted pages' stylesheet from `assetOrigin` (a file,
 * so pages run under a CSP without 'unsafe-inline'); the policy frame's
 * script when the page may sit in the embed's frame.
 */
export function pageHead(o: {
  lang: string;
  /** Writing direction; omitted: `ltr` by default. */
  dir?: 'ltr' | 'rtl';
  title: string;
  assetOrigin: string;
  noindex?: boolean;
  frameScript?: boolean;
}): string {
  const origin = o.assetOrigin.replace(/\/+$/, '');
  return `<!doctype html>
<html lang="${escapeHtml(o.lang)}" dir="${o.dir === 'rtl' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${o.noindex ? '<meta name="robots" content="noindex">\n' : ''}<title>${escapeHtml(o.title)}</title>
<link rel="stylesheet" href="${escapeHtml(origin + POLICY_CSS_PATH)}">
${o.frameScript ? `<script src="${escapeHtml(origin + POLICY_FRAME_SCRIPT_PATH)}" defer></script>\n` : ''}</head>
`;
}
