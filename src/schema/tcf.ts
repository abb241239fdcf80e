import { z } from 'zod';

/**
 * Extension of the runtime config: the TCF stub's part (docs/runtime.md#iab-tcf), present on a website with
 * `enable_tcf` on. `applies` is true for a visitor in `eu`: the stub then loads the TCF chunk, which fetches the
 * website's vendors from `list` (a path on the service origin). Elsewhere `__tcfapi` answers `gdprApplies: false`.
 */
export const TcfConfig = z.union([
  z.object({ applies: z.literal(false) }),
  z.object({
    applies: z.literal(true),
    /** The vendor-list answer for the website in the config's language. */
    list: z.string().startsWith('/public/v1/websites/'),
    /** The consent version: a stored TC string of another version is not re-used. */
    version: z.string().min(1),
    /**
     * The first layer's notice as the service's vendor list made it (shared/tcf-notice.ts), in the banner's language
     * and direction, with its "Vendors (N)" link's label (`vendors`): the stub puts both in the banner as it
     * appears, so that the banner does not grow when the chunk has fetched the list. Absent while the service has no
     * vendor list.
     */
    notice: z
      .object({
        text: z.string().min(1),
        lang: z.string().min(1),
        dir: z.enum(['ltr', 'rtl']),
        vendors: z.string().min(1).optional(),
      })
      .optional(),
  }),
]);
export type TcfConfig = z.infer<typeof TcfConfig>;
