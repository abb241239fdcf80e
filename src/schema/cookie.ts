import { z } from 'zod';
import { CookieCategoryWire, TrackerType } from './enums.ts';

/** A cookie as the partner API returns it (spec: Cookie). */
export const Cookie = z.object({
  account_id: z.string(),
  website_id: z.string(),
  id: z.string(),
  name: z.string().nullable(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  value: z.string().nullable(),
  category: CookieCategoryWire.nullable(),
  country: z.string().nullable(),
  de: z.string().nullable(),
  en_uk: z.string().nullable(),
  en_us: z.string().nullable(),
  fr: z.string().nullable(),
  initiator: z.string().nullable(),
  service: z.string().nullable(),
  service_policy_link: z.string().nullable(),
  source: z.string().nullable(),
  tracker_type: TrackerType.nullable(),
  /** Seconds before the browser deletes the cookie, as a string (spec). */
  lifetime: z.string().nullable(),
  new: z.boolean(),
  party_provider_type: z.string().nullable(),
});
export type Cookie = z.infer<typeof Cookie>;
