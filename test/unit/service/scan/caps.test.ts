import { expect, test } from 'vitest';
import { isKnownTracker, trackerNameLists } from '../../../../src/service/classify/index.ts';
import type { Finding } from '../../../../src/service/model/scan-results.ts';
import { capNote, capPage, PAGE_CAPS } from '../../../../src/service/scan/caps.ts';

const f = (name: string, trackerType: Finding['trackerType'], domain = 'shop.example'): Finding => ({
  name,
  domain,
  url: 'https://shop.example/',
  value: '1',
  trackerType,
  lifetime: null,
  initiator: null,
  country: null,
});

test('known trackers: by the database (classified, not by its raw category) and by a tracker domain', () => {
  expect(isKnownTracker('_ga', '.shop.example')).toBe(true);
  expect(isKnownTracker('_hjSessionUser_4711', 'shop.example')).toBe(true); // Hotjar: Functional upstream, analytics here
  expect(isKnownTracker('_fbp', 'shop.example')).toBe(true);
  expect(isKnownTracker('PHPSESSID', 'shop.example')).toBe(false); // essential
  expect(isKnownTracker('pad_1', 'shop.example')).toBe(false);
  expect(isKnownTracker('anything', '.doubleclick.net')).toBe(true);
  const lists = trackerNameLists();
  expect(lists.exact).toContain('_ga');
  expect(lists.prefixes).toContain('_hjsessionuser_');
  expect(lists.exact).not.toContain('phpsessid');
});

test('within the caps nothing is cut; past them known trackers are kept first, in the order found', () => {
  const few = [f('a', 'http_cookie'), f('b', 'html_local_storage')];
  expect(capPage(few)).toEqual({ kept: few, cut: { storage: 0, cookies: 0, pixels: 0 } });
  const cookies = Array.from({ length: PAGE_CAPS.cookies + 500 }, (_, i) =>
    f(i === 1_200 ? '_ga' : `c${i}`, i % 2 ? 'http_cookie' : 'server_cookie'),
  );
  const storage = Array.from({ length: 30 }, (_, i) => f(`s${i}`, 'html_session_storage'));
  const { kept, cut } = capPage([...storage, ...cookies], { storage: 59_000 });
  expect(cut).toEqual({ storage: 59_000, cookies: 500, pixels: 0 });
  expect(kept.filter((x) => x.trackerType.endsWith('_cookie'))).toHaveLength(PAGE_CAPS.cookies);
  expect(kept.map((x) => x.name)).toContain('_ga');
  expect(kept.slice(0, 30)).toEqual(storage);
  expect(kept.indexOf(kept.find((x) => x.name === '_ga')!)).toBeGreaterThan(kept.indexOf(kept.find((x) => x.name === 'c998')!));
  expect(capNote('https://shop.example/', cut)).toBe(
    'https://shop.example/: 59,000 storage keys, 500 cookies not listed: a page lists at most 1,000 storage keys, 1,000 cookies and 1,000 pixels, known trackers first',
  );
  expect(capNote('https://shop.example/', { storage: 0, cookies: 0, pixels: 0 })).toBeNull();
});
