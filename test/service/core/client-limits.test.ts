// Slow clients (issue 46): a slow upload was held about 327 s (Node's default request timeout, checked every
// 30 s), and one address could open any number of connections. Here the whole request must arrive within
// REQUEST_TIMEOUT_SECONDS (1 s in this test), else 408 and the connection closes; and an address past
// CONNECTIONS_PER_ADDRESS has its new connection closed at once, while its others are served, unless one of them
// rests between requests after an answer (a browser's keep-alive), which is closed to make room.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { listen, type Service, startService } from '../harness.ts';

const PER_ADDRESS = 3;
let s: Service;
let server: Awaited<ReturnType<typeof listen>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
  server = await listen(s, s.fast, { requestTimeoutMs: 1000, connectionsPerAddress: PER_ADDRESS });
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server.close();
  await s.close();
});

/** A raw connection (from `localAddress`, a loopback address), and what the server sent on it once it closes. */
function open(localAddress = '127.0.0.1'): { socket: Socket; connected: Promise<void>; closed: Promise<string> } {
  const socket = connect({ port: server.port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => {});
  return {
    socket,
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve(received))),
  };
}

describe('slow clients', () => {
  it('a body that stops coming is answered 408 and closed within the request timeout', async () => {
    const c = open();
    await c.connected;
    c.socket.write(
      'POST /public/v1/consents HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nOrigin: https://x.example\r\nContent-Length: 1000\r\n\r\n{"id":',
    );
    expect(await c.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers that never end are answered 408 and closed too', async () => {
    const c = open();
    await c.connected;
    c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    expect(await c.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it(`an address's connection past ${PER_ADDRESS} is closed at once; its others are still served`, async () => {
    const held = Array.from({ length: PER_ADDRESS }, () => open());
    await Promise.all(held.map((c) => c.connected));
    const extra = open();
    expect(await extra.closed).toBe('');
    const first = held[0]!;
    const answer = new Promise<string>((resolve) => first.socket.once('data', (d) => resolve(String(d))));
    first.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('a connection resting after an answer (a browser keep-alive) is closed to make room for a new one', async () => {
    // Another address than the test above's: every connection of it answered once and now waiting, as a NAT's
    // visitors' browsers leave theirs.
    const from = '127.0.0.2';
    const resting = Array.from({ length: PER_ADDRESS }, () => open(from));
    await Promise.all(resting.map((c) => c.connected));
    for (const c of resting) {
      const answered = new Promise((resolve) => c.socket.once('data', resolve));
      c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await answered;
    }
    const next = open(from);
    const answer = new Promise<string>((resolve) => next.socket.once('data', (d) => resolve(String(d))));
    await next.connected;
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    // The room was made by closing one of the resting ones.
    await Promise.any(resting.map((c) => c.closed));
  });
});
