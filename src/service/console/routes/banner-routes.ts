import { Hono } from 'hono';
import { BANNER_READ_ONLY, BannerUpdate } from '../../../schema/banner.ts';
import { DEFAULT_THEMES, Region, SIZES } from '../../../schema/enums.ts';
import { ThemeCreate } from '../../../schema/theme.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { ALLOWED_POSITIONS, DISPLAY_STYLES } from '../../../shared/positions.ts';
import { REGIONS } from '../../../shared/regions.ts';
import { entry, isObject, parseItem, type ValidationEntry, withoutReadOnly } from '../../api/items.ts';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { readBannerDesign, saveBannerDesign } from '../../model/banner-design.ts';
import { searchVendors, vendorListState, vendorNames } from '../../model/vendor-search.ts';
import { findWebsite } from '../../model/websites.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { bannerPreviewPage } from './banner-preview-page.ts';
import { refusedBody } from './refused-body.ts';

/** The lists the screen offers its choices from, so that a new language or preset needs no edit of the page. */
const CHOICES = {
  languages: LANGUAGES,
  regions: REGIONS,
  default_themes: DEFAULT_THEMES,
  display_styles: DISPLAY_STYLES,
  positions: ALLOWED_POSITIONS,
  sizes: SIZES,
};

const VENDOR_PAGE = 20;

/** The entries of a refusal under their part of the body (`banner.position`, `theme.color`), as the page places them. */
const under = (part: string, errors: ValidationEntry[]) => errors.map((e) => entry(`${part}.${e.field}`, e.message, e[e.field]));

/**
 * The banner screen: GET /banner (the banner, its custom theme, its warnings, the choices and the TCF state),
 * PUT /banner (the banner and its theme, saved together through the same schemas and model as /v1), GET
 * /tcf-vendors (the stored vendor list searched, paged) and GET /banner/preview (the live preview's page).
 */
export function bannerScreenRoutes(ctx: ServiceContext) {
  const r = new Hono<ConsoleEnv>();
  const origin = new URL(ctx.settings.appUrl).origin;

  const design = async (account: string, website: string) => {
    const d = await readBannerDesign(ctx.db, account, website);
    if (!d) throw hiddenAsMissing();
    return d;
  };

  r.get('/banner', async (c) => {
    const { banner, theme } = await design(c.get('member').accountId, c.req.param('website')!);
    const tcf = { ...(await vendorListState(ctx.db)), vendors: await vendorNames(ctx.db, banner.tcf_vendors) };
    return c.json({ banner, theme, warnings: banner.warnings, choices: CHOICES, tcf });
  });

  r.put('/banner', async (c) => {
    const account = c.get('member').accountId;
    const website = c.req.param('website')!;
    const body: unknown = await c.req.json().catch(() => null);
    if (!isObject(body) || !isObject(body.banner) || !(body.theme === null || isObject(body.theme)))
      return refusedBody(c, [entry('_', 'must be {"banner": {…}, "theme": {…} or null}')]);
    // Who the banner belongs to comes from the session and the path, never from the body.
    const sent = withoutReadOnly(body.banner, [...BANNER_READ_ONLY, 'id', 'website_id', 'account_id', 'theme_id']);
    const banner = parseItem(BannerUpdate, { ...sent, account_id: account, id: website });
    const theme = body.theme && parseItem(ThemeCreate, { ...body.theme, account_id: account, website_id: website });
    const errors = [
      ...(banner.ok ? [] : under('banner', banner.errors)),
      ...(theme && !theme.ok ? under('theme', theme.errors) : []),
    ];
    if (!banner.ok || (theme && !theme.ok)) return refusedBody(c, errors);
    const saved = await saveBannerDesign(ctx.db, account, website, banner.value, theme ? theme.value : null);
    if (!saved) throw hiddenAsMissing();
    if ('errors' in saved)
      return refusedBody(
        c,
        saved.errors.map((p) => entry(p.field, p.message, p.code)),
      );
    return c.json({ banner: saved.banner, theme: saved.theme, warnings: saved.banner.warnings });
  });

  r.get('/tcf-vendors', async (c) => {
    const cursor = c.req.query('cursor') ?? '';
    if (cursor && !/^\d{1,5}$/.test(cursor)) throw new RequestError(400, 'invalid_parameter', 'cursor is not one of this list');
    const text = (c.req.query('q') ?? '').slice(0, 100);
    const page = await searchVendors(ctx.db, text, Number(cursor || 0), VENDOR_PAGE);
    return c.json({ results: page.results, next: page.next === null ? null : String(page.next) });
  });

  r.get('/banner/preview', async (c) => {
    const account = c.get('member').accountId;
    const website = await findWebsite(ctx.db, account, c.req.param('website')!);
    if (!website) throw hiddenAsMissing();
    const { banner } = await design(account, website.id);
    const region = Region.safeParse(c.req.query('region')).data ?? 'eu';
    const asked = c.req.query('lang') ?? 'en';
    const lang = banner.selected_languages.includes(asked as never) ? asked : 'en';
    const page = bannerPreviewPage({
      origin,
      uuid: website.uuid,
      region,
      lang,
      preferences: c.req.query('view') === 'preferences',
    });
    c.header('Content-Security-Policy', page.csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(page.html);
  });

  return r;
}
