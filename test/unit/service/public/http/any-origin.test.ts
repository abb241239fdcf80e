// Any site may read these endpoints' answers, errors included; a preflight is answered as cors() does.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RequestError, requestErrorResponse } from '../../../../../src/service/core/errors.ts';
import { anyOrigin } from '../../../../../src/service/public/http/any-origin.ts';

function app() {
  const a = new Hono();
  a.use('*', anyOrigin(['GET', 'HEAD']));
  a.get('/ok', (c) => c.body('x', 200, { ETag: '"t"' }));
  a.get('/not-modified', (c) => c.body(null, 304));
  a.get('/refused', () => {
    throw new RequestError(429, 'rate_limited', 'slow down', { 'Retry-After': '3' });
  });
  a.notFound((c) => requestErrorResponse(c, new RequestError(404, 'not_found', 'no such thing')));
  a.onError((err, c) => requestErrorResponse(c, err as RequestError));
  return a;
}

const origin = { origin: 'https://site.example' };

describe('anyOrigin', () => {
  it.each([
    ['an answer', '/ok', 'GET', 200],
    ['a HEAD', '/ok', 'HEAD', 200],
    ['a 304', '/not-modified', 'GET', 304],
    ['a refusal with its own headers', '/refused', 'GET', 429],
    ['an unknown path', '/missing', 'GET', 404],
  ])('lets any origin read %s', async (_, path, method, status) => {
    const res = await app().request(path, { method, headers: origin });
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    if (status === 429) expect(res.headers.get('retry-after')).toBe('3');
  });

  it('answers a preflight with the allowed methods', async () => {
    const res = await app().request('/ok', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
  });
});
