import type { Cookie } from '../../schema/cookie.ts';
import { languageOf, packOf } from './packs.ts';

type Described = Pick<Cookie, 'de' | 'en_uk' | 'en_us' | 'fr'>;
type DescriptionField = keyof Described;

/** Description fields to try per visitor language, before the English fallback. */
const PREFERRED: Record<string, readonly DescriptionField[]> = {
  en: ['en_us', 'en_uk'],
  'en-gb': ['en_uk', 'en_us'],
  de: ['de'],
  fr: ['fr'],
};
const ENGLISH: readonly DescriptionField[] = ['en_us', 'en_uk'];

/**
 * A cookie's description in the visitor's language when the cookie has one
 * (the spec carries de, en_uk, en_us and fr), else in English, else null.
 * Blank strings count as missing.
 */
export function cookieDescription(cookie: Described, lang: string): string | null {
  for (const field of [...(PREFERRED[languageOf(lang)] ?? []), ...ENGLISH]) {
    const text = cookie[field]?.trim();
    if (text) return text;
  }
  return null;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Average Gregorian month, so that 395 days read as 13 months and 365 days as 1 year. */
const MONTH = 30.436875 * DAY;

/**
 * A cookie's lifetime (seconds, as the spec's string) as a visitor reads it:
 * "Session", "45 minutes", "30 days", "13 months", "2 years" in `lang`.
 * null or "0" (nothing stored past the session) is "Session"; anything not a
 * number gives null, so that nothing made up is shown.
 */
export function formatLifetime(seconds: string | null, lang: string): string | null {
  const pack = packOf(lang);
  if (seconds === null || seconds.trim() === '') return pack.session;
  const s = Number(seconds);
  if (!Number.isFinite(s)) return null;
  if (s <= 0) return pack.session;

  const unit = (u: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year', n: number) =>
    new Intl.NumberFormat(pack.tag, { style: 'unit', unit: u, unitDisplay: 'long', maximumFractionDigits: 1 }).format(n);

  if (s < MINUTE) return unit('second', Math.round(s));
  if (s < HOUR) return unit('minute', Math.round(s / MINUTE));
  if (s < DAY) return unit('hour', Math.round(s / HOUR));
  // Up to about six weeks days read better than "1.5 months".
  if (s < 45 * DAY) return unit('day', Math.round(s / DAY));
  const months = Math.round(s / MONTH);
  if (months % 12 === 0) return unit('year', months / 12);
  if (months < 24) return unit('month', months);
  return unit('year', Math.round(months / 6) / 2);
}
