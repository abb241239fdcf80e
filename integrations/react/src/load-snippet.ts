/**
 * Adds the website's snippet (docs/runtime.md, "Snippet") unless the page has
 * the runtime already: its API (loaded, or the stub of a snippet that is still
 * loading) or a script tag of it. Call it before anything puts the stub in place.
 */
export function loadSnippet(uuid: string, origin: string, nonce?: string): void {
  if ('ServiceConsent' in window || document.querySelector('script[data-website-uuid]')) return;
  const script = document.createElement('script');
  script.src = `${origin}/c/${encodeURIComponent(uuid)}.js`;
  script.setAttribute('data-website-uuid', uuid);
  // The runtime copies its own nonce to the scripts it re-creates: a CSP with nonces allows them.
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
}
