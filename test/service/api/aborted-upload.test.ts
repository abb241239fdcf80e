// A client that goes away in the middle of its upload (a slow upload aborted) was logged as an error with a
// stack trace and counted as a 500, once per request: 1,000 aborted uploads, 1,000 error traces. It is the
// client's doing: one info line, status 499.
import { request } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { listen, type Service, startService } from '../harness.ts';

const lines: { level: number; msg: string; status?: number }[] = [];
let s: Service;
let server: Awaited<ReturnType<typeof listen>>;
let port = 0;

beforeAll(async () => {
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  s = await startService({ groups: publicRouteGroups({}), log });
  server = await listen(s);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await s.close();
});

/** Sends the start of a body that says it is longer, then closes the connection. */
function abortMidUpload(path: string): Promise<void> {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'text/plain', origin: 'https://x.example', 'content-length': 3000 };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write('{"id":', () => setTimeout(() => req.destroy(), 50));
  });
}

describe('an upload the client aborts', () => {
  it.each(['/public/v1/consents', '/v1/websites'])('on %s is one info line with status 499, never an error', async (path) => {
    const before = lines.length;
    await abortMidUpload(path);
    await vi.waitFor(() => expect(lines.length).toBeGreaterThan(before));
    await new Promise((r) => setTimeout(r, 100));
    const mine = lines.slice(before);
    expect(mine.filter((l) => l.level >= 50)).toEqual([]);
    expect(mine).toEqual([expect.objectContaining({ level: 30, status: 499, msg: 'request aborted by the client' })]);
  });
});
