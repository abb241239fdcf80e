import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { ScanJob } from '../../../src/service/model/jobs.ts';
import { browserRunner } from '../../../src/service/scan/crawler.ts';
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from '../../../src/service/scan/settings.ts';
import { CHROMIUM } from '../prerequisites.ts';

// Fixtures of the fence tests: canaries on loopback that record whatever
// reaches them, and the crawler run without the queue (what it returns or
// the fault it throws is what the queue writes into the report).

/** Datagrams heard on 127.0.0.1 and ::1, on one port each: what left the browser by UDP. */
export async function udpCanary() {
  const heard: string[] = [];
  const bind = (type: 'udp4' | 'udp6', host: string) =>
    new Promise<{ socket: UdpSocket; port: number }>((resolve) => {
      const socket = createSocket(type);
      socket.on('message', (msg, from) => heard.push(`${host} ← ${from.address}:${from.port} ${msg.length} B`));
      socket.bind(0, host, () => resolve({ socket, port: socket.address().port }));
    });
  const v4 = await bind('udp4', '127.0.0.1');
  const v6 = await bind('udp6', '::1');
  return {
    heard,
    port4: v4.port,
    port6: v6.port,
    close: () => Promise.all([v4, v6].map((s) => new Promise<void>((r) => s.socket.close(() => r())))),
  };
}

/** Connections accepted on 127.0.0.1 and ::1, with their first bytes: what left the browser by TCP around the proxy. */
export async function tcpCanary() {
  const heard: string[] = [];
  const listeners = new Set<() => void>();
  const hear = (line: string) => {
    heard.push(line);
    for (const l of listeners) l();
  };
  const servers: TcpServer[] = [];
  const listen = (host: string, port: number) =>
    new Promise<number>((resolve) => {
      const srv = createTcpServer((sock) => {
        sock.once('data', (d) => hear(`${host}: ${d.toString('latin1').split('\r\n')[0]!.slice(0, 80)}`));
        sock.on('error', () => {});
        setTimeout(() => sock.destroy(), 2_000).unref();
        hear(`${host}: connection`);
      });
      servers.push(srv);
      srv.listen(port, host, () => resolve((srv.address() as AddressInfo).port));
    });
  const port = await listen('127.0.0.1', 0);
  // The same port on ::1, so that one URL per vector covers both loopbacks (another process may hold it: then v4 only).
  await listen('::1', port).catch(() => {});
  return {
    heard,
    port,
    /**
     * Resolves once `done()` holds of what was heard, checked as each line arrives, or after `ms` at the latest:
     * then the caller's assertions say what never came.
     */
    until: (done: () => boolean, ms: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          resolve();
        }, ms);
        listeners.add(check);
        check();
      }),
    close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))),
  };
}

/** An HTTP server on 127.0.0.1; closed by `closeAll`. */
export async function serve(handler: RequestListener, servers: Server[]): Promise<string> {
  const srv = createHttpServer(handler);
  servers.push(srv);
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
}
export async function closeAll(servers: Server[]) {
  for (const srv of servers) srv.closeAllConnections();
  await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))));
}

export const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

export const FENCE_SETTINGS: ScanSettings = {
  ...DEFAULT_SCAN_SETTINGS,
  chromiumPath: CHROMIUM,
  pageDelayMs: 0,
  settleMs: 300,
  pageTimeoutMs: 20_000,
  timeBudgetMs: 90_000,
  // runScan's account: an allowPrivateOrigins given to runScan opens its origins to it alone.
  allowPrivateAccount: 'acct_fence',
};

/** Runs the crawler on `url` as the queue would, without a database. */
export function runScan(url: string, settings: Partial<ScanSettings>, scanType: 'one_page' | 'all_pages' = 'one_page') {
  const job = {
    scan: { id: `scn_fence_${Date.now()}`, account_id: 'acct_fence', scan_type: scanType },
    url,
    additionalUrls: [],
  } as unknown as ScanJob;
  return browserRunner({ ...FENCE_SETTINGS, ...settings }, null)(job, {
    signal: new AbortController().signal,
    progress() {},
  });
}
