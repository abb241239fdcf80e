import type { ConsentCategory } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import type { Texts } from '../../schema/texts.ts';
import { safeUrl } from '../../shared/safe-url.ts';

/** The class pages (and the gate) recognise the placeholder by; a page may restyle it. */
export const PLACEHOLDER = 'service-placeholder';

/** Set on a gated element once the gate (gating.ts) queued it for activation: it needs no placeholder. */
export const DONE = '__serviceGate';
export type Gated = HTMLElement & { [DONE]?: 1 };

/** The categories an element asks for: `analytics`, `analytics advertising` (all needed); the wire's `analytics;` reads as `analytics`. */
export const categoriesOf = (el: Element): string[] =>
  (el.getAttribute('data-service-category') || '').split(/[\s,;]+/).filter(Boolean);

/** The placeholder standing before a blocked frame, if any. */
export const placeholderOf = (el: Element) => {
  const p = el.previousElementSibling;
  return p && p.className === PLACEHOLDER ? p : null;
};

// Inline styles through CSSOM (allowed by a CSP without 'unsafe-inline'): the placeholder sits in the page's
// DOM, not in our shadow root, so a stylesheet of ours would not reach it, and inline declarations win over
// the page's ordinary rules. Fixed colours, not the theme's: the page behind is unknown, so the box brings
// its own background. Text #1f2937 on #f3f4f6 is 13:1, the link #1d4ed8 6.2:1, the button white on #1f2937
// 14:1 (WCAG AA 4.5:1); the border #6b7280 4.3:1 against the box (WCAG 1.4.11 non-text 3:1).
const BOX =
  'box-sizing:border-box;display:grid;place-items:center;align-content:center;gap:.75em;' +
  'padding:1.25em;border:1px solid #6b7280;border-radius:8px;background:#f3f4f6;color:#1f2937;' +
  'font:15px/1.5 system-ui,sans-serif;text-align:center;max-width:100%';
const BUTTON =
  'font:inherit;font-weight:600;cursor:pointer;padding:.55em 1.1em;border:2px solid #1f2937;border-radius:6px;' +
  'background:#1f2937;color:#fff';
const LINK = 'color:#1d4ed8;text-decoration:underline';

/** Longest provider name shown; a site owner's attribute is free text. */
const MAX_PROVIDER = 80;

/**
 * Who the blocked content is from: the site owner's `data-service-provider`
 * ("YouTube"), else the host of the iframe's `data-service-src`
 * (`www.` dropped); empty when neither is usable. Only ever set as text.
 */
export function providerOf(el: Element): string {
  const named = (el.getAttribute('data-service-provider') || '').trim();
  if (named) return named.slice(0, MAX_PROVIDER);
  try {
    const url = new URL(el.getAttribute('data-service-src') || '', location.href);
    return /^https?:$/.test(url.protocol) ? url.hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

const add = <K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, text: string, css?: string) => {
  const el = document.createElement(tag);
  el.textContent = text;
  if (css) el.style.cssText = css;
  parent.append(el);
  return el;
};

/**
 * Stands where a blocked iframe will load: a group named for the provider that
 * says why it is blocked, a button that allows this content's categories (the
 * banner, if open, stays for the rest: docs/decisions/runtime-ui.md#blocked-embeds),
 * and the website's cookie policy. It takes the iframe's size, so the page does
 * not shift when the iframe replaces it.
 */
export function placeholder(
  el: HTMLIFrameElement,
  config: Pick<RuntimeConfig, 'texts' | 'policy_url'>,
  missing: string[],
  onAllow: (c: ConsentCategory[]) => void,
): HTMLElement {
  const texts = config.texts;
  const label = missing.map((c) => texts[`cat_${c}` as keyof Texts] || c).join(', ');
  const provider = providerOf(el);
  const box = document.createElement('div');
  box.className = PLACEHOLDER;
  box.setAttribute('role', 'group');
  box.style.cssText = BOX;
  if (el.width) box.style.width = el.width + 'px';
  if (el.height) box.style.minHeight = el.height + 'px';
  if (provider) {
    box.setAttribute('aria-label', provider);
    add(box, 'strong', provider);
  }
  add(box, 'p', texts.blocked_content.replace('{category}', label)).style.margin = '0';
  const b = add(box, 'button', texts.allow_category.replace('{category}', label), BUTTON);
  b.type = 'button';
  b.onclick = () => onAllow(missing as ConsentCategory[]);
  const policy = safeUrl(config.policy_url);
  if (policy) {
    const a = add(box, 'a', texts.policy_link, LINK);
    a.href = policy;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  }
  return box;
}

/**
 * Puts a placeholder before every gated frame that `granted` does not allow and that has none yet, and hides the
 * frame: in the first view, so that it is in the frame's first paint, not when the second chunk arrives
 * (docs/decisions/runtime-ui.md#first-frame). Nothing without a config, or one without the placeholder's texts.
 */
export function placeBlocked(
  granted: readonly string[],
  config: RuntimeConfig | null,
  onAllow: (c: ConsentCategory[]) => void,
): void {
  if (!config || !config.texts.blocked_content) return;
  for (const f of Array.from(
    document.querySelectorAll<HTMLIFrameElement & Gated>('iframe[data-service-src][data-service-category]'),
  )) {
    const missing = categoriesOf(f).filter((c) => !granted.includes(c));
    if (missing.length && !f[DONE] && !placeholderOf(f)) {
      f.before(placeholder(f, config, missing, onAllow));
      f.style.setProperty('display', 'none');
    }
  }
}
