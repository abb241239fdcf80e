import { z } from 'zod';
import { Cookie } from './cookie.ts';
import { ScanStatus } from './enums.ts';

/** A scan report (spec: Scan report). Cookies carry both `lifetime` and the shape's `expire`. */
export const ScanReport = z.object({
  id: z.string(),
  account_id: z.string(),
  website_id: z.string(),
  cookies: z.array(Cookie.extend({ expire: z.string().nullable() })),
  pages: z.string(),
  scan_failure_message: z.string().nullable(),
  scan_type: z.enum(['all_pages', 'one_page']),
  scanned_domains: z.array(z.string()),
  status: ScanStatus,
  compliant_adequate_countries: z.enum(['true', 'false']),
  compliant_disclose_cookie: z.enum(['true', 'false']),
  detected_consent_banner: z.boolean(),
  detected_cookie_category: z.boolean(),
  detected_cookie_preference: z.boolean(),
});
export type ScanReport = z.infer<typeof ScanReport>;
