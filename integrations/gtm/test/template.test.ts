import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consentStates } from '../../../src/runtime/signals/consent-mode.ts';
import type { ConsentState } from '../../../src/runtime/signals/events.ts';
import { CONSENT_CATEGORIES } from '../../../src/shared/categories.ts';
import { CONSENT_TYPES } from '../../../src/shared/consent-types.ts';
import { runTemplate, runtimeLoads, sections } from './sandbox.ts';
import { runScenario, testsOf } from './template-tests.ts';

const tpl = sections(join(import.meta.dirname, '..', 'template.tpl'));
const code = tpl.SANDBOXED_JS_FOR_WEB_TEMPLATE!;
const ORIGIN = 'https://consent.example.com';
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const allowed = (url: string) => url.startsWith(`${ORIGIN}/c/`);

const row = (region: string, granted: string[]) =>
  Object.fromEntries([['region', region], ...CONSENT_TYPES.map((t) => [t, granted.includes(t) ? 'granted' : 'denied'])]);
const EU = row('AT, de ,FR', ['security_storage']);
const REST = row('', ['security_storage', 'analytics_storage']);
const fields = { uuid: UUID, origin: ORIGIN, defaults: [EU, REST], waitForUpdate: '500', urlPassthrough: true };

/** Runs the template, loads "the script" and lets the runtime announce `granted` as a decision. */
function decide(granted: string[], data: Record<string, unknown> = fields) {
  const run = runTemplate(code, data, allowed);
  runtimeLoads(run.page, null)('change', { granted, method: 'custom' } as ConsentState);
  return run;
}

describe('GTM template: sandboxed code', () => {
  it.each([
    ['accept', [...CONSENT_CATEGORIES]],
    ['decline', ['essential']],
  ])('%s: the defaults, then the inject, then the update', (_, granted) => {
    const { calls } = decide(granted);
    const { region: _r, ...euStates } = EU;
    const { region: _g, ...restStates } = REST;
    expect(calls).toEqual([
      ['setDefaultConsentState', { ...euStates, region: ['AT', 'DE', 'FR'], wait_for_update: 500 }],
      ['setDefaultConsentState', { ...restStates, wait_for_update: 500 }],
      ['gtagSet', { ads_data_redaction: false, url_passthrough: true }],
      ['createArgumentsQueue', 'ServiceConsent', 'ServiceConsent.q'],
      ['ServiceConsent', 'on', 'ready'],
      ['ServiceConsent', 'on', 'change'],
      ['injectScript', `${ORIGIN}/c/${UUID}.js`],
      ['gtmOnSuccess'],
      ['updateConsentState', consentStates(granted as never)],
    ]);
  });

  it("maps each category through the runtime's table", () => {
    for (const c of CONSENT_CATEGORIES) {
      const { calls } = decide(['essential', c]);
      expect(calls.at(-1)).toEqual(['updateConsentState', consentStates(['essential', c])]);
    }
  });

  it('updates from the stored decision once the page view is settled, and not while nothing is decided', () => {
    const undecided = runTemplate(code, fields, allowed);
    runtimeLoads(undecided.page, null);
    expect(undecided.calls.filter((c) => c[0] === 'updateConsentState')).toEqual([]);
    const stored = runTemplate(code, fields, allowed);
    runtimeLoads(stored.page, { granted: ['essential', 'analytics'] } as ConsentState);
    // The runtime replays the queue as it runs, before GTM's load callback.
    expect(stored.calls.slice(-2)).toEqual([['updateConsentState', consentStates(['essential', 'analytics'])], ['gtmOnSuccess']]);
  });

  it('without a row for everyone else, everyone else gets the strictest default (fail closed)', () => {
    const { calls } = runTemplate(code, { ...fields, defaults: [EU], waitForUpdate: '0' }, allowed);
    expect(calls[0]).toEqual(['setDefaultConsentState', consentStates(['essential'])]);
  });

  it('an origin the permission does not allow fails the tag and injects nothing', () => {
    const { calls } = runTemplate(code, { ...fields, origin: 'https://elsewhere.example' }, allowed);
    expect(calls.map((c) => c[0])).not.toContain('injectScript');
    expect(calls.at(-1)).toEqual(['gtmOnFailure']);
  });
});

type Value = { type: number; string?: string; boolean?: boolean; listItem?: Value[]; mapKey?: Value[]; mapValue?: Value[] };
type Permission = { instance: { key: { publicId: string }; param: { key: string; value: Value }[] } };
/** A permission parameter's value as plain data: strings, booleans, lists and maps. */
const plain = (v: Value): unknown =>
  v.type === 2
    ? v.listItem!.map(plain)
    : v.type === 3
      ? Object.fromEntries(v.mapKey!.map((k, i) => [k.string, plain(v.mapValue![i]!)]))
      : (v.string ?? v.boolean);

describe("GTM template: its own test scenarios, GTM's ___TESTS___", () => {
  const { scenarios, setup } = testsOf(tpl.TESTS!);

  it('has scenarios for the defaults, an accept, a decline and a refused script', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(4);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_, scenario) => {
    runScenario(code, setup, scenario, allowed);
  });

  it('a scenario whose assertion does not hold fails', () => {
    const wrong = { name: 'wrong', code: "runCode(mockData);\nassertApi('updateConsentState').wasCalled();" };
    expect(() => runScenario(code, setup, wrong, allowed)).toThrow(/updateConsentState was not called/);
  });
});

describe('GTM template: permissions', () => {
  const perms = Object.fromEntries(
    (JSON.parse(tpl.WEB_PERMISSIONS!) as Permission[]).map((p) => [
      p.instance.key.publicId,
      Object.fromEntries(p.instance.param.map((q) => [q.key, plain(q.value)])),
    ]),
  );
  // The APIs that need a permission, and which.
  const NEEDS: Record<string, string> = {
    setDefaultConsentState: 'access_consent',
    updateConsentState: 'access_consent',
    injectScript: 'inject_script',
    createArgumentsQueue: 'access_globals',
    gtagSet: 'write_data_layer',
    logToConsole: 'logging',
  };

  it('names exactly the permissions of the APIs the code requires, each with exactly the keys it uses', () => {
    const { required, calls } = decide(['essential']);
    expect(Object.keys(perms).sort()).toEqual([...new Set([...required].map((a) => NEEDS[a]).filter(Boolean))].sort());
    expect(perms.access_consent!.consentTypes).toEqual(CONSENT_TYPES.map((t) => ({ consentType: t, read: false, write: true })));
    const windowKeys = calls.filter((c) => c[0] === 'createArgumentsQueue').flatMap((c) => c.slice(1));
    expect(perms.access_globals!.keys).toEqual(windowKeys.map((key) => ({ key, read: true, write: true, execute: false })));
    const setKeys = calls.filter((c) => c[0] === 'gtagSet').flatMap((c) => Object.keys(c[1] as object));
    expect(perms.write_data_layer!.keyPatterns).toEqual(setKeys);
    expect(perms.inject_script!.urls).toEqual([`${ORIGIN}/c/*`]);
    expect(perms.logging!.environments).toBe('debug');
  });

  it('offers a default column for every consent type the update writes', () => {
    const params = JSON.parse(tpl.TEMPLATE_PARAMETERS!) as { name: string; paramTableColumns?: { param: { name: string } }[] }[];
    const table = params.find((p) => p.name === 'defaults')!;
    expect(table.paramTableColumns!.map((c) => c.param.name)).toEqual(['region', ...CONSENT_TYPES]);
  });
});
