// Plain data, no zod: the policy generator and the model that feeds it both name these.

/**
 * What makes a provider's transfer of personal data out of the EEA lawful, as
 * the cookie policy states it per provider (docs/decisions/policies.md#per-provider-table):
 * `eea` no transfer; `adequate` an adequacy decision (GDPR Art. 45); `dpf` the
 * EU-US Data Privacy Framework (a US recipient certified under it); `none` no
 * adequacy decision is known to cover it; `unknown` its country is not known.
 */
export const TRANSFER_SAFEGUARDS = ['eea', 'adequate', 'dpf', 'none', 'unknown'] as const;
export type TransferSafeguard = (typeof TRANSFER_SAFEGUARDS)[number];
