// Custom texts (banner extension `custom_texts`) through /v1, into the config, the first-view script, the cookies
// answer and the banner revision a consent record names.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookiesAnswer, FirstViewConfig, RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { de } from '../../../src/service/texts/lang/de.ts';
import { en } from '../../../src/service/texts/lang/en.ts';
import { fr } from '../../../src/service/texts/lang/fr.ts';
import { INLINE_BLOCKING_EXPRESSION } from '../../../src/shared/blocking.ts';
import { INLINE_GPP_EXPRESSION } from '../../../src/shared/gpp-sections.ts';
import { INLINE_CONFIG_EXPRESSION } from '../../../src/shared/inline-config.ts';
import { INLINE_TCF_EXPRESSION } from '../../../src/shared/tcf-paths.ts';
import { ok, type Service, startService } from '../harness.ts';

// Stand-ins for the built runtime (every piece, so that revisions are kept); the first view hands its config back.
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
for (const [file, code] of Object.entries({
  'consent.min.js': `self.seen=${INLINE_CONFIG_EXPRESSION};`,
  'consent-fetch.min.js': 'self.fetched=1;',
  'consent-blocking.min.js': `self.map=${INLINE_BLOCKING_EXPRESSION};`,
  'consent-uet.min.js': 'self.uet=1;',
  'consent-shopify.min.js': 'self.shopify=1;',
  'consent-vendors.min.js': 'self.vendors=1;',
  'consent-gpp.min.js': `self.gpp=${INLINE_GPP_EXPRESSION};`,
  'consent-tcf.min.js': `self.tcf=${INLINE_TCF_EXPRESSION};`,
  'consent-tcf-chunk.min.js': 'self.chunk=1;',
  'consent-preferences.min.js': 'window.y=2;',
}))
  writeFileSync(join(dist, file), code);

let s: Service;
let site: { id: string; uuid: string };
const FR = {
  banner_title: 'Vos données, vos choix',
  banner_body: 'Nous mesurons l’audience & rien d’autre.',
  accept_all: 'J’accepte',
  decline: 'Je refuse',
  pc_title: 'Vos réglages',
  save: 'Garder mes réglages',
};

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({ distDir: dist }) });
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://textes.example' }]));
  site = { id: w!.id, uuid: w!.uuid };
  ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['fr', 'de'], automatic_blocking: false }]));
});
afterAll(() => s.close());

const put = (custom_texts: unknown) =>
  s.a.banners.put([{ account_id: 'acct_a', id: site.id, custom_texts: custom_texts as never }]);
const stored = async () => (await s.a.banners.list([{ account_id: 'acct_a', ids: [site.id] }])).results[0]!.custom_texts;
const config = async (lang: string) => {
  const res = await s.app.request(`/public/v1/websites/${site.uuid}/config?lang=${lang}`);
  return { etag: res.headers.get('etag'), config: RuntimeConfig.parse(await res.json()) };
};
const firstView = async (acceptLanguage: string) => {
  const self: { seen?: unknown; map?: unknown; gpp?: unknown; tcf?: unknown } = {};
  runInNewContext(await (await s.app.request(`/c/${site.uuid}.js`, { headers: { 'accept-language': acceptLanguage } })).text(), {
    self,
  });
  return FirstViewConfig.parse(self.seen);
};
/** The validation entries of a refused item, as `field: code`. */
const refused = async (custom_texts: unknown) => {
  const [item] = await put(custom_texts);
  expect(item).toMatchObject({ error: 'validation_error' });
  return (item as unknown as { validation_errors: { field: string; [k: string]: string }[] }).validation_errors.map(
    (e) => `${e.field}: ${e[e.field]}`,
  );
};

describe('custom texts through /v1', () => {
  it('a new banner has none; a PUT writes them, answered and listed trimmed', async () => {
    expect(await stored()).toEqual({});
    const [b] = ok(await put({ fr: { ...FR, banner_title: `  ${FR.banner_title} ` } }));
    expect(b!.custom_texts).toEqual({ fr: FR });
    expect(await stored()).toEqual({ fr: FR });
  });

  it('refuses broken texts with the field’s path, and saves nothing of the item', async () => {
    expect(await refused({ fr: { banner_title: '<script>alert(1)</script>' } })).toEqual([
      'custom_texts.fr.banner_title: invalid',
    ]);
    expect(await refused({ fr: { accept_all: 'Oui, avec plaisir', decline: '' } })).toEqual(['custom_texts.fr.decline: invalid']);
    expect(await refused({ fr: { decline: 'Non' } })).toEqual(['custom_texts.fr.decline: invalid']);
    expect(await refused({ fr: { preferences: 'x'.repeat(41) } })).toEqual(['custom_texts.fr.preferences: too_long']);
    expect(await refused({ xx: { banner_title: 'Hi' } })).toEqual(['custom_texts.xx: unknown_field']);
    expect(await refused({ de: { policy_link: 'Hier' } })).toEqual(['custom_texts.de.policy_link: unknown_field']);
    expect(await refused({ de: { banner_title: 'Ein\u0000Titel' } })).toEqual(['custom_texts.de.banner_title: invalid']);
    expect(await stored()).toEqual({ fr: FR });
  });

  it('the config of that language carries them; another language keeps its pack', async () => {
    const { config: c } = await config('fr');
    expect(c.texts).toMatchObject({
      banner_title: FR.banner_title,
      banner_body: FR.banner_body,
      accept_all: FR.accept_all,
      decline: FR.decline,
      preferences: fr.texts.preferences, // not customised: the pack's
    });
    const { config: other } = await config('de');
    expect(other.texts).toMatchObject({ banner_title: de.texts.banner_title, accept_all: de.texts.accept_all });
  });

  it('the first-view script of a browser asking for French carries them; the cookies answer has the centre’s', async () => {
    const seen = await firstView('fr-FR,fr;q=0.9');
    expect(seen.lang).toBe('fr');
    expect(seen.texts).toMatchObject({ banner_title: FR.banner_title, accept_all: FR.accept_all, decline: FR.decline });
    expect((await firstView('de')).texts.banner_title).toBe(de.texts.banner_title);
    const answer = CookiesAnswer.parse(await (await s.app.request(`/public/v1/websites/${site.uuid}/cookies?lang=fr`)).json());
    expect(answer.texts).toMatchObject({ pc_title: FR.pc_title, save: FR.save, decline_all: fr.texts.decline_all });
  });

  it('a change makes a new ETag and banner revision, not a new consent version; a blank text is the pack’s again', async () => {
    const before = await config('fr');
    ok(await put({ fr: { banner_title: 'Un autre titre', banner_body: '' } }));
    const after = await config('fr');
    expect(after.etag).not.toBe(before.etag);
    expect(after.config.version).toBe(before.config.version);
    expect(after.config.texts.banner_title).toBe('Un autre titre');
    expect(after.config.texts.banner_body).toMatch(/^Nous utilisons des cookies/);
    const revisions = await s.db.query<{ title: string }>(
      `SELECT config::jsonb->'texts'->>'banner_title' AS title FROM banner_revisions WHERE website_id = $1 AND lang = 'fr'`,
      [site.id],
    );
    expect(revisions.map((r) => r.title)).toEqual(expect.arrayContaining([FR.banner_title, 'Un autre titre']));
    // A language the banner does not select keeps its texts, unserved until it does.
    ok(await put({ it: { banner_title: 'I vostri dati' } }));
    expect((await config('it')).config).toMatchObject({ lang: 'en', texts: { banner_title: en.texts.banner_title } });
    expect((await stored())?.it).toEqual({ banner_title: 'I vostri dati' });
    ok(await put({ fr: null, it: null }));
    expect(await stored()).toEqual({});
    expect((await config('fr')).config.texts.banner_title).toBe(fr.texts.banner_title);
  });
});
