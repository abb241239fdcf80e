import { z } from 'zod';
import { GPP_SECTIONS } from '../shared/gpp-sections.ts';

const { us, california } = GPP_SECTIONS;

/** A GPP field's value as the CMP API returns it: Int and Boolean fields, and N-Bitfields as arrays of Int. */
const FieldValue = z.union([z.number().int(), z.boolean(), z.array(z.number().int())]);

/** One sub-section of a parsed GPP section (the core, then the GPC sub-section), field names as the section's spec spells them. */
export const GppSubsection = z.record(z.string().regex(/^[A-Z]\w*$/), FieldValue);
export type GppSubsection = z.infer<typeof GppSubsection>;

/** A visitor's GPP string and the section it carries, parsed as `getSection` returns it. */
export const GppState = z.object({
  string: z.string().regex(/^[\w.~-]+$/),
  parsed: z.array(GppSubsection).min(1),
});
export type GppState = z.infer<typeof GppState>;

/**
 * Extension of the runtime config: the GPP stub's part (docs/runtime.md#global-privacy-platform-gpp), present for a
 * visitor in `us` or `california` on a website with `global_privacy_platform` on. The service encodes every state
 * the page view can reach with the IAB's library (docs/decisions/gpp.md#the-service-encodes); the stub picks one.
 */
export const GppConfig = z.object({
  /** PingReturn's cmpId: the operator's IAB CMP id (TCF_CMP_ID), else 1, the spec's value for a creator without one. */
  cmp_id: z.number().int().min(0),
  section_id: z.literal([us.id, california.id]),
  api: z.enum([us.api, california.api]),
  /** By `gppStateIndex(gpc, advertising)`: no GPC opted out, no GPC not opted out, GPC opted out, GPC not opted out. */
  states: z.array(GppState).length(4),
});
export type GppConfig = z.infer<typeof GppConfig>;
