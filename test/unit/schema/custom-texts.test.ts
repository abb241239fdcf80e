import { describe, expect, it } from 'vitest';
import { CustomTexts, CustomTextsUpdate, mergeCustomTexts } from '../../../src/schema/custom-texts.ts';
import { zodEntries } from '../../../src/service/api/items.ts';

/** The refusals of `texts` as /v1 words them (`field: message`, the field under `custom_texts`), or [] when they pass. */
const refusals = (texts: unknown) => {
  const r = CustomTexts.safeParse(texts);
  return r.success ? [] : zodEntries(r.error).map((e) => `${e.field}: ${e.message}`);
};
const fields = (texts: unknown) => refusals(texts).map((r) => r.split(':')[0]);
const pair = { accept_all: 'Accept all cookies', decline: 'Reject all cookies' };

describe('custom texts', () => {
  it('takes any of the keys in a supported language, trimmed', () => {
    const ok = { fr: { banner_title: '  Vos données  ', banner_body: 'Nous utilisons des cookies.', ...pair }, 'en-gb': {} };
    expect(refusals(ok)).toEqual([]);
    expect(CustomTexts.parse(ok).fr?.banner_title).toBe('Vos données');
  });

  it('refuses an unsupported language and an unknown key', () => {
    expect(fields({ xx: { banner_title: 'Hi' } })).toEqual(['xx']);
    expect(fields({ fr: { policy_link: 'Politique' } })).toEqual(['fr.policy_link']);
    expect(fields({ fr: { decline_opt_out: 'Non' } })).toEqual(['fr.decline_opt_out']);
  });

  it('refuses a text over its key’s limit, and takes one at it', () => {
    expect(fields({ de: { banner_title: 'x'.repeat(101) } })).toEqual(['de.banner_title']);
    expect(fields({ de: { banner_title: 'x'.repeat(100) } })).toEqual([]);
    expect(fields({ de: { save: 'x'.repeat(41) } })).toEqual(['de.save']);
    expect(fields({ de: { banner_body: 'x'.repeat(1001) } })).toEqual(['de.banner_body']);
  });

  it('refuses markup and character references, as the packs have none', () => {
    expect(fields({ fr: { banner_title: '<b>Bonjour</b>' } })).toEqual(['fr.banner_title']);
    expect(fields({ fr: { banner_title: 'Hi <img src=x onerror=alert(1)>' } })).toEqual(['fr.banner_title']);
    expect(fields({ fr: { banner_body: 'Tom &amp; Jerry' } })).toEqual(['fr.banner_body']);
    // Signs that are no markup are text.
    expect(fields({ fr: { banner_title: 'Cookies & "vous" <3 — 5 > 4' } })).toEqual([]);
  });

  it('refuses a placeholder, which nothing fills in', () => {
    expect(refusals({ fr: { banner_title: 'Cookies ({count})' } })).toEqual([
      'fr.banner_title: must have no placeholder such as {count}: nothing fills it in here',
    ]);
  });

  it('refuses a line break and a text of invisible characters only; a blank one keeps the pack’s', () => {
    expect(fields({ fr: { banner_title: 'Deux\nlignes' } })).toEqual(['fr.banner_title']);
    expect(fields({ fr: { banner_title: '\u200b\u200c\u2060' } })).toEqual(['fr.banner_title']);
    expect(fields({ fr: { banner_title: '\u3164' } })).toEqual(['fr.banner_title']);
    expect(fields({ fr: { banner_title: '   ' } })).toEqual([]);
  });

  describe('reject as prominent as accept', () => {
    it('refuses accept_all customised without decline, and decline without accept_all', () => {
      expect(fields({ fr: { accept_all: 'Oui, volontiers !' } })).toEqual(['fr.decline']);
      expect(fields({ fr: { accept_all: 'Oui, volontiers !', decline: '  ' } })).toEqual(['fr.decline']);
      expect(fields({ fr: { decline: 'Non merci' } })).toEqual(['fr.accept_all']);
      expect(fields({ fr: pair })).toEqual([]);
    });

    it('refuses a decline shorter than half the accept label, or than 2 characters', () => {
      expect(refusals({ fr: { accept_all: 'Accept all cookies', decline: 'No' } })).toEqual([
        'fr.decline: must have at least 9 characters beside accept_all (half its length)',
      ]);
      expect(fields({ fr: { accept_all: 'Accept all cookies', decline: 'No thanks' } })).toEqual([]);
      expect(fields({ fr: { accept_all: 'OK', decline: 'N' } })).toEqual(['fr.decline']);
      // Counted in characters, not UTF-16 units: two CJK characters beside four.
      expect(fields({ zh: { accept_all: '全部接受', decline: '拒绝' } })).toEqual([]);
    });

    it('refuses a decline that reads as accept, whatever its case or width', () => {
      expect(fields({ fr: { accept_all: 'OK', decline: 'ok' } })).toEqual(['fr.decline']);
      expect(fields({ fr: { accept_all: 'OK', decline: 'ＯＫ' } })).toEqual(['fr.decline']);
    });

    it('refuses a preferences label that reads as another button', () => {
      expect(fields({ fr: { ...pair, preferences: 'reject all cookies' } })).toEqual(['fr.preferences']);
      expect(fields({ fr: { ...pair, preferences: 'Choose' } })).toEqual([]);
    });
  });
});

describe('custom texts on update', () => {
  const current = { fr: { banner_title: 'Titre', ...pair }, de: { banner_title: 'Titel' } };

  it('changes the keys sent, drops blank ones and emptied languages, keeps the rest', () => {
    const sent = CustomTextsUpdate.parse({ fr: { banner_title: ' ', save: 'Garder' }, de: null, it: { pc_title: 'Scelte' } });
    expect(mergeCustomTexts(current, sent)).toEqual({ fr: { ...pair, save: 'Garder' }, it: { pc_title: 'Scelte' } });
    expect(mergeCustomTexts(current, CustomTextsUpdate.parse({ de: { banner_title: '' } }))).toEqual({ fr: current.fr });
  });
});
