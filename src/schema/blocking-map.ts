import { z } from 'zod';

/** A domain (and its subdomains) or a URL rule: `host/path`, `*` one path segment, `?param=prefix`. */
const Target = z.string().min(3).max(253);
// A website's own findings are never dropped: up to two targets for each of its cookies, then the knowledge's URL rules.
const Targets = z.array(Target).max(4000).optional();

/**
 * Extension of the runtime config, present when the website has automatic blocking on
 * (docs/decisions/blocking.md#the-blocking-map): what is held back until consent to each category; `allow`, the
 * more specific hosts under a listed domain that are never held back; `unknown: 'block'` when third parties the
 * map does not know are held back too (until consent to every category).
 */
export const BlockingMap = z.object({
  performance: Targets,
  analytics: Targets,
  advertising: Targets,
  social_networking: Targets,
  allow: Targets,
  unknown: z.literal('block').optional(),
  /**
   * The tracker knowledge (docs/decisions/blocking.md#the-tracker-knowledge): every tracker domain of data/ as an
   * xor filter, its seed and its cells in base64 (src/shared/known-match.ts).
   */
  known: z.tuple([z.number().int().min(0), z.string().max(16_000)]).optional(),
});
export type BlockingMap = z.infer<typeof BlockingMap>;
