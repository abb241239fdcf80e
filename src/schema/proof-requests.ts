import { z } from 'zod';

/** One export of the consent log: a visitor's records or one record (docs/decisions/partner-api.md#consent-proofs). */
export const ProofCriterion = z
  .strictObject({
    account_id: z.string(),
    website_id: z.string().min(1),
    visitor: z.uuid().optional(),
    record_id: z.uuid().optional(),
  })
  .refine((k) => (k.visitor === undefined) !== (k.record_id === undefined), 'name either a visitor or a record_id');

/** Erasure of one visitor's records of one website. */
export const EraseItem = z.strictObject({ account_id: z.string().min(1), website_id: z.string().min(1), visitor: z.uuid() });
