// A body over the limit, sent over a real socket: the client must read the
// 413, never a connection reset while it is still sending.
import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { listen, type Service, startService } from '../harness.ts';

let s: Service;
let server: Awaited<ReturnType<typeof listen>>;
let port = 0;

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
  server = await listen(s);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await s.close();
});

/** POSTs `size` bytes (declared, or chunked when `chunked`); the status and error code, or the socket error. */
function send(path: string, size: number, chunked = false): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': 'text/plain', origin: 'https://x.example' };
    if (!chunked) headers['content-length'] = size;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve(`${res.statusCode} ${(JSON.parse(text) as { error: string }).error}`));
      res.on('error', (e) => resolve(`response ${(e as NodeJS.ErrnoException).code ?? e.message}`));
    });
    req.on('error', (e) => resolve(`request ${(e as NodeJS.ErrnoException).code ?? e.message}`));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let left = size;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('a body over the limit, over a real socket', () => {
  it('always answers 413 payload_too_large to a 2 MiB POST on /v1, declared or chunked', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push(await send('/v1/websites', 2 * 1024 * 1024, i % 2 === 1));
    expect(answers).toEqual(Array(10).fill('413 payload_too_large'));
  });

  it('always answers 413 to a 2 MiB consent record', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(await send('/public/v1/consents', 2 * 1024 * 1024, i % 2 === 1));
    expect(answers).toEqual(Array(6).fill('413 payload_too_large'));
  });

  it('answers a body declared too large at once, without waiting for it', async () => {
    // Only the headers and 1 KiB of a declared 8 MiB: the 413 must not wait for the rest.
    const status = await new Promise<string>((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/public/v1/consents',
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'content-length': 8 * 1024 * 1024 },
        },
        (res) => {
          resolve(String(res.statusCode));
          req.destroy();
        },
      );
      req.on('error', () => {});
      req.write(Buffer.alloc(1024, 0x20));
    });
    expect(status).toBe('413');
  }, 5_000);

  it('keeps nothing of refused 8 MiB uploads once they are answered', async () => {
    setFlagsFromString('--expose_gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    const before = held();
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => send('/public/v1/consents', 8 * 1024 * 1024, i % 2 === 1)),
      );
      expect(answers).toEqual(Array(8).fill('413 payload_too_large'));
    }
    // 192 MiB refused; what is still held afterwards must be noise, not bodies.
    expect(held() - before).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);
});
