import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { fill } from '../../shared/fill.ts';
import { liveVendors, type TcfChoice } from './encode.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';
import { LIGHT_LAYER } from './layer-theme.ts';
import { lockScroll } from './scroll-lock.ts';

type Child = Node | string | null | false | undefined;
type Declared = { id: number; name: string; description: string; illustrations?: string[] };
type Days = Record<string, number>;
type Vendor = VendorListAnswer['vendors'][string] & {
  dataRetention?: { stdRetention?: number; purposes?: Days; specialPurposes?: Days };
  dataDeclaration?: number[];
  urls?: { langId?: string; privacy?: string }[];
};

function el(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const e = document.createElement(tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]!);
  for (const c of children) if (c) e.append(c);
  return e;
}

/** A native checkbox with its label: keyboard and screen readers as the platform gives them. */
function check(label: string, on: boolean, set: (on: boolean) => void): HTMLElement {
  const input = el('input', { type: 'checkbox' }) as HTMLInputElement;
  input.checked = on;
  input.onchange = () => set(input.checked);
  return el('label', { class: 'ck' }, input, label);
}

const toggler = (s: Set<number>, id: number) => (on: boolean) => (on ? s.add(id) : s.delete(id));
const names = (ids: readonly number[], from: Record<string, Declared> | undefined) =>
  ids
    .map((id) => from && from[id] && from[id]!.name)
    .filter(Boolean)
    .join('; ');
/** Strings only: what `standardTexts` holds is taken as one text or a list (docs/decisions/tcf.md). */
const texts = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
/**
 * A vendor's privacy policy in the list's language (the IAB's `pt-br` also takes a vendor's `pt`), else its first;
 * http(s) only.
 */
const privacyUrl = (v: Vendor, lang: string) => {
  const urls = v.urls || [];
  const base = (id: unknown) => String(id).toLowerCase().split('-')[0];
  const u = (urls.find((x) => x.langId === lang) || urls.find((x) => base(x.langId) === base(lang)) || urls[0] || {}).privacy;
  return u && /^https?:\/\//.test(u) ? u : undefined;
};

/** Drawn with the properties set on the host: the banner's theme when it reads, else `LIGHT_LAYER` (layer-theme.ts). */
const CSS = `.bd{position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483647;display:flex;align-items:center;justify-content:center;font:15px/1.45 var(--font);color:var(--fg)}
.dl{background:var(--bg);width:min(100vw,44rem);max-height:100vh;display:flex;flex-direction:column;box-sizing:border-box;border-radius:var(--radius)}
.hd,.ft{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid var(--line)}
.ft{border:0;border-top:1px solid var(--line);justify-content:flex-end}
.by{overflow:auto;overscroll-behavior:contain;padding:0 16px 12px}
h2{font-size:1.2em;margin:0}h3{font-size:1.05em;margin:16px 0 4px}h4{font-size:1em;margin:8px 0 2px}
ul{list-style:none;margin:0;padding:0}li{border-bottom:1px solid var(--line);padding:4px 0 8px}p{margin:4px 0}
.ck{display:flex;gap:8px;align-items:center;margin:4px 0;min-height:24px}
input{width:20px;height:20px;margin:0;accent-color:var(--btn)}
button{font:inherit;min-height:44px;min-width:44px;padding:8px 16px;border-radius:6px;border:2px solid var(--btn);background:var(--btn);color:var(--btn-fg);cursor:pointer}
.x{background:var(--bg);color:var(--fg);border-color:var(--fg)}
summary{cursor:pointer;font-weight:600;min-height:24px}a{color:var(--link)}.il{font-style:italic}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}`;

/**
 * The vendor layer of the preference centre (Policy 5.0.b): the purposes, special purposes, features and special
 * features with the IAB's texts as the vendor-list answer gives them (and its `standardTexts` explanations), consent
 * and the right to object to legitimate interest per purpose and per vendor, and each vendor's purposes, retention
 * and data categories. A modal dialog of its own (its own host and shadow root, so the runtime's re-renders never
 * touch it); `onSave` gets the choice, `onClose` runs however it closes. `theme`: the banner's (layer-theme.ts), the
 * layer's own light one without. The page behind does not scroll while it is open.
 */
export function openVendorLayer(
  list: VendorListAnswer,
  initial: TcfChoice,
  onSave: (c: TcfChoice) => void,
  onClose: () => void,
  nonce?: string,
  theme?: Record<string, string> | null,
) {
  const labels = labelsOf(list);
  const purposeConsents = new Set(initial.purposeConsents);
  const purposeObjections = new Set(initial.purposeObjections);
  const specialFeatureOptIns = new Set(initial.specialFeatureOptIns);
  const vendorConsents = new Set(initial.vendorConsents);
  const vendorObjections = new Set(initial.vendorObjections);
  let google = initial.googleAtpConsents.length > 0;
  const vendors = liveVendors(list) as Vendor[];
  const declared = (pick: (v: Vendor) => number[]) => new Set(vendors.flatMap(pick));
  const asConsent = declared((v) => [...v.purposes, ...v.flexiblePurposes]);
  const asInterest = declared((v) => [...v.legIntPurposes, ...v.flexiblePurposes]);
  const standard = (list.standardTexts || {}) as Record<string, unknown>;
  /**
   * The `standardTexts` explanation of a kind (`features`…): one text or a list shown under its heading, or texts
   * by id, each shown with its declaration.
   */
  const explain = (kind: string, id?: number) => {
    const v = standard[kind];
    const byId = v && typeof v === 'object' && !Array.isArray(v);
    return texts(byId ? id && (v as Record<string, unknown>)[id] : !id && v).map((t) => el('p', {}, t));
  };

  const section = (title: string, kind: string, items: Child[]) =>
    el('section', {}, el('h3', {}, title), ...explain(kind), el('ul', {}, ...items.map((i) => i && el('li', {}, i))));
  const attrs = langAttrs(list);
  // The IAB's texts marked in their own language where it is not the labels' (English for a `ja` visitor).
  const iab: Record<string, string> = attrs.lang === list.language ? {} : { lang: list.language };
  /** A purpose, special purpose, feature or special feature: the IAB's name, description, illustrations. */
  const declaration = (kind: string, d: Declared, ...controls: Child[]) =>
    el(
      'div',
      iab,
      el('h4', {}, d.name),
      el('p', {}, d.description),
      ...(d.illustrations || []).map((t) => el('p', { class: 'il' }, t)),
      ...explain(kind, d.id),
      ...controls,
    );

  const host = el('div', { 'data-service-consent-tcf': '', ...attrs });
  const drawn = theme || LIGHT_LAYER;
  for (const k in drawn) host.style.setProperty(k, drawn[k]!);
  const root = host.attachShadow({ mode: 'open' });
  const unlock = lockScroll();
  const close = () => {
    host.remove();
    unlock();
    onClose();
  };
  const save = el('button', {}, labels.save);
  save.onclick = () => {
    onSave({
      purposeConsents: [...purposeConsents],
      purposeObjections: [...purposeObjections],
      specialFeatureOptIns: [...specialFeatureOptIns],
      vendorConsents: [...vendorConsents],
      vendorObjections: [...vendorObjections],
      googleAtpConsents: google ? list.googleAtpIds : [],
    });
    close();
  };
  const x = el('button', { class: 'x', 'aria-label': labels.close }, '×');
  x.onclick = close;

  const body = el(
    'div',
    { class: 'by' },
    section(
      labels.purposes,
      'purposes',
      Object.values(list.purposes).map((p) =>
        declaration(
          'purposes',
          p,
          asConsent.has(p.id) && check(labels.consent, purposeConsents.has(p.id), toggler(purposeConsents, p.id)),
          asInterest.has(p.id) && check(labels.object, purposeObjections.has(p.id), toggler(purposeObjections, p.id)),
        ),
      ),
    ),
    section(
      labels.specialPurposes,
      'specialPurposes',
      Object.values(list.specialPurposes).map((p) => declaration('specialPurposes', p)),
    ),
    section(
      labels.features,
      'features',
      Object.values(list.features).map((p) => declaration('features', p)),
    ),
    section(
      labels.specialFeatures,
      'specialFeatures',
      Object.values(list.specialFeatures).map((p) =>
        declaration(
          'specialFeatures',
          p,
          check(labels.consent, specialFeatureOptIns.has(p.id), toggler(specialFeatureOptIns, p.id)),
        ),
      ),
    ),
    section(
      fill(labels.vendors, 'count', vendors.length),
      '',
      vendors.map((v) => {
        const line = (label: string, text: string) => text && el('p', {}, `${label}: ${text}`);
        const url = privacyUrl(v, list.language);
        const kept = v.dataRetention || {};
        /**
         * Retention per purpose and special purpose (GVL v3 `dataRetention`): `stdRetention` for all, then one line
         * per other period naming the purposes kept that long.
         */
        const retention = (days: Days | undefined, from: Record<string, Declared>) =>
          Object.keys(days || {})
            .filter((id) => from[id] && typeof days![id] === 'number' && days![id] !== kept.stdRetention)
            .map((id) => line(fill(labels.retention, 'days', days![id]!), from[id]!.name));
        return el(
          'details',
          {},
          el('summary', {}, v.name),
          v.purposes.length + v.flexiblePurposes.length > 0 &&
            check(labels.consent, vendorConsents.has(v.id), toggler(vendorConsents, v.id)),
          v.legIntPurposes.length + v.flexiblePurposes.length > 0 &&
            check(labels.object, vendorObjections.has(v.id), toggler(vendorObjections, v.id)),
          line(labels.consent, names([...v.purposes, ...v.flexiblePurposes], list.purposes)),
          line(labels.legitimateInterest, names(v.legIntPurposes, list.purposes)),
          line(labels.specialPurposes, names(v.specialPurposes, list.specialPurposes)),
          line(labels.features, names(v.features, list.features)),
          line(labels.specialFeatures, names(v.specialFeatures, list.specialFeatures)),
          typeof kept.stdRetention === 'number' && el('p', {}, fill(labels.retention, 'days', kept.stdRetention)),
          ...retention(kept.purposes, list.purposes),
          ...retention(kept.specialPurposes, list.specialPurposes),
          line(labels.dataCategories, names(v.dataDeclaration || [], list.dataCategories as Record<string, Declared>)),
          url && el('p', {}, el('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, labels.privacy)),
        );
      }),
    ),
    list.googleAtpIds.length > 0 &&
      check(fill(labels.google, 'count', list.googleAtpIds.length), google, (on) => {
        google = on;
      }),
  );
  const dialog = el(
    'div',
    { class: 'dl', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'tcf-t', tabindex: '-1' },
    el('div', { class: 'hd' }, el('h2', { id: 'tcf-t' }, labels.title), x),
    body,
    el('div', { class: 'ft' }, save),
  );
  // Escape closes without saving; Tab stays inside the dialog.
  dialog.onkeydown = (e) => {
    if (e.key === 'Escape') return e.stopPropagation(), close();
    if (e.key !== 'Tab') return;
    const all = [...dialog.querySelectorAll<HTMLElement>('button,input,summary,a[href]')];
    const first = all[0]!;
    const last = all[all.length - 1]!;
    const at = root.activeElement;
    if (e.shiftKey ? at === first : at === last) {
      e.preventDefault();
      (e.shiftKey ? last : first).focus();
    }
  };
  const style = el('style', nonce ? { nonce } : {}, CSS);
  root.append(style, el('div', { class: 'bd' }, dialog));
  document.documentElement.append(host);
  dialog.focus();
  return close;
}
