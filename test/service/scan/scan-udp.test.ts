import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, launchChromium } from '../../../src/service/scan/browser.ts';
import { findProcess } from '../../../src/service/scan/memory.ts';
import { privateOriginsOf } from '../../../src/service/scan/private-access.ts';
import { CHROMIUM, canRun, need } from '../prerequisites.ts';
import { closeAll, html, runScan, serve, tcpCanary, udpCanary } from './fence.ts';

// The scanner's browser may leave only through the checking proxy
// (docs/scanner.md, "What leaves the browser"). A hostile page, allowed by
// its own host:port, points WebRTC at canaries on loopback — STUN and TURN
// servers over UDP and TCP, and remote ICE candidates that connectivity
// checks would send to directly — and the canaries must hear nothing.
const servers: Server[] = [];
let site = '';
let udp: Awaited<ReturnType<typeof udpCanary>>;
let tcp: Awaited<ReturnType<typeof tcpCanary>>;

/** The page's script: every WebRTC way to a loopback port, run in the page and again in a same-origin frame. */
const hostile = () => `
const U = ${udp.port4}, U6 = ${udp.port6}, T = ${tcp.port};
(async () => {
  const pc = new RTCPeerConnection({ iceServers: [
    { urls: ['stun:127.0.0.1:' + U, 'stun:[::1]:' + U6, 'stun:localhost:' + U] },
    { urls: ['turn:127.0.0.1:' + U + '?transport=udp', 'turn:[::1]:' + U6 + '?transport=udp',
             'turn:127.0.0.1:' + T + '?transport=tcp', 'turn:[::1]:' + T + '?transport=tcp'],
      username: 'u', credential: 'p' },
  ] });
  pc.createDataChannel('x');
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  // A made-up answer whose candidates are the canaries: ICE checks go to them directly, not through a server.
  const answer = offer.sdp.replace(/a=ice-ufrag:.*/, 'a=ice-ufrag:abcd').replace(/a=ice-pwd:.*/, 'a=ice-pwd:abcdefghijklmnopqrstuvwx')
    .replace('a=setup:actpass', 'a=setup:active');
  await pc.setRemoteDescription({ type: 'answer', sdp: answer });
  for (const c of ['1 1 udp 2122260223 127.0.0.1 ' + U + ' typ host', '2 1 udp 2122260222 ::1 ' + U6 + ' typ host',
                   '3 1 tcp 1518280447 127.0.0.1 ' + T + ' typ host tcptype passive'])
    await pc.addIceCandidate({ candidate: 'candidate:' + c, sdpMid: '0' }).catch(() => {});
  window.__rtc = pc;
})().catch((e) => { document.title = 'error ' + e; });
// WebTransport is HTTP/3, over QUIC, over UDP.
for (const h of ['127.0.0.1:' + U, '[::1]:' + U6])
  try { new WebTransport('https://' + h + '/').ready.catch(() => {}); } catch (e) {}`;

beforeAll(async () => {
  udp = await udpCanary();
  tcp = await tcpCanary();
  site = await serve((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    if (req.url === '/frame') return res.end(html(`<script>${hostile()}</script>`));
    return res.end(html(`<script>${hostile()}</script><iframe src="/frame"></iframe>`));
  }, servers);
});
afterAll(async () => {
  await closeAll(servers);
  await udp?.close();
  await tcp?.close();
});

describe.runIf(canRun('the fence against WebRTC', need.chromium, need.databaseFree))('WebRTC from an allowed page', () => {
  test('the canaries hear it from a browser without the fence (the page does reach them)', async () => {
    // The same flags less the WebRTC ones, and no proxy: shows that the page is hostile and the canaries listen.
    const fence = /webrtc|^--host-resolver-rules/;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS.filter((a) => !fence.test(a)),
      timeout: 60_000,
    });
    try {
      const page = await browser.newPage();
      // Not the load event, which the page's own requests to the canaries may hold.
      await page.goto(site, { waitUntil: 'commit', timeout: 60_000 });
      await expect.poll(() => udp.heard.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => tcp.heard.length, { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
    udp.heard.length = 0;
    tcp.heard.length = 0;
  }, 90_000);

  test('the scanner reaches no UDP canary (STUN, TURN over UDP, ICE checks) and no TCP one (TURN over TCP, ICE-TCP)', async () => {
    const result = await runScan(site, {
      allowPrivate: false,
      allowPrivateOrigins: privateOriginsOf([site]),
      // Time for ICE to gather and check: it starts within milliseconds and retries for seconds.
      settleMs: 5_000,
    });
    expect(result.observed.pagesDone).toBe(1);
    expect({ udp: udp.heard, tcp: tcp.heard }).toEqual({ udp: [], tcp: [] });
  }, 90_000);

  test.skipIf(process.platform !== 'linux')(
    "the running browser's command line keeps the flags that close the paths no canary can hear",
    async () => {
      const marker = `--consent-scan=fence.${process.pid}`;
      const browser = await launchChromium(CHROMIUM, { server: 'http://127.0.0.1:9', bypass: '<-loopback>' }, [marker], 60_000);
      try {
        const pid = findProcess(marker);
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        // A switch given twice counts once, its last value: ours must not be overridden, nor override Playwright's.
        const last = (name: string) => args.filter((a) => a.startsWith(`${name}=`)).at(-1);
        expect(last('--webrtc-ip-handling-policy')).toBe('--webrtc-ip-handling-policy=disable_non_proxied_udp');
        expect(last('--host-resolver-rules')).toBe('--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1');
        expect(last('--disable-features')?.split('=')[1]?.split(',')).toEqual(
          expect.arrayContaining(['MediaRouter', 'DialMediaRouteProvider']),
        );
        expect(args).toContain('--disable-quic');
        expect(last('--proxy-bypass-list')).toBe('--proxy-bypass-list=<-loopback>');
      } finally {
        await browser.close();
      }
    },
    90_000,
  );
});
