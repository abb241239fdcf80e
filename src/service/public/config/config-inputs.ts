import type { CachedWebsite } from '../../model/cached-website.ts';
import { cookiesOf } from '../../model/cookies.ts';
import { configBlockingMap } from '../../model/scan-blocking.ts';
import { themeValues } from '../../model/themes.ts';
import type { Queryable } from '../../store/db.ts';
import type { ConfigInputs } from './compose-config.ts';

/** The banner, theme and cookies behind a website's runtime config. */
export async function configInputs(q: Queryable, w: CachedWebsite, appUrl: string): Promise<ConfigInputs> {
  const themeId = w.banner.theme_id;
  const cookies = await cookiesOf(q, w.id);
  return {
    uuid: w.uuid,
    banner: w.banner,
    theme: themeId ? await themeValues(q, w.id, themeId) : null,
    cookies,
    policyUrl: w.published && w.documentUuid ? `${appUrl}/policies/${w.documentUuid}` : null,
    // The blocker's map, composed as the scanner composes it to check what it finds (docs/decisions/blocking.md#the-switch).
    blocking: configBlockingMap(w.banner, w.urls, cookies),
  };
}
