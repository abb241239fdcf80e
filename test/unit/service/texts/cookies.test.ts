import { describe, expect, it } from 'vitest';
import { cookieDescription, formatLifetime } from '../../../../src/service/texts/index.ts';
import { LANGUAGES } from '../../../../src/shared/languages.ts';

const all = { de: 'Deutsch', en_uk: 'British', en_us: 'American', fr: 'Français' };
const none = { de: null, en_uk: null, en_us: null, fr: null };

describe('cookieDescription', () => {
  it('picks the visitor language when the cookie has it', () => {
    expect(cookieDescription(all, 'de')).toBe('Deutsch');
    expect(cookieDescription(all, 'fr')).toBe('Français');
    expect(cookieDescription(all, 'en')).toBe('American');
    expect(cookieDescription(all, 'en-gb')).toBe('British');
  });
  it('reads regional tags as their language', () => {
    expect(cookieDescription(all, 'de-AT')).toBe('Deutsch');
    expect(cookieDescription(all, 'en-GB')).toBe('British');
    expect(cookieDescription(all, 'fr-ca')).toBe('Français');
  });
  it('falls back between the two Englishes', () => {
    expect(cookieDescription({ ...none, en_us: 'American' }, 'en-gb')).toBe('American');
    expect(cookieDescription({ ...none, en_uk: 'British' }, 'en')).toBe('British');
  });
  it('falls back to English (US first) for other languages and for a missing translation', () => {
    expect(cookieDescription(all, 'pl')).toBe('American');
    expect(cookieDescription({ ...all, de: null }, 'de')).toBe('American');
    expect(cookieDescription({ ...all, fr: '   ', en_us: null }, 'fr')).toBe('British');
  });
  it('is null without any description, never another non-English language', () => {
    expect(cookieDescription(none, 'en')).toBeNull();
    expect(cookieDescription({ ...none, de: 'Deutsch' }, 'fr')).toBeNull();
    expect(cookieDescription({ ...none, en_us: '' }, 'en')).toBeNull();
  });
});

describe('formatLifetime', () => {
  it('reads durations as people say them', () => {
    expect(formatLifetime('30', 'en')).toBe('30 seconds');
    expect(formatLifetime('1800', 'en')).toBe('30 minutes');
    expect(formatLifetime('3600', 'en')).toBe('1 hour');
    expect(formatLifetime('86400', 'en')).toBe('1 day');
    expect(formatLifetime(String(30 * 86400), 'en')).toBe('30 days');
    expect(formatLifetime(String(90 * 86400), 'en')).toBe('3 months');
    expect(formatLifetime(String(365 * 86400), 'en')).toBe('1 year');
    expect(formatLifetime(String(366 * 86400), 'en')).toBe('1 year');
    expect(formatLifetime(String(395 * 86400), 'en')).toBe('13 months');
    expect(formatLifetime(String(730 * 86400), 'en')).toBe('2 years');
    expect(formatLifetime(String(913 * 86400), 'en')).toBe('2.5 years');
  });
  it('localizes units and numbers', () => {
    expect(formatLifetime(String(365 * 86400), 'de')).toBe('1 Jahr');
    expect(formatLifetime(String(395 * 86400), 'fr')).toBe('13\u00a0mois');
    expect(formatLifetime(String(30 * 86400), 'pl')).toBe('30 dni');
    expect(formatLifetime(String(2 * 365 * 86400), 'cs')).toBe('2 roky');
    expect(formatLifetime(String(913 * 86400), 'de')).toBe('2,5 Jahre');
    for (const lang of LANGUAGES) expect(formatLifetime(String(400 * 86400), lang), lang).toMatch(/13/);
  });
  it('says "Session" in the visitor language for session cookies', () => {
    expect(formatLifetime(null, 'en')).toBe('Session');
    expect(formatLifetime('0', 'de')).toBe('Sitzung');
    expect(formatLifetime('-1', 'cs')).toBe('Relace');
    expect(formatLifetime('', 'es')).toBe('Sesión');
  });
  it('is null for a value that is not a number', () => {
    expect(formatLifetime('forever', 'en')).toBeNull();
    expect(formatLifetime('Infinity', 'en')).toBeNull();
  });
});
