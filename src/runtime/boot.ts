import type { Region } from '../schema/enums.ts';
import { REGIONS } from '../shared/regions.ts';
import type { CookieOptions } from '../shared/storage-names.ts';
import { UUID } from '../shared/uuid.ts';

// The page view's first stage: it imports only shared/ and schema/, nothing of the later stages (lint holds it).

/** What the snippet's `<script>` tells the runtime (docs/runtime.md: "Snippet"). */
export interface Snippet {
  uuid: string;
  /** The service: the origin the script itself was loaded from. */
  origin: string;
  /** QA overrides: URL parameter `service_region` / `service_lang` over `data-region` / `data-lang`. */
  region?: Region;
  /**
   * The URL parameter `service_region` alone, unless this script is the service's preview for it: the region whose
   * first view the service is asked to build (docs/runtime.md#qa-region-preview).
   */
  preview?: Region;
  lang?: string;
  /** `data-cookie-domain` and `data-cookie-days`: share the choice across subdomains, keep it fewer days than 13 months. */
  cookie: CookieOptions;
  /** The script's CSP nonce, for the UI's style fallback and re-created gated scripts. */
  nonce?: string;
  /** The snippet's `<script>` itself (the first-view script hands a QA language over with its attributes). */
  scriptTag: HTMLScriptElement;
}

/** A QA override (`service_region` URL parameter or `data-region`) when it names a region. */
const asRegion = (v: string | null | undefined): Region | undefined =>
  v && (REGIONS as readonly string[]).includes(v) ? (v as Region) : undefined;

/** The snippet's settings of the script running now, or null when it carries no usable website uuid. */
export const ownSnippet = (): Snippet | null => readSnippet(document.currentScript as HTMLScriptElement | null, location.search);

/** The snippet's settings, or null when the script carries no usable website uuid (then the runtime does nothing). */
export function readSnippet(script: HTMLScriptElement | null, search: string): Snippet | null {
  // `currentScript` is null when a tag manager injects the script from a callback: find the snippet by its attribute.
  // A script injected by URL alone (GTM's `injectScript` sets no attribute) names its website in its path, /c/{uuid}.js.
  const el =
    script && script.hasAttribute('data-website-uuid')
      ? script
      : document.querySelector<HTMLScriptElement>('script[data-website-uuid]') || script;
  if (!el) return null;
  const uuid =
    el.getAttribute('data-website-uuid') || /\/c\/([^/]+)\.js$/.exec(new URL(el.src, location.href).pathname)?.[1] || '';
  if (!UUID.test(uuid)) return null;
  const params = new URLSearchParams(search);
  const asked = asRegion(params.get('service_region'));
  const attr = (name: string) => el.getAttribute('data-' + name) || undefined;
  const domain = attr('cookie-domain');
  const days = Number(attr('cookie-days'));
  return {
    uuid: uuid.toLowerCase(),
    origin: new URL(el.src, location.href).origin,
    region: asked || asRegion(attr('region')),
    // The preview's own script asks for nothing more, even when an answer in between ignored the parameter.
    preview: /service_region/.test(el.src) ? undefined : asked,
    lang: params.get('service_lang') || attr('lang'),
    cookie: {
      // Only a host name may reach the cookie's attributes.
      domain: domain && /^\.?[a-z0-9.-]+$/i.test(domain) ? domain : undefined,
      days: days > 0 ? days : undefined,
    },
    // Browsers hide the attribute once parsed (the property keeps it); the attribute serves where they do not.
    nonce: el.nonce || el.getAttribute('nonce') || undefined,
    scriptTag: el,
  };
}
