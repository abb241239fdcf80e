/** Hosts of consent tools other than ours (script or API hosts): their presence means a consent banner. */
export const CONSENT_TOOL_HOSTS =
  /(^|\.)(cookiebot\.com|cookielaw\.org|onetrust\.com|didomi\.io|consensu\.org|usercentrics\.eu|cookieyes\.com|trustarc\.com|iubenda\.com|osano\.com|termly\.io|cookie-script\.com|consentmanager\.net|cookiefirst\.com|axeptio\.eu|sourcepoint\.com|quantcast\.com)$/;

/** What another consent tool's markup offers a visitor (docs/decisions/scans.md#signals). */
export interface ConsentControls {
  /** A checkbox or switch labelled with a cookie category, inside the tool's markup. */
  categories: boolean;
  /** A button or link to the tool's settings or preferences, inside its markup. */
  preferences: boolean;
}

/**
 * Runs in the page (serialised by Playwright: no closures over this module).
 * Looks through the document and its open shadow roots for the markup of a
 * consent tool — an element whose id or class names one (`cookie`,
 * `consent`, `cmp`, `gdpr`, `onetrust`, `didomi`…) and what is inside it —
 * and reports whether it holds category toggles and a preferences control.
 * Hidden markup counts: a preference centre is in the page before it opens.
 */
export function readConsentControls(): ConsentControls {
  const CONTAINER =
    /cookie|consent|cmp|gdpr|onetrust|optanon|didomi|cybot|usercentrics|truste|qc-cmp|sp_message|cky-|cmplz|iubenda|osano|termly|axeptio/i;
  const CATEGORY =
    /analytic|statisti|marketing|advertis|targeting|preferenc|functional|performance|social|personali|measurement|werbung|statistik|publicit|mesure/i;
  const PREFERENCES =
    /settings|preferences|customi[sz]e|manage|options|choices|einstellungen|anpassen|verwalten|paramètres|personnaliser|gérer|configur/i;
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length && i < 50; i++)
    for (const el of Array.from(roots[i]!.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
  const named = (e: Element) => CONTAINER.test(e.id) || CONTAINER.test(typeof e.className === 'string' ? e.className : '');
  const inTool = (el: Element) => {
    for (let e: Element | null = el, depth = 0; e && depth < 40; depth++) {
      if (named(e)) return true;
      e = e.parentElement ?? ((e.getRootNode() as ShadowRoot).host || null);
    }
    return false;
  };
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const labelOf = (el: Element) => {
    const byIds = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => text(id ? (el.getRootNode() as Document).getElementById?.(id) : null))
      .join(' ');
    const forId = el.id ? text((el.getRootNode() as Document).querySelector?.(`label[for="${CSS.escape(el.id)}"]`)) : '';
    return `${el.getAttribute('aria-label') ?? ''} ${byIds} ${forId} ${text(el.closest('label'))} ${text(el.parentElement?.parentElement)}`;
  };
  let categories = false;
  let preferences = false;
  for (const root of roots) {
    for (const t of Array.from(root.querySelectorAll('input[type=checkbox], [role=switch], [role=checkbox]')))
      if (!categories && inTool(t) && CATEGORY.test(labelOf(t))) categories = true;
    for (const b of Array.from(root.querySelectorAll('button, a, [role=button]')))
      if (!preferences && inTool(b) && PREFERENCES.test(`${b.getAttribute('aria-label') ?? ''} ${text(b)}`)) preferences = true;
  }
  return { categories, preferences };
}
