import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node's server options that bound a slow client: the whole request (headers and body) must arrive within
 * `requestTimeoutMs`, else Node answers 408 and closes. Node's default, 300 s checked every 30 s, held slow
 * uploads about 327 s; the check runs often enough here for the bound to hold within a few seconds.
 */
export function requestTimeoutOptions(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, requestTimeoutMs / 4)),
  };
}

/**
 * Holds each address to `perAddress` open connections, so that one client
 * (hundreds of slow uploads) cannot take every socket. 0: no cap (behind a
 * proxy every connection is the proxy's).
 *
 * A connection resting between requests after an answer (a browser's
 * keep-alive, idle up to the keep-alive timeout) is closed to make room for a
 * new one from its address: counted as held, 64 of them from one NAT's
 * visitors shut out the next visitor for a minute, without a banner. Only
 * when every connection of the address is busy, or has not finished a first
 * request, is the new one closed at once.
 */
export function capConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, Set<Socket>>();
  const resting = new Set<Socket>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = open.get(address) ?? new Set<Socket>();
    if (mine.size >= perAddress) {
      const idle = [...mine].find((s) => resting.has(s));
      if (!idle) {
        socket.destroy();
        return;
      }
      mine.delete(idle);
      resting.delete(idle);
      idle.destroy();
    }
    mine.add(socket);
    open.set(address, mine);
    socket.once('close', () => {
      mine.delete(socket);
      resting.delete(socket);
      if (mine.size === 0 && open.get(address) === mine) open.delete(address);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    resting.delete(socket);
    res.once('finish', () => {
      if (!socket.destroyed) resting.add(socket);
    });
  });
}
