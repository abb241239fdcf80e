// Group commit: writes that wait together go together, each caller learns its own outcome, and a failed
// group is retried item by item so that nothing is lost or answered as written when it was not.
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../../../src/service/store/group-commit.ts';

/** A fake store whose writes finish when the test says so, recording every call. */
function fakeStore(opts: { failAllWhen?: (items: readonly string[]) => boolean; badItem?: string } = {}) {
  const calls: string[][] = [];
  const written: string[] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise((r) => {
      release = r;
    });
  };
  const write = groupCommit<string, string>({
    async writeAll(items) {
      calls.push(['all', ...items]);
      await gate;
      if (opts.failAllWhen?.(items)) throw new Error('group failed');
      written.push(...items);
      return items.map((i) => `ok:${i}`);
    },
    async writeOne(item) {
      calls.push(['one', item]);
      await gate;
      if (item === opts.badItem) throw new Error(`bad ${item}`);
      written.push(item);
      return `ok:${item}`;
    },
    key: (item) => item.split('#')[0]!,
    maxItems: 3,
  });
  return { write, calls, written, hold, release: () => release() };
}

/** Until the event loop's next check phase: a group started in this turn is then in flight. */
const nextTurn = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('writes a lone item alone', async () => {
    const s = fakeStore();
    expect(await s.write('a')).toBe('ok:a');
    expect(s.calls).toEqual([['one', 'a']]);
  });

  it('writes items that arrive in one turn of the event loop together', async () => {
    const s = fakeStore();
    expect(await Promise.all([s.write('a'), s.write('b')])).toEqual(['ok:a', 'ok:b']);
    expect(s.calls).toEqual([['all', 'a', 'b']]);
  });

  it('writes what arrived during a write together in the next one, each caller getting its own result', async () => {
    const s = fakeStore();
    s.hold();
    const first = s.write('a');
    await nextTurn();
    const rest = [s.write('b'), s.write('c'), s.write('d')];
    s.release();
    expect(await first).toBe('ok:a');
    expect(await Promise.all(rest)).toEqual(['ok:b', 'ok:c', 'ok:d']);
    expect(s.calls).toEqual([
      ['one', 'a'],
      ['all', 'b', 'c', 'd'],
    ]);
  });

  it('puts at most maxItems in one group and never two items of one key', async () => {
    const s = fakeStore();
    s.hold();
    const first = s.write('a');
    await nextTurn();
    const all = [first, ...['b', 'b#2', 'c', 'd', 'e'].map((i) => s.write(i))];
    s.release();
    await Promise.all(all);
    expect(s.calls).toEqual([
      ['one', 'a'],
      ['all', 'b', 'c', 'd'],
      ['all', 'b#2', 'e'],
    ]);
  });

  it('retries a failed group item by item: only the bad item fails, the others are written and answered', async () => {
    const s = fakeStore({ failAllWhen: (items) => items.includes('bad'), badItem: 'bad' });
    s.hold();
    const first = s.write('a');
    await nextTurn();
    const group = ['b', 'bad', 'c'].map((i) =>
      s.write(i).then(
        (r) => r,
        (e: Error) => e.message,
      ),
    );
    s.release();
    await first;
    expect(await Promise.all(group)).toEqual(['ok:b', 'bad bad', 'ok:c']);
    expect(s.written.sort()).toEqual(['a', 'b', 'c']);
    expect(s.calls.slice(1)).toEqual([
      ['all', 'b', 'bad', 'c'],
      ['one', 'b'],
      ['one', 'bad'],
      ['one', 'c'],
    ]);
  });

  it('keeps writing after a failure: the next writes go through', async () => {
    const s = fakeStore({ badItem: 'bad' });
    await expect(s.write('bad')).rejects.toThrow('bad bad');
    expect(await s.write('next')).toBe('ok:next');
  });
});
