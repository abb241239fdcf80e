import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../../src/schema/limits.ts';
import { ConfigCookie } from '../../../../../src/schema/runtime-config.ts';
import { capCookies, clip, fairShare, trimCookie } from '../../../../../src/service/public/config/trim-config.ts';

describe('config trimming', () => {
  it('cuts a text to its limit with an ellipsis, never in half a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('ab😀cd', 4)).toBe('ab…');
    expect(clip(null, 4)).toBeNull();
  });

  it('caps the lists fairly: small categories keep all, large ones share the rest', () => {
    expect(fairShare([10, 1100], 1000)).toBe(990);
    expect(fairShare([600, 600, 600], 1000)).toBe(333);
    expect(fairShare([5, 7], 1000)).toBe(7);
    const cookie = { name: 'c', domain: null, lifetime: null, description: null };
    const capped = capCookies(
      new Map([
        ['a', Array(800).fill(cookie)],
        ['b', Array(800).fill(cookie)],
        ['c', Array(50).fill(cookie)],
      ]),
      1000,
    );
    expect([...capped.values()].map((l) => l.length)).toEqual([475, 475, 50]);
  });

  it('keeps a cookie’s service within its limit, leaves out empty service fields, drops an over-long link', () => {
    const base = { name: 'c', domain: null, lifetime: null, description: null };
    expect(trimCookie({ ...base, service: 'S'.repeat(300), service_policy_link: 'https://p.example/' })).toEqual({
      ...base,
      service: `${'S'.repeat(LIMITS.cookieShort - 1)}…`,
      service_policy_link: 'https://p.example/',
    });
    const empty = trimCookie({ ...base, service: '', service_policy_link: `https://p.example/${'x'.repeat(LIMITS.url)}` });
    expect(Object.keys(empty)).toEqual(['name', 'domain', 'lifetime', 'description']);
  });
});

describe('the config cookie schema', () => {
  const base = { name: 'c', domain: null, lifetime: null, description: null };
  it('accepts a cookie without the service fields (configs composed before them) and with http(s) links', () => {
    expect(ConfigCookie.safeParse(base).success).toBe(true);
    for (const link of ['https://p.example/privacy', 'http://p.example/'])
      expect(ConfigCookie.safeParse({ ...base, service: 'P', service_policy_link: link }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://p.example/', '/privacy', ''])('refuses the link %j', (link) => {
    expect(ConfigCookie.safeParse({ ...base, service_policy_link: link }).success).toBe(false);
  });

  it('refuses an empty service name', () => {
    expect(ConfigCookie.safeParse({ ...base, service: '' }).success).toBe(false);
  });
});
