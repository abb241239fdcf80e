import { expect, test } from 'vitest';
import { limitCalls } from '../../../../../src/service/jobs/workers/call-limits.ts';

const limits = { perSecond: 10, burst: 20, concurrency: 2, maxWaiting: 100 };

test('calls past the rate are a fault, once, and nothing after it is served', async () => {
  const served: number[] = [];
  const faults: string[] = [];
  const call = limitCalls<number>({ ...limits, serve: async (n) => void served.push(n), onFault: (r) => faults.push(r) });
  for (let i = 0; i < 20_000; i++) call(i);
  await new Promise((r) => setTimeout(r, 10));
  expect(faults).toEqual(['over 10 calls a second']);
  expect(served.length).toBeLessThanOrEqual(20);
});

test('calls are served a few at a time, and a queue past its bound is a fault', async () => {
  let running = 0;
  let most = 0;
  const release: Array<() => void> = [];
  const faults: string[] = [];
  const call = limitCalls<number>({
    ...limits,
    burst: 1_000,
    maxWaiting: 5,
    serve: () => {
      most = Math.max(most, ++running);
      return new Promise<void>((r) => release.push(r)).finally(() => running--);
    },
    onFault: (r) => faults.push(r),
  });
  for (let i = 0; i < 7; i++) call(i);
  expect(most).toBe(2);
  expect(faults).toEqual([]);
  call(7);
  expect(faults).toEqual(['over 5 calls waiting']);
});
