import { expect, test } from 'vitest';
import { frame, frameReader } from '../../../../../src/service/jobs/workers/frames.ts';

const reader = (maxBytes: number) => {
  const got: unknown[] = [];
  const faults: string[] = [];
  const read = frameReader({ maxBytes, onMessage: (m) => got.push(m), onFault: (r) => faults.push(r) });
  return { read, got, faults };
};

test('messages split and joined across chunks arrive whole, typed arrays included', () => {
  const r = reader(1024);
  const wire = Buffer.concat([frame({ a: 1 }), frame({ png: new Uint8Array([137, 80]) }), frame('x')]);
  for (let i = 0; i < wire.length; i += 3) r.read(wire.subarray(i, i + 3));
  expect(r.got).toEqual([{ a: 1 }, { png: new Uint8Array([137, 80]) }, 'x']);
  expect(r.faults).toEqual([]);
});

test('a message announced over the bound is refused from its length, before its body is buffered', () => {
  const r = reader(1024);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(300 * 1024 * 1024);
  r.read(head);
  expect(r.faults).toEqual([expect.stringMatching(/314572800 bytes, over 1024/)]);
  r.read(frame('after'));
  expect(r.got).toEqual([]);
});

test('a message that does not decode is a fault', () => {
  const r = reader(1024);
  r.read(Buffer.from([0, 0, 0, 2, 0xff, 0xff]));
  expect(r.faults).toEqual(['a message that does not decode']);
});
