import { ConsentLanguages } from '@iabtechlabtcf/core';
import { describe, expect, test } from 'vitest';
import { TRANSLATION_FILES } from '../../../src/schema/vendor-list.ts';
import { chineseScript } from '../../../src/service/tcf/chinese-script.ts';
import { IAB_LANGUAGES, iabLanguage } from '../../../src/shared/iab-languages.ts';

// The IAB's translations for Portuguese are pt-pt and pt-br, never pt; for Chinese zh and zh-hant
// (docs/decisions/tcf.md#portuguese-and-chinese-in-the-iabs-variants).
describe('the IAB language of a visitor', () => {
  test.each([
    ['pt', ['pt-BR', 'en'], 'pt-br'],
    ['pt', ['pt_br'], 'pt-br'],
    ['pt', ['en-US', 'pt-BR'], 'pt-br'],
    ['pt', ['pt-PT', 'pt-BR'], 'pt-pt'],
    ['pt', ['pt'], 'pt-pt'],
    ['pt', ['pt-AO'], 'pt-pt'],
    ['pt', [], 'pt-pt'],
    ['zh', ['zh-TW'], 'zh-hant'],
    ['zh', ['zh-HK'], 'zh-hant'],
    ['zh', ['zh-Hant-CN'], 'zh-hant'],
    ['zh', ['zh-Hans-HK'], 'zh'],
    ['zh', ['zh-CN', 'zh-TW'], 'zh'],
    ['zh', ['zh'], 'zh'],
    ['de', ['de-AT'], 'de'],
    ['en-gb', ['en-GB'], 'en-gb'],
  ])('%s for %j reads the IAB’s %s', (lang, wanted, iab) => expect(iabLanguage(lang, wanted)).toBe(iab));

  test("every file the service keeps is one of the IAB's consent languages, Portuguese and Chinese in both of theirs", () => {
    const iab = new ConsentLanguages();
    for (const l of IAB_LANGUAGES) expect(iab.has(l.toUpperCase()), l).toBe(true);
    expect(TRANSLATION_FILES).toEqual(
      expect.arrayContaining(['purposes-pt-pt', 'purposes-pt-br', 'purposes-zh', 'purposes-zh-hant']),
    );
    expect(TRANSLATION_FILES).not.toContain('purposes-pt');
  });
});

describe('the script of a Chinese translation', () => {
  test('read from its characters: the IAB’s zh purpose 1 (GVL v2) is Traditional', () => {
    // purposes-zh.json as the IAB published it for GVL v2 (iabtcf-es modules/testing/src/vendorlist/v2).
    expect(chineseScript('在裝置儲存和∕或存取資訊')).toBe('hant');
    expect(chineseScript('在设备上存储和/或访问信息')).toBe('hans');
    expect(chineseScript('目的')).toBeNull();
  });
});
