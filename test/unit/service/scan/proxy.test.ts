import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startCheckingProxy } from '../../../../src/service/scan/proxy.ts';
import { proxyAnswer } from '../../../fixtures/proxy-answer.ts';

// The proxy is the browser's only way out: it resolves and checks each host
// itself and connects to the address it checked (no DNS rebinding).
const target = createServer((req, res) => res.end(req.url === '/big' ? Buffer.alloc(50_000) : 'hello'));
let port = 0;
beforeAll(
  () => new Promise<void>((r) => target.listen(0, '127.0.0.1', () => ((port = (target.address() as AddressInfo).port), r()))),
);
afterAll(() => new Promise((r) => target.close(r)));

/** `hostPort` (with an optional path) as a GET's absolute URI or a CONNECT's authority. */
const viaProxy = (proxyUrl: string, method: 'GET' | 'CONNECT', hostPort: string) =>
  proxyAnswer(proxyUrl, method, method === 'GET' ? `http://${hostPort}${hostPort.includes('/') ? '' : '/'}` : hostPort);

test('refuses loopback hosts, by name or address, for plain HTTP and for tunnels', async () => {
  const strict = await startCheckingProxy({ allowPrivate: false });
  try {
    expect(await viaProxy(strict.proxy.server, 'GET', `127.0.0.1:${port}`)).toBe(403);
    expect(await viaProxy(strict.proxy.server, 'GET', `localhost:${port}`)).toBe(403);
    expect(await viaProxy(strict.proxy.server, 'CONNECT', `127.0.0.1:${port}`)).toBe(403);
    expect(strict.refused[0]).toMatch(/private or reserved/);
  } finally {
    await strict.close();
  }
  const open = await startCheckingProxy({ allowPrivate: true });
  try {
    expect(await viaProxy(open.proxy.server, 'GET', `127.0.0.1:${port}`)).toBe(200);
    expect(await viaProxy(open.proxy.server, 'CONNECT', `127.0.0.1:${port}`)).toBe(200);
    expect(open.proxy.bypass).toBe('<-loopback>');
  } finally {
    await open.close();
  }
});

test('allowPrivateOrigins opens exactly the listed host:port, for plain HTTP and for tunnels', async () => {
  const demo = await startCheckingProxy({ allowPrivate: false, allowPrivateOrigins: [`localhost:${port}`] });
  try {
    expect(await viaProxy(demo.proxy.server, 'GET', `localhost:${port}`)).toBe(200);
    expect(await viaProxy(demo.proxy.server, 'CONNECT', `localhost:${port}`)).toBe(200);
    // The same server under another name, or another port of the same name, is not on the list.
    expect(await viaProxy(demo.proxy.server, 'GET', `127.0.0.1:${port}`)).toBe(403);
    expect(await viaProxy(demo.proxy.server, 'CONNECT', `localhost:${port + 1}`)).toBe(403);
  } finally {
    await demo.close();
  }
});

test('past the byte limit, connections are cut and new ones refused', async () => {
  const capped = await startCheckingProxy({ allowPrivate: true }, 10_000);
  try {
    await viaProxy(capped.proxy.server, 'GET', `127.0.0.1:${port}/big`).catch(() => 0);
    expect(capped.received.over).toBe(true);
    expect(await viaProxy(capped.proxy.server, 'GET', `127.0.0.1:${port}`)).toBe(403);
    expect(capped.failed).toContain("the scan's download limit (0 MB) was reached");
  } finally {
    await capped.close();
  }
});
