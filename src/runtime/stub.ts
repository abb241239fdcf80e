/**
 * The queue stub, for pages that call the API before the runtime has loaded
 * (the runtime loaded async, from a tag manager, or code above the snippet).
 * It stores each call's `arguments`; the runtime replays them in order
 * (src/runtime/api.ts). docs/runtime.md shows it inside a <script> tag.
 */
export const API_STUB =
  'window.ServiceConsent=window.ServiceConsent||function(){(ServiceConsent.q=ServiceConsent.q||[]).push(arguments)};';
