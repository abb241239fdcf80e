import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../../src/shared/bounded-memo.ts';

/** `fn` that records each key it is asked to work out. */
const counted = () => {
  const asked: string[] = [];
  return { asked, fn: (k: string) => (asked.push(k), k === 'none' ? null : k.length) };
};

describe('boundedMemo', () => {
  it('works a key out once and answers it again from memory, null answers included', () => {
    const { asked, fn } = counted();
    const memo = boundedMemo(fn);
    expect([memo('abc'), memo('abc'), memo('none'), memo('none')]).toEqual([3, 3, null, null]);
    expect(asked).toEqual(['abc', 'none']);
  });

  it('remembers an undefined answer too', () => {
    const asked: string[] = [];
    const memo = boundedMemo((k: string) => void asked.push(k));
    expect([memo('u'), memo('u')]).toEqual([undefined, undefined]);
    expect(asked).toEqual(['u']);
  });

  it('keeps at most two generations: a key not asked for in the last one is worked out again', () => {
    const { asked, fn } = counted();
    const memo = boundedMemo(fn, 2);
    for (const k of ['a', 'b', 'c', 'd', 'e']) memo(k);
    // a and b went with the older generation when c started a new one and e another.
    memo('a');
    memo('d');
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e', 'a']);
  });

  it('never keeps a long key: a client can send any header', () => {
    const { asked, fn } = counted();
    const memo = boundedMemo(fn);
    const long = 'x'.repeat(300);
    memo(long);
    memo(long);
    expect(asked).toEqual([long, long]);
  });
});
