import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientIp } from '../../../../../src/service/public/http/client-ip.ts';

// Behind N trusted proxies the client is the N-th address from the right of
// X-Forwarded-For; what the client wrote to the left of it is never believed.
const ipOf = async (trustedProxies: number, xff?: string) => {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trustedProxies) ?? 'none'));
  const env = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
  return (await app.request('/', { headers: xff ? { 'x-forwarded-for': xff } : {} }, env)).text();
};

describe('clientIp', () => {
  it('without a trusted proxy is the socket address, whatever the header says', async () => {
    expect(await ipOf(0, '1.2.3.4')).toBe('10.0.0.9');
  });
  it('behind one proxy is the right-most entry, not the client-written left-most one', async () => {
    expect(await ipOf(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(1, '203.0.113.7')).toBe('203.0.113.7');
  });
  it('behind two proxies is the second entry from the right', async () => {
    expect(await ipOf(2, '6.6.6.6, 203.0.113.7, 10.1.1.1')).toBe('203.0.113.7');
  });
  it('falls back to the socket when the proxies added fewer entries than configured', async () => {
    expect(await ipOf(2, '203.0.113.7')).toBe('10.0.0.9');
    expect(await ipOf(1)).toBe('10.0.0.9');
  });
});

describe('clientAddress (the same rule without a Hono context, for the first-view fast path)', () => {
  it('reads X-Forwarded-For behind trusted proxies only, else the socket', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.9', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientAddress(null, '10.0.0.9', 2)).toBe('10.0.0.9');
    expect(clientAddress(undefined, undefined)).toBeNull();
  });
});
