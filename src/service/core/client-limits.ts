import type { Server, ServerOptions } from 'node:http';

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
 * Closes a connection at once when its address already holds `perAddress`
 * open ones, so that one client (hundreds of slow uploads) cannot take every
 * socket. 0: no cap (behind a proxy every connection is the proxy's).
 */
export function capConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
