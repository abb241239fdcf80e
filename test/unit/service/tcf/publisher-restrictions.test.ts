import { describe, expect, it } from 'vitest';
import { BannerUpdate, type PublisherRestriction } from '../../../../src/schema/banner.ts';
import { VendorList } from '../../../../src/schema/vendor-list.ts';
import { composeVendorList } from '../../../../src/service/tcf/compose-vendor-list.ts';
import { restrictedDeclarations } from '../../../../src/service/tcf/publisher-restrictions.ts';
import { restrictionProblem } from '../../../../src/shared/tcf-restrictions.ts';
import fixture from '../../../fixtures/tcf/vendor-list.json' with { type: 'json' };

// Publisher restrictions as the IAB's rules allow them, and what they leave of a vendor's declarations.
const FLEX = { id: 7, purposes: [1, 3], legIntPurposes: [2], flexiblePurposes: [2, 3] };

describe('restrictionProblem', () => {
  it('not allowed: any purpose the vendor declares, on either legal basis', () => {
    expect(restrictionProblem({ purpose: 1, type: 'not_allowed' }, FLEX)).toBeNull();
    expect(restrictionProblem({ purpose: 2, type: 'not_allowed' }, FLEX)).toBeNull();
    expect(restrictionProblem({ purpose: 4, type: 'not_allowed' }, FLEX)).toBe('does not declare purpose 4');
  });
  it('consent required only of a flexible purpose on legitimate interest; legitimate interest only of one on consent', () => {
    expect(restrictionProblem({ purpose: 2, type: 'require_consent' }, FLEX)).toBeNull();
    expect(restrictionProblem({ purpose: 3, type: 'require_consent' }, FLEX)).toMatch(/flexible on legitimate interest/);
    expect(restrictionProblem({ purpose: 3, type: 'require_legitimate_interest' }, FLEX)).toBeNull();
    expect(restrictionProblem({ purpose: 1, type: 'require_legitimate_interest' }, FLEX)).toMatch(/flexible on consent/);
  });
});

describe('restrictedDeclarations', () => {
  it('moves a restricted flexible purpose to its one legal basis and drops a purpose not allowed', () => {
    expect(
      restrictedDeclarations(FLEX, [
        { purpose: 2, type: 'require_consent', vendors: [7] },
        { purpose: 3, type: 'require_legitimate_interest', vendors: [7] },
        { purpose: 1, type: 'not_allowed', vendors: [7] },
      ]),
    ).toEqual({ purposes: [2], legIntPurposes: [3], flexiblePurposes: [] });
  });
  it('applies a restriction for every vendor ("all") to this one', () => {
    expect(restrictedDeclarations(FLEX, [{ purpose: 2, type: 'require_consent', vendors: 'all' }])).toEqual({
      purposes: [1, 2, 3],
      legIntPurposes: [],
      flexiblePurposes: [3],
    });
  });
  it("leaves a vendor as it is for another vendor's restriction or one that cannot apply", () => {
    const same = { purposes: [1, 3], legIntPurposes: [2], flexiblePurposes: [2, 3] };
    expect(restrictedDeclarations(FLEX, [{ purpose: 1, type: 'not_allowed', vendors: [8] }])).toEqual(same);
    expect(restrictedDeclarations(FLEX, [{ purpose: 1, type: 'require_consent', vendors: [7] }])).toEqual(same);
  });
});

/** The fixture's answer for a website with vendors 1, 2 and 4 and these restrictions. */
const answerWith = (restrictions: PublisherRestriction[], more: { publisherCC?: string } = {}) =>
  composeVendorList(VendorList.parse(fixture), null, 'en', {
    vendors: [1, 2, 4],
    googleAtpIds: [],
    cmpId: 412,
    cmpVersion: 1,
    restrictions,
    ...more,
  });

describe('the vendor-list answer', () => {
  it("carries the restrictions and the declarations they leave; the first layer follows them; vendors stay the IAB's", () => {
    const answer = answerWith(
      [
        { purpose: 7, type: 'not_allowed', vendors: [1] },
        { purpose: 2, type: 'require_consent', vendors: [2] },
      ],
      { publisherCC: 'FR' },
    );
    expect(answer.publisherCC).toBe('FR');
    expect(answer.publisherRestrictions).toEqual([
      { purpose: 7, type: 0, vendors: [1] },
      { purpose: 2, type: 1, vendors: [2] },
    ]);
    expect(answer.restrictedVendors).toEqual({
      1: { purposes: [1, 2, 3, 4], legIntPurposes: [], flexiblePurposes: [] },
      2: { purposes: [1, 2], legIntPurposes: [8, 9], flexiblePurposes: [] },
    });
    expect(answer.vendors[1]!.legIntPurposes).toEqual([7]);
    // Purpose 7 no longer used by any vendor: stack 2 (purposes 2, 7) no longer fits.
    expect(answer.firstLayer).toEqual({ stacks: [1], purposes: [1, 2, 3, 4, 8, 9], specialFeatures: [] });
  });
});

describe('a restriction for every vendor ("all")', () => {
  it("takes each of the website's vendors it can apply to, and leaves the others as the IAB publishes them", () => {
    const answer = answerWith([
      // Vendors 1, 2 and 4 declare purpose 1; only vendor 2 declares purpose 2 flexible on legitimate interest.
      { purpose: 1, type: 'not_allowed', vendors: 'all' },
      { purpose: 2, type: 'require_consent', vendors: 'all' },
      // No vendor of the website declares purpose 10: nothing to restrict, so the restriction is left out.
      { purpose: 10, type: 'not_allowed', vendors: 'all' },
    ]);
    expect(answer.publisherRestrictions).toEqual([
      { purpose: 1, type: 0, vendors: [1, 2, 4] },
      { purpose: 2, type: 1, vendors: [2] },
    ]);
    expect(answer.restrictedVendors).toEqual({
      1: { purposes: [2, 3, 4], legIntPurposes: [7], flexiblePurposes: [] },
      2: { purposes: [2], legIntPurposes: [8, 9], flexiblePurposes: [] },
      4: { purposes: [3, 4], legIntPurposes: [], flexiblePurposes: [] },
    });
  });
});

describe('the banner fields', () => {
  const put = (o: object) => BannerUpdate.safeParse({ account_id: 'a', id: 'w', ...o });
  it('tcf_publisher_cc: an assigned ISO 3166-1 alpha-2 code, upper-cased; null unsets it', () => {
    expect(put({ tcf_publisher_cc: 'de' }).data?.tcf_publisher_cc).toBe('DE');
    expect(put({ tcf_publisher_cc: null }).success).toBe(true);
    for (const bad of ['AA', 'UK', 'EU', 'DEU', 'D', ''])
      expect(put({ tcf_publisher_cc: bad }).error?.issues[0]?.message, bad).toMatch(/ISO 3166-1 alpha-2/);
  });
  it('tcf_publisher_restrictions: a known type, purposes 1–24, vendors, one restriction per purpose and vendor', () => {
    expect(put({ tcf_publisher_restrictions: [{ purpose: 2, type: 'require_consent', vendors: [3, 2, 3] }] }).data).toMatchObject(
      { tcf_publisher_restrictions: [{ purpose: 2, type: 'require_consent', vendors: [2, 3] }] },
    );
    expect(put({ tcf_publisher_restrictions: [{ purpose: 25, type: 'not_allowed', vendors: [1] }] }).success).toBe(false);
    expect(put({ tcf_publisher_restrictions: [{ purpose: 2, type: 'forbidden', vendors: [1] }] }).success).toBe(false);
    expect(put({ tcf_publisher_restrictions: [{ purpose: 2, type: 'not_allowed', vendors: [] }] }).success).toBe(false);
    const twice = put({
      tcf_publisher_restrictions: [
        { purpose: 2, type: 'not_allowed', vendors: [1, 2] },
        { purpose: 2, type: 'require_consent', vendors: [2] },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['tcf_publisher_restrictions', 1, 'vendors'] });
    expect(twice.error?.issues[0]?.message).toBe('vendor 2 has a second restriction of purpose 2');
  });
  it('tcf_publisher_restrictions: "all" vendors, the only restriction of its purpose, before or after another', () => {
    const all = { purpose: 2, type: 'require_consent', vendors: 'all' };
    expect(put({ tcf_publisher_restrictions: [all, { purpose: 1, type: 'not_allowed', vendors: [1] }] }).success).toBe(true);
    expect(put({ tcf_publisher_restrictions: [{ ...all, vendors: 'every' }] }).success).toBe(false);
    for (const [rs, at] of [
      [[all, { purpose: 2, type: 'not_allowed', vendors: [1] }], 1],
      [[{ purpose: 2, type: 'not_allowed', vendors: [1] }, all], 1],
      [[all, { ...all, type: 'not_allowed' }], 1],
    ] as const) {
      const issue = put({ tcf_publisher_restrictions: rs }).error?.issues[0];
      expect(issue).toMatchObject({ path: ['tcf_publisher_restrictions', at, 'vendors'] });
      expect(issue?.message).toBe('purpose 2 has a restriction for every vendor ("all") and a second one');
    }
  });
});
