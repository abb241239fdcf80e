import { connect } from 'node:net';

/**
 * Slow and greedy clients (issue 46, point 6): connections that send their headers or their body a byte at a
 * time, and 8 MB uploads, from many addresses at once (127.0.1.0/24 on loopback, so that the cap of connections
 * per address does not simply turn them away), while another address times /healthz. Says the probe's p99, how
 * many slow connections the service had closed after its request timeout, and the service's memory.
 * @param {{ origin: string, rssMb(): number }} svc
 * @param {{ slowHeaders?: number, slowBodies?: number, uploads?: number, seconds?: number }} [o]
 */
export async function slowClients(svc, { slowHeaders = 500, slowBodies = 500, uploads = 40, seconds = 40 } = {}) {
  const port = Number(new URL(svc.origin).port);
  const idle = await probeHealth(svc.origin, 5);
  const rssBefore = svc.rssMb();
  /** @type {import('node:net').Socket[]} */
  const sockets = [];
  const from = (/** @type {number} */ i) => `127.0.1.${1 + (i % 250)}`;
  const open = (/** @type {number} */ i, /** @type {string} */ head, /** @type {() => string} */ drip) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from(i) });
    socket.on('error', () => {});
    socket.write(head);
    const timer = setInterval(() => socket.writable && socket.write(drip()), 1_000);
    socket.on('close', () => clearInterval(timer));
    sockets.push(socket);
  };
  for (let i = 0; i < slowHeaders; i++) open(i, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', () => 'X-a: b\r\n');
  for (let i = 0; i < slowBodies; i++)
    open(
      i + slowHeaders,
      'POST /public/v1/consents HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 900\r\n\r\n',
      () => ' ',
    );
  const big = Buffer.alloc(8 * 1024 * 1024, 0x20);
  const upload = (/** @type {number} */ i) =>
    new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: from(i + 7) }, () => {
        socket.write(
          `POST /public/v1/consents HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${big.length}\r\n\r\n`,
        );
        socket.write(big);
      });
      socket.once('data', (d) => {
        resolve(String(d).split(' ')[1]);
        socket.destroy();
      });
      socket.on('error', () => resolve('reset'));
    });
  /** @type {Record<string, number>} */
  const uploadAnswers = {};
  const uploading = (async () => {
    for (let i = 0; i < uploads; i += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, k) => upload(i + k)));
      for (const a of answers) uploadAnswers[a] = (uploadAnswers[a] ?? 0) + 1;
    }
  })();
  const loaded = await probeHealth(svc.origin, seconds);
  await uploading;
  const stillOpen = sockets.filter((s) => !s.destroyed && !s.readableEnded).length;
  for (const s of sockets) s.destroy();
  return [
    `${slowHeaders} slow-header and ${slowBodies} slow-body connections, ${uploads} uploads of 8 MB (${JSON.stringify(uploadAnswers)})`,
    `/healthz p99 ${loaded} (idle before: ${idle})`,
    `slow connections still open after ${seconds} s: ${stillOpen}`,
    `RSS ${rssBefore} -> ${svc.rssMb()} MB`,
  ].join('; ');
}

/** Times /healthz every 50 ms for `seconds`: its p99, and how many probes failed. */
async function probeHealth(/** @type {string} */ origin, /** @type {number} */ seconds) {
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const t = performance.now();
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) times.push(performance.now() - t);
    else failed++;
  }
  times.sort((a, b) => a - b);
  return `${(times[Math.floor(times.length * 0.99)] ?? 0).toFixed(1)} ms over ${times.length} probes, ${failed} failed`;
}
