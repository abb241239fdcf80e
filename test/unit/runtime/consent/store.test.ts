// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Choice } from '../../../../src/runtime/consent/choice.ts';
import { parseChoice, readChoice, serializeChoice, writeChoice } from '../../../../src/runtime/consent/store.ts';
import { CONSENT_METHODS } from '../../../../src/shared/consent-methods.ts';
import { COOKIE_NAME } from '../../../../src/shared/storage-names.ts';

const choice: Choice = {
  granted: ['essential', 'analytics', 'social_networking'],
  method: 'custom',
  at: 1763856000000,
  version: 'Ab3dEf_h12:%x',
  visitor: '3f1c2b4a-1234-4abc-8def-0123456789ab',
};

afterEach(() => {
  document.cookie = `${COOKIE_NAME}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

describe('cookie format', () => {
  it('round-trips, compactly', () => {
    const v = serializeChoice(choice);
    expect(v).toBe('1:eas:custom:1763856000:Ab3dEf_h12%3A%25x:3f1c2b4a-1234-4abc-8def-0123456789ab');
    expect(parseChoice(v)).toEqual(choice);
  });
  it.each([
    '',
    'garbage',
    '2:eas:custom:1:v:3f1c2b4a-1234-4abc-8def-0123456789ab',
    '1:xyz:custom:1:v:3f1c2b4a-1234-4abc-8def-0123456789ab',
    '1:ea:bribe:1:v:3f1c2b4a-1234-4abc-8def-0123456789ab',
    '1:ea:custom:soon:v:3f1c2b4a-1234-4abc-8def-0123456789ab',
    '1:ea:custom:1::3f1c2b4a-1234-4abc-8def-0123456789ab',
    '1:ea:custom:1:v:not-a-uuid',
    '1:ea:custom:1:%E0%A4%A:3f1c2b4a-1234-4abc-8def-0123456789ab',
  ])('rejects %j', (v) => expect(parseChoice(v)).toBeNull());
  it('always grants essential', () => {
    expect(parseChoice('1::decline:1:v:3f1c2b4a-1234-4abc-8def-0123456789ab')!.granted).toEqual(['essential']);
  });
});

describe('methods', () => {
  it('each round-trips', () => {
    for (const method of CONSENT_METHODS) expect(parseChoice(serializeChoice({ ...choice, method }))!.method).toBe(method);
  });
});

describe('writeChoice / readChoice', () => {
  it('stores and reads back the choice', () => {
    writeChoice(choice);
    expect(readChoice()).toEqual(choice);
  });
  it('writes SameSite=Lax, Path=/, at most 13 months, Secure only on https, the domain when given', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeChoice(choice, { days: 9999, domain: '.example.com' });
    const written = set.mock.calls[0]![0] as string;
    expect(written).toContain('; Path=/; Max-Age=34128000; SameSite=Lax');
    expect(written).toContain('; Domain=.example.com');
    expect(written).not.toContain('Secure');
    writeChoice(choice, { days: 30 });
    expect(set.mock.calls[1]![0]).toContain('Max-Age=2592000;');
  });
  it('throws nothing when document.cookie throws (blocked storage); reads nothing then', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeChoice(choice)).not.toThrow();
    vi.restoreAllMocks();
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readChoice()).toBeNull();
  });
});
