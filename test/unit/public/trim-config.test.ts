import { describe, expect, it } from 'vitest';
import { capCookies, clip, fairShare } from '../../../src/service/public/trim-config.ts';

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
});
