import { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RequestError } from '../../../src/service/core/errors.ts';
import { readEnvironment } from '../../../src/service/env.ts';
import { type Service, startService } from '../harness.ts';

const lines: Record<string, unknown>[] = [];
let s: Service;

beforeAll(async () => {
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = new Hono();
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.get('/teapot', () => {
    throw new RequestError(429, 'rate_limited', 'slow down', { 'Retry-After': '7' });
  });
  s = await startService({ log, groups: [() => ({ path: '/t', app })] });
});
afterAll(() => s.close());

it('answers an unexpected error as internal_error and logs it once, with its stack, method and path', async () => {
  const res = await s.app.request('/t/boom');
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ error: 'internal_error', message: 'the service failed to process the request' });
  const logged = lines.filter((l) => l.msg === 'unhandled error');
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ level: 50, method: 'GET', path: '/t/boom', err: { message: 'boom' } });
  expect((logged[0]!.err as { stack: string }).stack).toContain('errors.test.ts');
});

it('answers a RequestError with its code, message and headers, and logs the request line', async () => {
  const res = await s.app.request('/t/teapot');
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe('7');
  expect(await res.json()).toEqual({ error: 'rate_limited', message: 'slow down' });
  expect(lines.find((l) => l.msg === 'request' && l.path === '/t/teapot')).toMatchObject({ method: 'GET', status: 429 });
  expect(lines.filter((l) => l.msg === 'unhandled error')).toHaveLength(1);
});

it('reads LOG_LEVEL once, at start, and refuses a level pino does not have', () => {
  expect(readEnvironment({}).logLevel).toBe('info');
  expect(readEnvironment({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  expect(() => readEnvironment({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
});
