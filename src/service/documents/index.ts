// Hosted policy documents: rendered here, served by the service's routes.

export { POLICY_CSS_PATH, POLICY_FRAME_SCRIPT_PATH, POLICY_PATH, RUNTIME_PARAM } from '../../embed/protocol.ts';
export { type CookiePolicyInput, renderCookiePolicy, siteLabel } from './cookie-policy.ts';
export { renderMissingPolicy } from './missing-policy.ts';
export type { PolicyCookie } from './policy-cookie.ts';
export { POLICY_CSS } from './policy-css.ts';
export { renderPolicyVersions } from './policy-versions.ts';
