import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readEnvironment } from '../../../../src/service/env.ts';
import { fetchVendorFile } from '../../../../src/service/tcf/fetch-vendor-file.ts';

// The vendor-list location is the operator's, but what answers there is not: a location that trickles, redirects
// into the service's own network or speaks plain http must not hold a worker or reach what it should not.
const signal = new AbortController().signal;
const served: string[] = [];
const servers: Server[] = [];
const start = async (handle: Parameters<typeof createServer>[1]) => {
  const srv = createServer(handle);
  servers.push(srv);
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
};
let inside = '';
let origin = '';
beforeAll(async () => {
  // What the redirect points at: another origin on the loopback, as a cloud's metadata service would be.
  inside = await start((req, res) => {
    served.push(`inside ${req.url}`);
    res.end('{}');
  });
  origin = await start((req, res) => {
    served.push(req.url!);
    if (req.url === '/away/vendor-list.json') return void res.writeHead(302, { location: `${inside}/vendor-list.json` }).end();
    if (req.url === '/moved/vendor-list.json') return void res.writeHead(301, { location: '/v3/vendor-list.json' }).end();
    if (req.url === '/v3/vendor-list.json') return void res.end('{"vendorListVersion":1}');
    // One byte every 50 ms, forever.
    res.writeHead(200, { 'content-type': 'application/json' });
    const drip = setInterval(() => res.write(' '), 50);
    res.on('close', () => clearInterval(drip));
  });
});
afterAll(() => {
  for (const s of servers) s.closeAllConnections?.(), s.close();
});

describe('the vendor-list fetch', () => {
  test('a location that sends one byte every 50 ms is given up at the deadline, not held', async () => {
    const rules = { httpLoopback: true, deadlineMs: 400 };
    await expect(fetchVendorFile(`${origin}/slow/vendor-list.json`, 'vendor-list', signal, fetch, rules)).rejects.toThrow(
      /took longer than 0.4 s/,
    );
  });
  test('a redirect to another origin is not followed; one to the same origin is', async () => {
    const rules = { httpLoopback: true };
    await expect(fetchVendorFile(`${origin}/away/vendor-list.json`, 'vendor-list', signal, fetch, rules)).rejects.toThrow(
      /redirects to another origin/,
    );
    expect(served).not.toContain('inside /vendor-list.json');
    const file = await fetchVendorFile(`${origin}/moved/vendor-list.json`, 'vendor-list', signal, fetch, rules);
    expect(file.body).toEqual({ vendorListVersion: 1 });
  });
  test('plain http is refused before any request, on the loopback too unless allowed', async () => {
    let asked = 0;
    const counting = (async () => {
      asked++;
      return new Response('{}');
    }) as unknown as typeof fetch;
    await expect(fetchVendorFile('http://gvl.example/v3/vendor-list.json', 'vendor-list', signal, counting)).rejects.toThrow(
      /not https/,
    );
    await expect(fetchVendorFile(`${origin}/v3/vendor-list.json`, 'vendor-list', signal, counting)).rejects.toThrow(/not https/);
    expect(asked).toBe(0);
    const tcf = readEnvironment({
      TCF_VENDOR_LIST_URL: `${origin}/v3/vendor-list.json`,
      TCF_VENDOR_LIST_HTTP_LOOPBACK: '1',
      TCF_CMP_ID: '412',
    }).settings.tcf;
    expect(tcf?.vendorListHttpLoopback).toBe(true);
  });
});
