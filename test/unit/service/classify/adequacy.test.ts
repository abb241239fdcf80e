import { describe, expect, it } from 'vitest';
import { ADEQUATE, adequacyOf, EEA, isAdequate } from '../../../../src/service/classify/adequacy.ts';
import { EU_COUNTRIES } from '../../../../src/shared/regions.ts';

describe('the adequacy table', () => {
  it('has the 30 EEA states and the 14 adequacy countries besides the US', () => {
    expect(new Set(EEA).size).toBe(30);
    expect(new Set(ADEQUATE).size).toBe(14);
    expect(EEA.filter((c) => (ADEQUATE as readonly string[]).includes(c))).toEqual([]);
  });

  it('agrees with the eu region list: every country there is EEA or adequate (GB, CH)', () => {
    for (const c of EU_COUNTRIES) expect(isAdequate(c), c).toBe(true);
  });

  it.each([
    'DE',
    'fr',
    ' NO ',
    'IS',
    'LI',
    'GB',
    'UK',
    'EL',
    'CH',
    'JP',
    'KR',
    'CA',
    'NZ',
    'IL',
    'UY',
    'AR',
    'AD',
    'FO',
    'GG',
    'JE',
    'IM',
  ])('%s is adequate', (c) => expect(isAdequate(c)).toBe(true));

  it.each(['CN', 'RU', 'IN', 'BR', 'AU', 'SG'])('%s is not', (c) => expect(isAdequate(c)).toBe(false));

  it('counts the US only for a recipient certified under the Data Privacy Framework', () => {
    expect(adequacyOf('US')).toBe('us');
    expect(isAdequate('US')).toBe(false);
    expect(isAdequate('us', { dpfCertified: true })).toBe(true);
    expect(isAdequate('CN', { dpfCertified: true })).toBe(false);
  });

  it('counts an unknown country as not adequate, and says it is unknown', () => {
    for (const c of [null, undefined, '', 'ZZ', 'XX', 'Germany', '1']) {
      expect(adequacyOf(c), String(c)).toBe('unknown');
      expect(isAdequate(c)).toBe(false);
    }
  });
});
