import { z } from 'zod';
import { CONSENT_METHODS } from '../shared/consent-methods.ts';
import { ConsentCategory, Language, Region } from './enums.ts';
import { LIMITS } from './limits.ts';

export const ConsentMethod = z.enum(CONSENT_METHODS);
export type ConsentMethod = z.infer<typeof ConsentMethod>;

/**
 * What the runtime sends to `POST /public/v1/consents` (as text/plain, so no
 * CORS preflight). `id` is the idempotency key of this one decision; `visitor`
 * is the random id kept in the visitor's consent cookie, linking their decisions.
 */
export const ConsentRecord = z.object({
  id: z.uuid(),
  visitor: z.uuid(),
  website: z.uuid(),
  granted: z
    .array(ConsentCategory)
    .max(5)
    .refine((g) => new Set(g).size === g.length, 'must not name a category twice'),
  method: ConsentMethod,
  region: Region,
  lang: Language,
  version: z.string().min(1).max(64),
  /** Page URL without query string or fragment. */
  url: z
    .url({ protocol: /^https?$/, error: (i) => (i.code === 'invalid_format' ? 'must be an http or https URL' : undefined) })
    .max(LIMITS.url),
  /** When the visitor decided (ISO 8601); the service also keeps its own receipt time and checks this against it. */
  at: z.iso.datetime(),
  /** What was shown: the display style, or `none` for decisions without a banner (GPC, API, implied). */
  shown: z.enum(['stretch', 'banner', 'tooltip', 'modal', 'preferences', 'none']),
  /**
   * The banner revision the decision was made under, as the service served it beside the config (docs/proof.md):
   * the service accepts only one it served for the website. Absent from older runtimes' records (then inferred).
   */
  banner_revision: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be a banner revision id (64 lowercase hex digits)')
    .optional(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;
