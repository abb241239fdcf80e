import { describe, expect, it } from 'vitest';
import type { TrackerType } from '../../../../src/schema/enums.ts';
import { cookieIdentity, foldRandomParts } from '../../../../src/service/classify/identity.ts';

const key = (name: string, domain: string | null = '.shop.example', trackerType: TrackerType = 'http_cookie') =>
  cookieIdentity({ name, domain, trackerType });

describe('cookieIdentity', () => {
  it('is one entry for every name under one database prefix', () => {
    expect(key('_ga_ABC123')).toBe(key('_ga_XYZ'));
    expect(key('_ga_ABC123')).toBe('http_cookie|shop.example|_ga_*');
    expect(key('_hjSessionUser_1')).toBe(key('_hjSessionUser_99999'));
  });

  it('keeps exact database names apart from the prefixes they start', () => {
    expect(key('_ga')).toBe('http_cookie|shop.example|_ga');
    expect(key('_ga')).not.toBe(key('_ga_X'));
    expect(key('_gid')).not.toBe(key('_ga'));
  });

  it('tells apart domains and tracker types, but not a leading dot or case of the domain', () => {
    expect(key('_ga', '.shop.example')).toBe(key('_ga', 'SHOP.example'));
    expect(key('_ga', 'www.shop.example')).not.toBe(key('_ga', 'shop.example'));
    expect(key('_ga', 'shop.example', 'http_cookie')).not.toBe(key('_ga', 'shop.example', 'html_local_storage'));
  });

  it('keeps names case-sensitive, as browsers do', () => {
    expect(key('Cart')).not.toBe(key('cart'));
  });

  it('folds random-looking parts of names the database does not know', () => {
    expect(key('wp_session_5f3a9c1e22')).toBe(key('wp_session_00ab12cd34ef'));
    expect(key('ab-test-1699999999')).toBe('http_cookie|shop.example|ab-test-*');
    expect(key('sess:3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(key('sess:0b7e1d9a-2c4f-4a8e-9d3b-7f6e5a4c3b2a'));
    expect(key('cart')).toBe('http_cookie|shop.example|cart');
  });

  it('keys pixels by their name with the same folding, without the database', () => {
    expect(cookieIdentity({ name: 'www.facebook.com/tr', domain: 'www.facebook.com', trackerType: 'pixel_tracker' })).toBe(
      'pixel_tracker|www.facebook.com|www.facebook.com/tr',
    );
  });
});

describe('foldRandomParts', () => {
  it.each([
    ['session_123456', 'session_*'], // six digits or more
    ['v2_pref', 'v2_pref'], // short runs are a name's fixed part
    ['year_2024', 'year_2024'],
    ['_ga_ABC123', '_ga_ABC123'], // short mixed ids stay: the database covers the common ones
    ['id_deadbeef', 'id_deadbeef'], // hex letters alone can be a word
    ['id_deadbeef01', 'id_*'],
    ['tok.aZ3kLm9QxR2tVb7Y', 'tok.*'], // 16 or more mixed letters and digits
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301_flag', '*_flag'],
    ['a-1700000000-b-1700000001', 'a-*-b-*'],
  ])('%s → %s', (name, folded) => {
    expect(foldRandomParts(name)).toBe(folded);
  });
});
