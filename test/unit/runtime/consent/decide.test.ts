import { describe, expect, it } from 'vitest';
import type { Choice } from '../../../../src/runtime/consent/choice.ts';
import { decide, withGpc } from '../../../../src/runtime/consent/decide.ts';
import type { ConsentCategory, Region } from '../../../../src/schema/enums.ts';
import { regionSettings } from '../../../fixtures/config.ts';

const ALL: ConsentCategory[] = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];
const REGIONS: Region[] = ['eu', 'us', 'california', 'global'];
const stored = (granted: ConsentCategory[], method: Choice['method'] = 'accept_all', version = 'v1'): Choice => ({
  granted,
  method,
  at: 1,
  version,
  visitor: 'x',
});

describe('decide: region × consent mode × GPC × scroll × enable_banner, nothing stored', () => {
  const rows: { region: Region; mode: 'opt_in' | 'opt_out'; gpc: boolean; scroll: boolean; banner: boolean }[] = [];
  for (const region of REGIONS)
    for (const mode of ['opt_in', 'opt_out'] as const)
      for (const gpc of [false, true])
        for (const scroll of [false, true]) for (const banner of [false, true]) rows.push({ region, mode, gpc, scroll, banner });

  it.each(rows)('%j', ({ region, mode, gpc, scroll, banner }) => {
    const d = decide({
      region,
      settings: regionSettings({ consent_mode: mode, enable_consent_by_scroll: scroll, enable_banner: banner }),
      all: ALL,
      version: 'v1',
      stored: null,
      gpc,
    });
    const gpcRegion = gpc && (region === 'us' || region === 'california');
    expect(d.gpc).toBe(gpcRegion);
    if (gpcRegion) {
      // Declines sale/sharing with no prompt, recorded as gpc.
      expect(d).toMatchObject({ method: 'gpc', banner: false, scroll: false });
      expect(d.granted).toEqual(mode === 'opt_out' ? ['essential', 'performance', 'analytics'] : ['essential']);
    } else if (mode === 'opt_out') {
      expect(d).toMatchObject({ granted: ALL, method: 'implied', banner, scroll: false });
    } else {
      expect(d.granted).toEqual(['essential']);
      expect(d.method).toBeUndefined();
      expect(d.banner).toBe(banner);
      // Scroll only with a banner, only where enabled, and never in eu.
      expect(d.scroll).toBe(banner && scroll && region !== 'eu');
    }
  });
});

describe('decide with a stored choice', () => {
  const settings = regionSettings();
  it('a stored choice of the same version stands, with no banner and nothing new to record', () => {
    expect(
      decide({ region: 'eu', settings, all: ALL, version: 'v1', stored: stored(['essential', 'analytics']), gpc: false }),
    ).toEqual({ granted: ['essential', 'analytics'], banner: false, scroll: false, gpc: false });
  });
  it('a stored choice of another version asks again', () => {
    const d = decide({ region: 'eu', settings, all: ALL, version: 'v2', stored: stored(ALL), gpc: false });
    expect(d).toEqual({ granted: ['essential'], banner: true, scroll: false, gpc: false });
  });
  it('GPC in us/california strips sold/shared categories from a stored accept-all and records gpc', () => {
    const d = decide({ region: 'california', settings, all: ALL, version: 'v1', stored: stored(ALL), gpc: true });
    expect(d).toEqual({
      granted: ['essential', 'performance', 'analytics'],
      method: 'gpc',
      banner: false,
      scroll: false,
      gpc: true,
    });
  });
  it('GPC leaves an explicit custom choice, and a choice without sold/shared categories, alone', () => {
    expect(
      decide({ region: 'us', settings, all: ALL, version: 'v1', stored: stored(ALL, 'custom'), gpc: true }).method,
    ).toBeUndefined();
    expect(
      decide({ region: 'us', settings, all: ALL, version: 'v1', stored: stored(['essential', 'analytics']), gpc: true }).method,
    ).toBeUndefined();
  });
  it('GPC outside us/california changes nothing', () => {
    expect(decide({ region: 'eu', settings, all: ALL, version: 'v1', stored: stored(ALL), gpc: true }).granted).toEqual(ALL);
  });
});

describe('decide without settings', () => {
  it('fails closed: essential only, no banner', () => {
    for (const gpc of [false, true]) {
      expect(decide({ region: 'us', settings: null, all: ALL, version: 'v1', stored: stored(ALL), gpc })).toEqual({
        granted: ['essential'],
        banner: false,
        scroll: false,
        gpc: false,
      });
    }
  });
});

describe('withGpc', () => {
  it('removes advertising and social networking unless the choice was explicit per category', () => {
    expect(withGpc(ALL, 'accept_all', true)).toEqual(['essential', 'performance', 'analytics']);
    expect(withGpc(ALL, 'scroll', true)).toEqual(['essential', 'performance', 'analytics']);
    expect(withGpc(ALL, 'custom', true)).toEqual(ALL);
    expect(withGpc(ALL, 'api', true)).toEqual(ALL);
    expect(withGpc(ALL, 'accept_all', false)).toEqual(ALL);
  });
});
