// @vitest-environment happy-dom
import { GppModel } from '@iabgpp/cmpapi';
import { TCString } from '@iabtechlabtcf/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { consentStates } from '../../../../src/runtime/signals/consent-mode.ts';
import type { ConsentState } from '../../../../src/runtime/signals/events.ts';
import { createTcfApi } from '../../../../src/runtime/tcf/cmp-api.ts';
import { decisionChoice } from '../../../../src/runtime/tcf/decision-choice.ts';
import { encodeChoice, type TcfChoice } from '../../../../src/runtime/tcf/encode.ts';
import { stringChoice } from '../../../../src/runtime/tcf/kept-choice.ts';
import { createTcfFlow } from '../../../../src/runtime/tcf/tcf-flow.ts';
import type { ConsentCategory } from '../../../../src/schema/enums.ts';
import { VendorList, type VendorListAnswer } from '../../../../src/schema/vendor-list.ts';
import { defaultBanner } from '../../../../src/service/model/banner-defaults.ts';
import { gppConfig } from '../../../../src/service/public/config/gpp-config.ts';
import { CATEGORY_CONSENT_TYPES } from '../../../../src/shared/consent-types.ts';
import { gppStateIndex } from '../../../../src/shared/gpp-sections.ts';
import { TCF_PURPOSE_CATEGORIES } from '../../../../src/shared/tcf-purposes.ts';
import fixture from '../../../fixtures/tcf/vendor-list.json' with { type: 'json' };
import { decodeTc } from '../../../fixtures/tcf-decoded.ts';

// Issue 44, point 1: every combination of the visitor's categories, with and without choices in the vendor layer,
// through the flow the chunk runs, each string read back with the IAB's decoder. Vendor 8 is analytics only
// (consent for purposes 1 and 8, legitimate interest for 10).
const full = VendorList.parse(fixture);
const list: VendorListAnswer = {
  ...full,
  vendors: Object.fromEntries(Object.entries(full.vendors).filter(([id]) => ['1', '2', '3', '4', '8'].includes(id))),
  language: 'en',
  cmpId: 412,
  cmpVersion: 3,
  googleAtpIds: [89, 1301],
};
const OPTIONAL: ConsentCategory[] = ['performance', 'analytics', 'advertising', 'social_networking'];
const PURPOSES = Object.keys(list.purposes).map(Number);
const VENDORS = [1, 2, 3, 4, 8];
/** Every subset of `xs`, by the bits of 0 … 2^n − 1. */
const subsets = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: 2 ** xs.length }, (_, bits) => xs.filter((_, i) => bits & (1 << i)));

/** A small deterministic generator (mulberry32): the same choices on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(44);
const some = (xs: readonly number[]) => xs.filter(() => next() < 0.5);
/** Vendor-layer choices: none (the centre saved without opening the layer), all, nothing, then random ones. */
const LAYERS: (TcfChoice | null)[] = [
  null,
  {
    purposeConsents: PURPOSES,
    purposeObjections: [],
    specialFeatureOptIns: [1, 2],
    vendorConsents: VENDORS,
    vendorObjections: [],
    googleAtpConsents: [89, 1301],
  },
  {
    purposeConsents: [],
    purposeObjections: PURPOSES,
    specialFeatureOptIns: [],
    vendorConsents: [],
    vendorObjections: VENDORS,
    googleAtpConsents: [],
  },
  ...Array.from({ length: 9 }, () => ({
    purposeConsents: some(PURPOSES),
    purposeObjections: some(PURPOSES),
    specialFeatureOptIns: some([1, 2]),
    vendorConsents: some(VENDORS),
    vendorObjections: some(VENDORS),
    googleAtpConsents: some([89, 1301]),
  })),
];

const AT = '2026-11-26T10:00:00.000Z';
const state = (granted: ConsentCategory[], method: ConsentState['method']) =>
  ({
    granted,
    method,
    at: AT,
    version: 'v1',
    region: 'eu',
    gpc: false,
    reloadNeeded: false,
  }) as ConsentState;
const flush = () => new Promise((r) => setTimeout(r, 0));

/** The string the CMP API hands out after a decision, as getTCData answers it. */
async function stringOf(s: ConsentState, layer: TcfChoice | null): Promise<{ tcString: string; addtlConsent: string }> {
  const api = createTcfApi();
  const flow = createTcfFlow({ version: 'v1', list: async () => list, api });
  if (layer) flow.choose(layer);
  flow.follow(s, 'change');
  await flush();
  let got: { tcString: string; addtlConsent: string } | undefined;
  api.handle({ command: 'getTCData' }, (d) => (got = d as never));
  return got!;
}

describe('the TC string says no more than the categories, and what consent mode says', () => {
  beforeEach(() => localStorage.clear());

  it('for every combination of categories and vendor-layer choices', async () => {
    for (const optional of subsets(OPTIONAL))
      for (const layer of LAYERS) {
        const granted: ConsentCategory[] = ['essential', ...optional];
        const { tcString, addtlConsent } = await stringOf(state(granted, 'custom'), layer);
        const d = decodeTc(tcString);
        const where = `${granted.join(',')} with ${JSON.stringify(layer)}`;
        const mode = consentStates(granted);
        const modeGrants = (c: ConsentCategory) => CATEGORY_CONSENT_TYPES[c].every((t) => mode[t] === 'granted');
        const covered = (p: number) => TCF_PURPOSE_CATEGORIES[p]!.some(modeGrants);

        // Never a purpose, by consent or by legitimate interest, that no granted category covers.
        for (const p of [...d.purposeConsents, ...d.purposeLegitimateInterests]) expect(covered(p), where).toBe(true);
        // Consent mode and the string agree: without the layer narrowing it, a purpose is consented to exactly
        // when consent mode grants a category that covers it.
        if (!layer) expect(d.purposeConsents, where).toEqual(PURPOSES.filter(covered));
        else expect(d.purposeConsents, where).toEqual(PURPOSES.filter((p) => covered(p) && layer.purposeConsents.includes(p)));
        // Special features only by the layer's own opt-in, never by a category, and only beside a purpose.
        const optIns = layer && d.purposeConsents.length ? [...layer.specialFeatureOptIns].sort() : [];
        expect(d.specialFeatureOptins, where).toEqual(optIns);
        // A vendor has consent only when every purpose it needs consent for is consented to (and the layer left it).
        for (const id of VENDORS) {
          const needs = list.vendors[id]!.purposes;
          const eligible = needs.every((p) => d.purposeConsents.includes(p)) && (!layer || layer.vendorConsents.includes(id));
          // The IAB's library sets no consent bit for a vendor that declares no consent purpose (vendor 3).
          expect(d.vendorConsents.includes(id), `${where}: vendor ${id}`).toBe(eligible && needs.length > 0);
        }
        // Google's ad-tech providers only with advertising, as ad_storage.
        const providers = addtlConsent.split('~')[1]!;
        if (mode.ad_storage === 'denied') expect(providers, where).toBe('');
        // Round trip: the string read back with the IAB's decoder, as a returning view reads the kept one, and made
        // again from the same decision is the same string: the next view changes nothing the visitor chose.
        const read = stringChoice(list, TCString.decode(tcString), addtlConsent);
        const again = encodeChoice(list, decisionChoice(list, granted, read), AT);
        expect(again, where).toEqual({ tcString, addtlConsent });
      }
  }, 60_000);

  it('advertising only: none of the purposes analytics or performance cover, no special feature, no analytics-only vendor', async () => {
    const d = decodeTc((await stringOf(state(['essential', 'advertising'], 'custom'), null)).tcString);
    expect(d.purposeConsents).toEqual([1, 2, 3, 4, 7]);
    expect(d.purposeLegitimateInterests).toEqual([2, 7]);
    expect(d.specialFeatureOptins).toEqual([]);
    // Vendor 2 needs consent for purpose 1 only (its others are legitimate interests), which advertising covers.
    expect(d.vendorConsents).toEqual([1, 2, 4]);
    expect(d.vendorConsents).not.toContain(8);
    // An accept-all decision is the same with every category: special features still need the layer's opt-in.
    const all = decodeTc((await stringOf(state(['essential', ...OPTIONAL], 'accept_all'), null)).tcString);
    expect(all.purposeConsents).toEqual(PURPOSES);
    expect(all.specialFeatureOptins).toEqual([]);
    expect(all.vendorConsents).toEqual([1, 2, 4, 8]);
  });

  it('the GPP string of every combination decodes with the IAB library to the opt-outs consent mode implies', () => {
    const us = gppConfig(defaultBanner(), 'us')!;
    for (const optional of subsets(OPTIONAL))
      for (const gpc of [false, true]) {
        const granted: ConsentCategory[] = ['essential', ...optional];
        const advertising = consentStates(granted).ad_storage === 'granted';
        const s = us.states[gppStateIndex(gpc, granted.includes('advertising'))]!;
        const section = new GppModel(s.string).getSection('usnat') as Record<string, unknown>;
        const optOut = advertising ? 2 : 1;
        expect(section, `${granted} gpc ${gpc}`).toMatchObject({
          SaleOptOut: optOut,
          SharingOptOut: optOut,
          TargetedAdvertisingOptOut: optOut,
          Gpc: gpc,
        });
      }
  });
});
