// What the embed script (host page) and the policy frame (service origin)
// agree on. Zod-free and tiny: both browser bundles and the service import it.

/** A published policy is served at `{app_url}/policies/{document uuid}`. */
export const POLICY_PATH = '/policies/';
/** The policy page's stylesheet (a file, so that the page's CSP needs no inline style). */
export const POLICY_CSS_PATH = '/policies/policy.css';
/** The policy page's frame script: `dist/policy-frame.min.js`, built from `frame-resizer.ts`. */
export const POLICY_FRAME_SCRIPT_PATH = '/policies/resize.js';

/** Frame → host: `{type, height}`, the document's height in CSS pixels. */
export const MSG_HEIGHT = 'service-embed:height';
/** Frame → host: the document does not exist; the host shows a message instead of the frame. */
export const MSG_MISSING = 'service-embed:missing';
/** Frame → host: the visitor pressed the policy's "Change my choice" button. */
export const MSG_PREFERENCES = 'service-embed:preferences';

/** Attribute on the `<body>` of the service's "no such policy" page. */
export const MISSING_ATTR = 'data-service-embed-missing';

/**
 * Query parameter of the iframe URL: `1` when the host page runs the consent
 * runtime, so the policy offers its "change my choice" control (and otherwise
 * says where the choice is changed).
 */
export const RUNTIME_PARAM = 'runtime';
