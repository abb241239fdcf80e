import { GVL, Segment, TCModel, TCString } from '@iabtechlabtcf/core';
import { describe, expect, test } from 'vitest';
import { acceptAll, additionalConsent, encodeChoice, rejectAll, type TcfChoice } from '../../../../src/runtime/tcf/encode.ts';
import { VendorList, type VendorListAnswer } from '../../../../src/schema/vendor-list.ts';
import { restrictionsOfAnswer } from '../../../../src/service/tcf/publisher-restrictions.ts';
import fixture from '../../../fixtures/tcf/vendor-list.json' with { type: 'json' };
import { ACCEPT_ALL_DECODED, decodeTc as decode, decodePublisher, setIds as sorted } from '../../../fixtures/tcf-decoded.ts';

// The website discloses vendors 1–4 and Google ad-tech providers 89 and 1301; the fixture's
// vendor 5 is deleted and vendor 8 is not the website's. Vendor 3 declares special purposes only,
// vendor 4 consent purposes and a special purpose, no legitimate interest.
const full = VendorList.parse(fixture);
const list: VendorListAnswer = {
  ...full,
  vendors: Object.fromEntries(Object.entries(full.vendors).filter(([id]) => ['1', '2', '3', '4', '5'].includes(id))),
  language: 'en',
  cmpId: 412,
  cmpVersion: 3,
  googleAtpIds: [89, 1301],
};
describe('TC strings decode with the IAB library to exactly the choice', () => {
  test('accept all: every purpose, special feature and live vendor; legitimate interest only where declared', () => {
    const { tcString } = encodeChoice(list, acceptAll(list));
    // Purposes on legitimate interest as vendors 1 and 2 declare them: 7, 8, 9, and 2 (vendor 2's flexible purpose).
    expect(decode(tcString)).toEqual({ ...ACCEPT_ALL_DECODED, cmpVersion: 3, policyVersion: 5, vendorListVersion: 150 });
  });

  test.each([
    ['pt-br', 'PT'],
    ['pt-pt', 'PT'],
    ['zh-hant', 'ZH'],
    ['de', 'DE'],
  ])('texts in the IAB’s %s: the string’s ConsentLanguage is %s', (language, consentLanguage) => {
    const { tcString } = encodeChoice({ ...list, language }, rejectAll(list));
    expect(TCString.decode(tcString).consentLanguage).toBe(consentLanguage);
  });

  test('reject all: no consent and no legitimate interest, the vendors still disclosed', () => {
    const { tcString } = encodeChoice(list, rejectAll(list));
    expect(decode(tcString)).toMatchObject({
      purposeConsents: [],
      purposeLegitimateInterests: [],
      specialFeatureOptins: [],
      vendorConsents: [],
      vendorLegitimateInterests: [],
      vendorsDisclosed: [1, 2, 3, 4],
    });
  });

  test('custom: one vendor refused, the rest as chosen', () => {
    const choice: TcfChoice = {
      ...acceptAll(list),
      purposeConsents: [1, 2, 7],
      specialFeatureOptIns: [],
      vendorConsents: [1, 4],
    };
    expect(decode(encodeChoice(list, choice).tcString)).toMatchObject({
      purposeConsents: [1, 2, 7],
      specialFeatureOptins: [],
      vendorConsents: [1, 4],
      vendorLegitimateInterests: [1, 2],
      vendorsDisclosed: [1, 2, 3, 4],
    });
  });

  test('a legitimate-interest objection clears that purpose and that vendor, and nothing else', () => {
    const choice: TcfChoice = { ...acceptAll(list), purposeObjections: [8], vendorObjections: [2] };
    expect(decode(encodeChoice(list, choice).tcString)).toMatchObject({
      purposeConsents: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      purposeLegitimateInterests: [2, 7, 9],
      vendorConsents: [1, 2, 4],
      vendorLegitimateInterests: [1],
    });
  });
});

describe('segments', () => {
  test('the string has a Disclosed Vendors segment listing only the website’s live vendors', () => {
    const { tcString } = encodeChoice(list, acceptAll(list));
    const segments = tcString.split('.');
    expect(segments.length).toBeGreaterThanOrEqual(2);
    // Decoded alone, the second segment is the Disclosed Vendors one (its type bits say so).
    const alone = new TCModel();
    TCString.decode(segments[1]!, alone);
    expect(sorted(alone.vendorsDisclosed)).toEqual([1, 2, 3, 4]);
    expect(Segment.VENDORS_DISCLOSED).toBe('vendorsDisclosed');
    expect(sorted(TCString.decode(tcString).vendorsDisclosed)).not.toContain(8);
  });
});

describe('Policy 5.0.b: no legitimate-interest bit for special purposes alone', () => {
  test('vendors 3 (special purposes only) and 4 (consent and a special purpose) get none; the library alone would set both', () => {
    const { tcString } = encodeChoice(list, acceptAll(list));
    const ours = decode(tcString).vendorLegitimateInterests;
    expect(ours).not.toContain(3);
    expect(ours).not.toContain(4);
    // The library's own rule, for contrast: every disclosed vendor's bit set, then its pre-encoder keeps 3 and 4.
    // When this fails, upstream has dropped the rule and our correction can go.
    const model = new TCModel(new GVL(list as never));
    model.cmpId = 412;
    model.cmpVersion = 3;
    model.isServiceSpecific = true;
    model.setAllVendorLegitimateInterests();
    expect(decode(TCString.encode(model)).vendorLegitimateInterests).toEqual([1, 2, 3, 4]);
  });
});

describe('Additional Consent (Google AC v2)', () => {
  test('consented providers, then the disclosed ones not consented to, ascending', () => {
    expect(encodeChoice(list, acceptAll(list)).addtlConsent).toBe('2~89.1301~dv.');
    expect(encodeChoice(list, rejectAll(list)).addtlConsent).toBe('2~~dv.89.1301');
    expect(additionalConsent([1301, 89, 7], [1301])).toBe('2~1301~dv.7.89');
  });
  test('a consent to a provider the website does not disclose is dropped', () => {
    expect(additionalConsent([89], [89, 4242])).toBe('2~89~dv.');
  });
});

describe('the publisher: country code and restrictions', () => {
  test("the country code is the banner's, else the library's AA", () => {
    expect(decodePublisher(encodeChoice(list, acceptAll(list)).tcString).publisherCountryCode).toBe('AA');
    expect(decodePublisher(encodeChoice({ ...list, publisherCC: 'DE' }, acceptAll(list)).tcString).publisherCountryCode).toBe(
      'DE',
    );
  });

  // Vendor 2 declares purpose 2 flexible on legitimate interest; vendor 1 declares purpose 3 on consent.
  const restricted: VendorListAnswer = {
    ...list,
    ...restrictionsOfAnswer(list.vendors, [
      { purpose: 2, type: 'require_consent', vendors: [2] },
      { purpose: 3, type: 'not_allowed', vendors: [1, 4] },
    ]),
  };

  test('the restrictions decode with the IAB library as set, the type numbered as the IAB does', () => {
    expect(decodePublisher(encodeChoice(restricted, acceptAll(restricted)).tcString).publisherRestrictions).toEqual([
      { purpose: 2, type: 1, vendors: [2] },
      { purpose: 3, type: 0, vendors: [1, 4] },
    ]);
    expect(decodePublisher(encodeChoice(list, acceptAll(list)).tcString).publisherRestrictions).toEqual([]);
  });

  test('consent required: vendor 2 asks consent for purpose 2, and purpose 2 loses the legitimate interest only it gave', () => {
    // Unrestricted, purpose 2 is on legitimate interest through vendor 2 (flexible): see "accept all" above.
    expect(decode(encodeChoice(restricted, acceptAll(restricted)).tcString)).toMatchObject({
      purposeLegitimateInterests: [7, 8, 9],
      // Vendor 2 keeps legitimate interest for 8 and 9.
      vendorLegitimateInterests: [1, 2],
    });
  });

  test('a restriction that cannot apply (vendor 1 declares no flexible purpose) is not in the answer nor the string', () => {
    const answer = restrictionsOfAnswer(list.vendors, [{ purpose: 2, type: 'require_legitimate_interest', vendors: [1] }]);
    expect(answer).toEqual({});
  });
});
