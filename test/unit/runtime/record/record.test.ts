// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, QUEUE_MAX, readQueue } from '../../../../src/runtime/record/queue.ts';
import { createFlush, record } from '../../../../src/runtime/record/send.ts';
import type { ConsentRecord } from '../../../../src/schema/consent-record.ts';
import { QUEUE_KEY } from '../../../../src/shared/storage-names.ts';

const rec = (id: string): ConsentRecord => ({
  id,
  visitor: '3f1c2b4a-1234-4abc-8def-0123456789ab',
  website: '5f0c6a3e-8a1b-4c2d-9e7f-1a2b3c4d5e6f',
  granted: ['essential'],
  method: 'decline',
  region: 'eu',
  lang: 'en',
  version: 'v1',
  url: 'https://site.example/',
  at: '2026-11-23T08:00:00.000Z',
  shown: 'banner',
});
const answer = (status: number | 'offline') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (status === 'offline') throw new TypeError('Failed to fetch');
      return new Response(null, { status });
    }),
  );
const sentIds = () =>
  (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.map((c) => JSON.parse(String(c[1].body)).id);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('record and the retry queue', () => {
  it('a delivered record leaves nothing queued', async () => {
    answer(204);
    await record('https://svc.example', rec('a'));
    expect(sentIds()).toEqual(['a']);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it.each([
    ['offline', 'offline'],
    ['500', 500],
    ['502', 502],
    ['503', 503],
    ['504', 504],
    ['429', 429],
    ['408', 408],
    // A connection cut under the service (a database restart) once answered 499: never the record's fault.
    ['499', 499],
    ['401 (a proxy)', 401],
    ['405 (a proxy)', 405],
  ] as const)('%s keeps the record for a later try', async (_, status) => {
    answer(status);
    await record('https://svc.example', rec('a'));
    expect(readQueue().map((r) => r.id)).toEqual(['a']);
  });

  it.each([
    [400, 'invalid'],
    [403, 'not from the website'],
    [404, 'no such website'],
    [409, 'another record under its id'],
    [413, 'too large'],
    [415, 'not text'],
  ])('%s (%s: a resend cannot fix it) drops the record', async (status) => {
    answer(status);
    await record('https://svc.example', rec('a'));
    expect(readQueue()).toEqual([]);
  });

  it('a record kept by a 503 is sent again by the next flush and then leaves the queue', async () => {
    answer(503);
    await record('https://svc.example', rec('a'));
    answer(204);
    await createFlush('https://svc.example')();
    expect(sentIds()).toEqual(['a']);
    expect(readQueue()).toEqual([]);
  });

  it('flush sends queued records in order, once each, and empties the queue', async () => {
    const flush = createFlush('https://svc.example');
    answer('offline');
    await record('https://svc.example', rec('a'));
    await record('https://svc.example', rec('b'));
    answer(204);
    await flush();
    expect(sentIds()).toEqual(['a', 'b']);
    expect(readQueue()).toEqual([]);
    await flush();
    expect(sentIds()).toEqual(['a', 'b']);
  });

  it('dedupes by id and keeps only the newest QUEUE_MAX', () => {
    enqueue(rec('a'));
    enqueue(rec('a'));
    expect(readQueue()).toHaveLength(1);
    for (let i = 0; i < QUEUE_MAX + 5; i++) enqueue(rec(`r${i}`));
    const q = readQueue();
    expect(q).toHaveLength(QUEUE_MAX);
    expect(q.at(-1)!.id).toBe(`r${QUEUE_MAX + 4}`);
  });

  it('ignores a corrupt queue', () => {
    localStorage.setItem(QUEUE_KEY, '{not json');
    expect(readQueue()).toEqual([]);
    localStorage.setItem(QUEUE_KEY, '[1,null,{"id":"ok"}]');
    expect(readQueue()).toEqual([{ id: 'ok' }]);
  });
});
