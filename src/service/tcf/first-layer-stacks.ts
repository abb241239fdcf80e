import type { FirstLayer, VendorList } from '../../schema/vendor-list.ts';

type Stack = VendorList['stacks'][string];

/** Purposes as bits 0–23 (ids 1–24), special features as bits 24–31 (ids 1–8): the GVL's highest ids. */
const maskOf = (s: Pick<Stack, 'purposes' | 'specialFeatures'>) =>
  s.purposes.reduce((m, id) => m | (1 << (id - 1)), 0) | s.specialFeatures.reduce((m, id) => m | (1 << (id + 23)), 0);

/**
 * What the first layer names (TCF Policies, Appendix A: a stack may stand for the purposes and special features it
 * groups): the stacks whose every purpose and special feature the list's vendors use, pairwise without overlap,
 * chosen to cover the most, then with the fewest stacks, then the lowest ids; what no chosen stack covers is named
 * alone. A stack with anything unused is never chosen: it would disclose a purpose no vendor pursues. `list` is
 * the website's (its vendors only, deleted ones left out: `composeVendorList`).
 */
export function firstLayerItems(list: Pick<VendorList, 'stacks' | 'vendors'>): FirstLayer {
  const vendors = Object.values(list.vendors);
  const used = maskOf({
    purposes: vendors.flatMap((v) => [...v.purposes, ...v.legIntPurposes, ...v.flexiblePurposes]),
    specialFeatures: vendors.flatMap((v) => v.specialFeatures),
  });
  const fits = Object.values(list.stacks)
    .map((s) => ({ id: s.id, m: maskOf(s), n: new Set(s.purposes).size + new Set(s.specialFeatures).size }))
    .filter((x) => x.m && (x.m & used) === x.m)
    .sort((a, b) => a.id - b.id);
  // Every set of disjoint fitting stacks, in id order: the IAB's few dozen stacks over at most 32 items make few
  // such sets. Disjoint, their sizes add up to what they cover.
  let best: typeof fits = [];
  let bestCover = 0;
  const walk = (from: number, taken: typeof fits, cover: number, n: number) => {
    if (n > bestCover || (n === bestCover && taken.length < best.length)) {
      best = taken;
      bestCover = n;
    }
    for (let i = from; i < fits.length; i++) {
      const x = fits[i]!;
      if (!(x.m & cover)) walk(i + 1, [...taken, x], cover | x.m, n + x.n);
    }
  };
  walk(0, [], 0, 0);
  const left = used & ~best.reduce((m, x) => m | x.m, 0);
  const alone = (shift: number, max: number) =>
    Array.from({ length: max }, (_, i) => i + 1).filter((id) => left & (1 << (id - 1 + shift)));
  return { stacks: best.map((x) => x.id), purposes: alone(0, 24), specialFeatures: alone(24, 8) };
}
