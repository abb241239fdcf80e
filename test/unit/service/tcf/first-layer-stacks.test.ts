import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeVendorList } from '../../../../src/service/tcf/compose-vendor-list.ts';
import { firstLayerItems } from '../../../../src/service/tcf/first-layer-stacks.ts';

// The first layer's stacks: disjoint stacks of only used purposes and special features, covering the most with the
// fewest, the rest named alone.
const fixture = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/tcf/vendor-list.json'), 'utf8'));
const vendor = (id: number, o: { purposes?: number[]; legInt?: number[]; flexible?: number[]; sf?: number[] }) => ({
  id,
  name: `V${id}`,
  purposes: o.purposes ?? [],
  legIntPurposes: o.legInt ?? [],
  flexiblePurposes: o.flexible ?? [],
  specialPurposes: [],
  features: [],
  specialFeatures: o.sf ?? [],
});
const stack = (id: number, purposes: number[], specialFeatures: number[] = []) => ({
  id,
  name: `S${id}`,
  description: '',
  purposes,
  specialFeatures,
});
const list = (vendors: ReturnType<typeof vendor>[], stacks: ReturnType<typeof stack>[]) => ({
  vendors: Object.fromEntries(vendors.map((v) => [String(v.id), v])),
  stacks: Object.fromEntries(stacks.map((s) => [String(s.id), s])),
});

describe('firstLayerItems', () => {
  it("the fixture's answer: both stacks fit the website's vendors (special features 1, 2; purposes 2, 7), the rest alone", () => {
    const answer = composeVendorList(fixture, null, 'en', { vendors: [1, 2, 4], googleAtpIds: [], cmpId: 412, cmpVersion: 1 });
    expect(answer.firstLayer).toEqual({ stacks: [1, 2], purposes: [1, 3, 4, 8, 9], specialFeatures: [] });
    // Vendor 1 alone uses special feature 1 but not 2: stack 1 does not fit, the feature is named alone.
    expect(
      composeVendorList(fixture, null, 'en', { vendors: [1], googleAtpIds: [], cmpId: 412, cmpVersion: 1 }).firstLayer,
    ).toEqual({
      stacks: [2],
      purposes: [1, 3, 4],
      specialFeatures: [1],
    });
  });

  it('never a stack with a purpose or special feature no vendor uses', () => {
    const r = firstLayerItems(list([vendor(1, { purposes: [1, 2] })], [stack(1, [1, 2, 3]), stack(2, [1], [1])]));
    expect(r).toEqual({ stacks: [], purposes: [1, 2], specialFeatures: [] });
  });

  it('covers the most without overlap, not the first that fits', () => {
    // Stack 1 alone covers 3; stacks 2 and 3 together cover 4, and 1 overlaps both.
    const r = firstLayerItems(
      list([vendor(1, { purposes: [1, 2, 3, 4] })], [stack(1, [2, 3, 4]), stack(2, [1, 2]), stack(3, [3, 4])]),
    );
    expect(r).toEqual({ stacks: [2, 3], purposes: [], specialFeatures: [] });
  });

  it('with equal cover, the fewest stacks', () => {
    const r = firstLayerItems(
      list([vendor(1, { purposes: [1, 2, 3, 4] })], [stack(1, [1, 2]), stack(2, [3, 4]), stack(3, [1, 2, 3, 4])]),
    );
    expect(r).toEqual({ stacks: [3], purposes: [], specialFeatures: [] });
  });

  it('counts legitimate-interest and flexible purposes and special features as used', () => {
    const r = firstLayerItems(
      list([vendor(1, { legInt: [7] }), vendor(2, { flexible: [2], sf: [2] })], [stack(1, [2, 7]), stack(2, [], [1, 2])]),
    );
    expect(r).toEqual({ stacks: [1], purposes: [], specialFeatures: [2] });
  });

  it('handles the highest ids (purpose 24, special feature 8) and no stacks at all', () => {
    const r = firstLayerItems(list([vendor(1, { purposes: [1, 24], sf: [8] })], [stack(1, [24], [8])]));
    expect(r).toEqual({ stacks: [1], purposes: [1], specialFeatures: [] });
    expect(firstLayerItems(list([vendor(1, { purposes: [3], sf: [1] })], []))).toEqual({
      stacks: [],
      purposes: [3],
      specialFeatures: [1],
    });
  });
});
