import type { Language, Region } from '../../../schema/enums.ts';
import { CookiesAnswer, type RuntimeConfig } from '../../../schema/runtime-config.ts';
import type { TcfConfig } from '../../../schema/tcf.ts';
import { VendorListAnswer } from '../../../schema/vendor-list.ts';
import { cookiesPath } from '../../../shared/cookies-path.ts';
import { iabLanguage } from '../../../shared/iab-languages.ts';
import { noticeText, vendorsLinkLabel } from '../../../shared/tcf-notice.ts';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import type { CachedWebsite } from '../../model/cached-website.ts';
import { modesOf, rememberConsentVersion } from '../../model/consent-versions.ts';
import { storedVendorList } from '../../tcf/stored-vendor-list.ts';
import { bannerTexts, languageDir } from '../../texts/index.ts';
import { encodeFile, type StaticFile, sizeOf } from '../http/static-files.ts';
import { firstViewScript, type Runtime } from '../scripts/first-view-script.ts';
import { keepBannerRevision } from './banner-revision.ts';
import { ByteLru } from './byte-lru.ts';
import { composeConfig, configCategories } from './compose-config.ts';
import { withinCeiling } from './config-ceiling.ts';
import { configInputs } from './config-inputs.ts';
import { firstViewConfig, onDemandTexts } from './first-view-config.ts';
import { websiteVendorList } from './website-vendor-list.ts';

/** One website's config for one language and region, as served, with its encoded answer. */
export interface Composed {
  config: RuntimeConfig;
  /** The config endpoint's answer, compressed. */
  json: StaticFile;
  /** The banner revision this config is (docs/proof.md#banner-revisions), served beside it; null without a built runtime. */
  revision: string | null;
}

/**
 * The answers made from a website's stored data, each made once per website revision. Each method's `iab` is the
 * IAB language of the visitor's TCF texts (shared/iab-languages.ts), `lang` itself but for Portuguese (`pt-br`,
 * `pt-pt`) and Chinese (`zh-hant`, `zh`), by default as a visitor with no preference gets it: it names the vendor
 * list the TCF part asks for and its notice's language.
 */
export interface ComposedConfigs {
  config(w: CachedWebsite, lang: Language, region: Region | null, iab?: string): Promise<Composed>;
  /**
   * The first-view script: `runtime` with that config inlined. A QA region preview's (`preview`) goes without the
   * page-wide pieces, blocker and UET, which the visitor's own first-view script ran already (docs/runtime.md#qa-region-preview).
   */
  script(
    w: CachedWebsite,
    lang: Language,
    region: Region | null,
    runtime: Runtime,
    preview?: boolean,
    iab?: string,
  ): Promise<StaticFile>;
  /** `script` when it is made for the website's current revision, without making it: else null. */
  scriptIfMade(w: CachedWebsite, lang: Language, region: Region | null, runtime: Runtime, iab?: string): StaticFile | null;
  /** The cookies answer (`CookiesAnswer`) in `lang`, with the texts a first-view script leaves out. */
  cookies(w: CachedWebsite, lang: Language): Promise<StaticFile>;
  /** The vendor list answer (`VendorListAnswer`) in `lang`, the IAB's texts in `iab`: the website's TCF vendors only. */
  vendorList(w: CachedWebsite, lang: Language, iab?: string): Promise<StaticFile>;
}

/** Where a config over its ceiling sends the preference centre; `r` makes each revision its own URL. */
const revisionCookiesPath = (uuid: string, lang: Language, revision: string) =>
  `${cookiesPath(uuid, lang)}&r=${encodeURIComponent(revision)}`;

type TcfNotice = NonNullable<Extract<TcfConfig, { applies: true }>['notice']>;

const JSON_TYPE = 'application/json; charset=utf-8';
/** A cache key's language: `lang`, and the IAB's where it differs (pt/pt-br). */
const variant = (lang: Language, iab: string) => (iab === lang ? lang : `${lang}/${iab}`);
const JS_TYPE = 'text/javascript; charset=utf-8';

/**
 * The answers made from stored data, kept in memory by website, language,
 * region (and runtime version for scripts) until the website's revision
 * changes: the database is read only after a change, and each body is
 * compressed once, off the event loop (static-files.ts `encodeFile`). Kept
 * within `maxBytes` (`COMPOSED_CACHE_MB`), least recently used out; requests
 * that arrive while an answer is being made wait for that one.
 */
export function composedConfigs(ctx: ServiceContext, maxBytes: number, runtimeHash: string | null = null): ComposedConfigs {
  const kept = new ByteLru<string, { revision: string; value: unknown }>(maxBytes);
  const stored = storedVendorList(ctx.db);
  const making = new Map<string, Promise<unknown>>();

  const made = <T>(key: string, revision: string): T | null => {
    const hit = kept.get(key);
    return hit && hit.revision === revision ? (hit.value as T) : null;
  };
  const once = <T>(key: string, revision: string, make: () => Promise<T>, bytes: (v: T) => number): Promise<T> => {
    const hit = made<T>(key, revision);
    if (hit) return Promise.resolve(hit);
    const id = `${key}@${revision}`;
    let p = making.get(id) as Promise<T> | undefined;
    if (!p) {
      p = make()
        .then((value) => {
          kept.set(key, { revision, value }, bytes(value));
          return value;
        })
        .finally(() => making.delete(id));
      making.set(id, p);
    }
    return p;
  };

  /**
   * The first layer's TCF notice for the first-view script (schema/tcf.ts `notice`), from the vendor list as the
   * service has it now: kept with the config until the website changes, so a refreshed list can make it stale for a
   * while, which the TCF chunk corrects in the page from the list it fetches (runtime/tcf/first-layer.ts). None
   * without a list or when it cannot be read: the chunk adds it then, and the first view never fails for it.
   */
  const firstLayerNotice = async (w: CachedWebsite, lang: Language, iab: string): Promise<{ notice?: TcfNotice }> => {
    const tcf = ctx.settings.tcf;
    if (!tcf) return {};
    try {
      const [list, translation] = await Promise.all([stored.list(), stored.translation(iab)]);
      if (!list.body) return {};
      const answer = websiteVendorList(w, lang, iab, list.body, translation.body, tcf);
      const text = noticeText(answer, answer.labels.notice);
      return { notice: { text, lang, dir: languageDir(lang), vendors: vendorsLinkLabel(answer, answer.labels.vendors) } };
    } catch {
      return {};
    }
  };

  const config = (w: CachedWebsite, lang: Language, region: Region | null, iab = iabLanguage(lang, [])) =>
    once(
      `${w.uuid}|${variant(lang, iab)}|${region ?? ''}`,
      w.revision,
      async (): Promise<Composed> => {
        const inputs = await configInputs(ctx.db, w, ctx.settings.appUrl);
        const composed = composeConfig({ ...inputs, cmpId: ctx.settings.tcf?.cmpId, tcfLanguage: iab }, lang, region);
        // Before any visitor has it: a record may name only a version the website has had.
        await rememberConsentVersion(ctx.db, w.id, composed.version, modesOf(inputs.banner.regions));
        const url = ctx.settings.appUrl + revisionCookiesPath(w.uuid, lang, w.revision);
        // GPP and TCF are first-view pieces: the config endpoint's runtime (the older snippet) has no use for them.
        const { gpp, tcf, ...fetched } = composed;
        const served = withinCeiling(fetched, JSON.stringify(fetched), url);
        // Kept before any visitor has it, as the consent version: a record is attributed to a revision served before
        // it. The revision is the config as the config endpoint serves it (GPP's strings and TCF's part, first-view pieces, aside).
        const bannerRevision =
          runtimeHash &&
          (await keepBannerRevision(ctx.db, {
            screenshots: ctx.settings.bannerScreenshots !== false ? ctx.dueJobs : null,
            websiteId: w.id,
            websiteUuid: w.uuid,
            lang,
            region,
            config: served,
            runtimeHash,
          }));
        const config = {
          ...served.config,
          ...(gpp ? { gpp } : {}),
          ...(tcf ? { tcf: tcf.applies ? { ...tcf, ...(await firstLayerNotice(w, lang, iab)) } : tcf } : {}),
        };
        return { config, json: await encodeFile(JSON_TYPE, served.json), revision: bannerRevision };
      },
      // The parsed config costs about twice its JSON (strings are UTF-16).
      (c) => sizeOf(c.json) + 2 * c.json.raw.length,
    );

  const scriptKey = (w: CachedWebsite, lang: Language, region: Region | null, runtime: Runtime, iab: string) =>
    `${w.uuid}|${variant(lang, iab)}|${region ?? ''}|${runtime.version}`;

  return {
    config,
    scriptIfMade: (w, lang, region, runtime, iab = iabLanguage(lang, [])) =>
      made(scriptKey(w, lang, region, runtime, iab), w.revision),
    script: (w, lang, region, runtime, preview = false, iab = iabLanguage(lang, [])) =>
      once(
        scriptKey(w, lang, region, runtime, iab) + (preview ? '|preview' : ''),
        w.revision,
        async () => {
          const composed = await config(w, lang, region, iab);
          const inlined = firstViewConfig(composed.config);
          if (preview) {
            delete inlined.blocking;
            delete inlined.uet;
            delete inlined.shopify;
            delete inlined.vendors;
          }
          return encodeFile(JS_TYPE, firstViewScript(runtime, inlined, composed.revision));
        },
        sizeOf,
      ),
    cookies: (w, lang) =>
      once(
        `${w.uuid}|${lang}|cookies`,
        w.revision,
        async () => {
          const { cookies, banner } = await configInputs(ctx.db, w, ctx.settings.appUrl);
          // Parsed, as the config is: a bug here must fail in the service, not in a visitor's preference centre.
          const answer = CookiesAnswer.parse({
            lang,
            categories: configCategories(cookies, lang),
            texts: onDemandTexts(bannerTexts(lang, banner)),
          });
          return encodeFile(JSON_TYPE, JSON.stringify(answer));
        },
        sizeOf,
      ),
    async vendorList(w, lang, iab = iabLanguage(lang, [])) {
      const tcf = ctx.settings.tcf;
      if (!tcf)
        throw new RequestError(
          404,
          'tcf_not_configured',
          'this service serves no IAB vendor list (TCF_VENDOR_LIST_URL is not set)',
        );
      if (!Object.values(w.banner.regions).some((r) => r?.enable_tcf))
        throw new RequestError(404, 'tcf_not_enabled', 'this website has enable_tcf off in every region');
      const [list, translation] = await Promise.all([stored.list(), stored.translation(iab)]);
      if (!list.body)
        throw new RequestError(
          503,
          'vendor_list_unavailable',
          'the IAB vendor list has not been fetched yet; retry in a minute',
          {
            'Retry-After': '60',
          },
        );
      const body = list.body;
      return once(
        `${w.uuid}|${variant(lang, iab)}|vendor-list`,
        `${w.revision}|${list.stamp}|${translation.stamp}`,
        // Parsed, as the config is: a bug here fails in the service, never in a visitor's browser.
        async () =>
          encodeFile(
            JSON_TYPE,
            JSON.stringify(VendorListAnswer.parse(websiteVendorList(w, lang, iab, body, translation.body, tcf))),
          ),
        sizeOf,
      );
    },
  };
}
