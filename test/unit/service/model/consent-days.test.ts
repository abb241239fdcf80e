// Which days' counts may be kept for good: a day closes an hour after its end (UTC), on the clock it is given.
import { expect, test } from 'vitest';
import { daysFrom, lastClosedDay } from '../../../../src/service/model/consent-days.ts';

const at = (iso: string) => Date.parse(iso);

test('yesterday closes an hour after midnight (UTC), not before', () => {
  expect(lastClosedDay(at('2026-03-02T00:59:59.999Z'))).toBe('2026-02-28');
  expect(lastClosedDay(at('2026-03-02T01:00:00.000Z'))).toBe('2026-03-01');
  expect(lastClosedDay(at('2026-03-02T23:59:59.999Z'))).toBe('2026-03-01');
});

test('the days of a range, inclusive, across a month and a year', () => {
  expect(daysFrom('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  expect(daysFrom('2025-12-31', '2026-01-01')).toEqual(['2025-12-31', '2026-01-01']);
  expect(daysFrom('2026-01-02', '2026-01-01')).toEqual([]);
});
