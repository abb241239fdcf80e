import { z } from 'zod';
import { ConsentCategory } from './enums.ts';

/**
 * A destination rule: a host, which also covers its subdomains
 * (`google-analytics.com`), or a host and a path prefix
 * (`www.googletagmanager.com/gtag/js`), lower case, no scheme.
 */
export const BlockingRule = z
  .string()
  .min(3)
  .max(253 + 200)
  .regex(/^[a-z0-9.-]+\.[a-z0-9-]+(\/[\w\-.~!$&()*+,;=:@%/]*)?$/, 'a host, optionally followed by a path');

/**
 * Extension (automatic blocking): what a website's page waits for before
 * consent, in the config of a website with blocking on. Per category, the
 * destinations a request must not reach until that category is granted;
 * `essential` lists exceptions that never wait (a tag manager's container
 * under a blocked host). The most specific rule wins. `unknown`: the category
 * third-party destinations no rule names wait for; absent, they load.
 */
export const BlockingRules = z.object({
  rules: z.partialRecord(ConsentCategory, z.array(BlockingRule).max(2000)),
  unknown: ConsentCategory.exclude(['essential']).optional(),
});
export type BlockingRules = z.infer<typeof BlockingRules>;
