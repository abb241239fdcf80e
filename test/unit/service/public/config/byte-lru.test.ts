import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../../../../src/service/public/config/byte-lru.ts';

describe('ByteLru', () => {
  it('keeps at most its bytes, least recently used out first', () => {
    const lru = new ByteLru<string, number>(100);
    lru.set('a', 1, 40);
    lru.set('b', 2, 40);
    expect(lru.get('a')).toBe(1); // a is now the most recently used
    lru.set('c', 3, 40);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
    expect(lru.bytes).toBe(80);
  });

  it('replacing a key counts its new size only', () => {
    const lru = new ByteLru<string, string>(100);
    lru.set('a', 'x', 60);
    lru.set('a', 'y', 30);
    expect(lru.bytes).toBe(30);
    expect(lru.size).toBe(1);
  });

  it('a value larger than the bound is not kept, and pushes nothing else out', () => {
    const lru = new ByteLru<string, string>(100);
    lru.set('small', 's', 10);
    lru.set('huge', 'h', 500);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('small')).toBe('s');
    expect(lru.bytes).toBe(10);
  });

  it('getting the most recent key again keeps the order right after other keys move', () => {
    const lru = new ByteLru<string, number>(100);
    lru.set('a', 1, 30);
    lru.set('b', 2, 30);
    lru.set('c', 3, 30);
    lru.get('a'); // order b, c, a
    lru.get('a'); // a was already the newest
    lru.get('b'); // c, a, b
    lru.delete('b'); // c, a
    lru.get('a');
    lru.set('d', 4, 30);
    lru.set('e', 5, 30); // 120 bytes: c, the oldest, goes
    expect(lru.get('c')).toBeUndefined();
    expect([lru.get('a'), lru.get('d'), lru.get('e')]).toEqual([1, 4, 5]);
  });
});
