import { describe, expect, it, vi } from 'vitest';
import { regionFromTimeZone, resolveRegion, settingsFor } from '../../../../src/runtime/resolve/region.ts';
import { pickLanguage } from '../../../../src/shared/pick-language.ts';
import { buildConfig, regionSettings } from '../../../fixtures/config.ts';

describe('pickLanguage', () => {
  it.each([
    [['en-GB'], 'en-gb'],
    [['en-US', 'de'], 'en'],
    [['pt-BR'], 'pt'],
    [['de-AT', 'fr'], 'de'],
    [['fr-CA'], 'fr'],
    // Traditional Chinese falls back to the Simplified pack (docs/decisions/texts.md#languages-beyond-the-spec).
    [['zh-Hant-TW', 'sk-SK'], 'zh'],
    [['zh-CN'], 'zh'],
    [['ja-JP', 'cs'], 'ja'],
    [['ar-EG', 'he'], 'ar'],
    [['he-IL'], 'he'],
    [['fa-IR', 'cs'], 'cs'],
    [[], 'en'],
    [[undefined, '', 'EL'], 'el'],
    [['nb-NO', 'da'], 'da'],
    [['en_GB'], 'en-gb'],
    // A QA override goes first; an unusable one falls through to the browser's list.
    [['hu', 'de'], 'hu'],
    [['klingon', 'de'], 'de'],
  ] as [(string | undefined)[], string][])('%j → %s', (wanted, lang) => {
    expect(pickLanguage(wanted)).toBe(lang);
  });
});

describe('regionFromTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'eu'],
    ['Europe/Paris', 'eu'],
    ['Europe/London', 'eu'],
    ['Europe/Zurich', 'eu'],
    ['Europe/Oslo', 'eu'],
    ['Europe/Dublin', 'eu'],
    ['Europe/Vaduz', 'eu'],
    ['Europe/Busingen', 'eu'],
    ['Europe/Mariehamn', 'eu'],
    ['Europe/Lisbon', 'eu'],
    ['Atlantic/Reykjavik', 'eu'],
    ['Atlantic/Canary', 'eu'],
    ['Atlantic/Azores', 'eu'],
    ['Asia/Nicosia', 'eu'],
    ['Africa/Ceuta', 'eu'],
    ['Europe/Moscow', 'global'],
    ['Europe/Istanbul', 'global'],
    ['Europe/Kiev', 'global'],
    ['Europe/Kyiv', 'global'],
    ['Europe/Minsk', 'global'],
    ['Europe/Chisinau', 'global'],
    ['Europe/Belgrade', 'global'],
    ['Europe/Kaliningrad', 'global'],
    ['Europe/Monaco', 'global'],
    ['Europe/Simferopol', 'global'],
    ['Asia/Istanbul', 'global'],
    ['Europe/Sarajevo', 'global'],
    ['Europe/San_Marino', 'global'],
    ['Europe/Vatican', 'global'],
    ['Europe/Andorra', 'global'],
    ['Europe/Tirane', 'global'],
    ['Europe/Podgorica', 'global'],
    ['Europe/Skopje', 'global'],
    ['Europe/Ulyanovsk', 'global'],
    ['Europe/Zaporozhye', 'global'],
    // Near misses of the prefixes: EEA zones that share letters with non-EEA ones.
    ['Europe/Belfast', 'eu'],
    ['Europe/Zagreb', 'eu'],
    ['Europe/Zurich', 'eu'],
    ['Europe/Vienna', 'eu'],
    ['Europe/Vilnius', 'eu'],
    ['Europe/Isle_of_Man', 'eu'],
    ['Europe/Madrid', 'eu'],
    ['Europe/Malta', 'eu'],
    ['Europe/Sofia', 'eu'],
    ['Europe/Stockholm', 'eu'],
    ['Europe/Athens', 'eu'],
    ['Europe/Amsterdam', 'eu'],
    ['Europe/Prague', 'eu'],
    ['Europe/Copenhagen', 'eu'],
    ['Europe/Tallinn', 'eu'],
    ['Europe/Bratislava', 'eu'],
    ['Europe/Bucharest', 'eu'],
    ['Europe/Budapest', 'eu'],
    ['Europe/Brussels', 'eu'],
    ['Europe/Luxembourg', 'eu'],
    ['Europe/Ljubljana', 'eu'],
    ['Europe/Riga', 'eu'],
    ['Europe/Rome', 'eu'],
    ['Europe/Warsaw', 'eu'],
    ['Europe/Helsinki', 'eu'],
    ['Europe/Gibraltar', 'eu'],
    ['Europe/Guernsey', 'eu'],
    ['Europe/Jersey', 'eu'],
    ['Atlantic/Cape_Verde', 'global'],
    ['Atlantic/Madeira', 'eu'],
    ['Asia/Novosibirsk', 'global'],
    ['Asia/Famagusta', 'eu'],
    ['America/Los_Angeles', 'california'],
    ['US/Pacific', 'california'],
    ['America/New_York', 'us'],
    ['America/Chicago', 'us'],
    ['America/Denver', 'us'],
    ['America/Phoenix', 'us'],
    ['America/Anchorage', 'us'],
    ['Pacific/Honolulu', 'us'],
    ['America/Indiana/Indianapolis', 'us'],
    ['America/Kentucky/Louisville', 'us'],
    ['US/Eastern', 'us'],
    ['America/Juneau', 'us'],
    ['America/Sitka', 'us'],
    ['America/Yakutat', 'us'],
    ['America/Nome', 'us'],
    ['America/Metlakatla', 'us'],
    ['America/Adak', 'us'],
    ['America/Boise', 'us'],
    ['America/Detroit', 'us'],
    ['America/Menominee', 'us'],
    ['America/North_Dakota/Center', 'us'],
    ['America/Puerto_Rico', 'us'],
    ['America/Indianapolis', 'us'],
    ['America/Louisville', 'us'],
    ['America/Chihuahua', 'global'],
    ['America/Noronha', 'global'],
    ['America/Mendoza', 'global'],
    ['America/Punta_Arenas', 'global'],
    ['America/Mexico_City', 'global'],
    ['America/Merida', 'global'],
    ['America/Bogota', 'global'],
    ['America/Port-au-Prince', 'global'],
    ['America/Toronto', 'global'],
    ['America/Vancouver', 'global'],
    ['America/Mexico_City', 'global'],
    ['America/Sao_Paulo', 'global'],
    ['Asia/Tokyo', 'global'],
    ['Australia/Sydney', 'global'],
    ['UTC', 'global'],
    ['', 'global'],
    [undefined, 'global'],
  ] as [string | undefined, string][])('%s → %s', (tz, region) => {
    expect(regionFromTimeZone(tz)).toBe(region);
  });
});

describe('resolveRegion and settingsFor', () => {
  it('QA override beats geo, geo beats the time zone, the time zone beats global', () => {
    expect(resolveRegion('us', 'eu', () => 'Europe/Paris')).toBe('us');
    expect(resolveRegion(undefined, 'california', () => 'Europe/Paris')).toBe('california');
    expect(resolveRegion(undefined, null, () => 'Europe/Paris')).toBe('eu');
    expect(resolveRegion(undefined, null, () => 'Asia/Tokyo')).toBe('global');
  });
  it('reads the time zone only when neither an override nor geo decides', () => {
    const zone = vi.fn(() => 'Europe/Paris');
    resolveRegion('us', null, zone);
    resolveRegion(undefined, 'california', zone);
    expect(zone).not.toHaveBeenCalled();
    resolveRegion(undefined, undefined, zone);
    expect(zone).toHaveBeenCalledTimes(1);
  });
  it('a region the banner does not configure falls back to global; without global it is null (fail closed)', () => {
    const c = buildConfig();
    expect(settingsFor(c, 'eu')).toBe(c.regions.eu);
    expect(settingsFor(c, 'california')).toBe(c.regions.global);
    const noGlobal = buildConfig({ regions: { eu: regionSettings() } });
    expect(settingsFor(noGlobal, 'us')).toBeNull();
  });
});
