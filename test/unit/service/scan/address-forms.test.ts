import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAddressGuard } from '../../../../src/service/scan/address-guard.ts';
import { startCheckingProxy } from '../../../../src/service/scan/proxy.ts';
import { proxyAnswer } from '../../../fixtures/proxy-answer.ts';

// The default deny, held: 45 ways to write a private, loopback, link-local
// or reserved address in a URL, each refused by the guard (the start URL and
// every request the browser makes) and by the checking proxy (the browser's
// only way out), as a plain request and as a tunnel.
const FORMS: [string, string][] = [
  ['dotted loopback', 'http://127.0.0.1/'],
  ['loopback, another of 127/8', 'http://127.255.255.254/'],
  ['decimal', 'http://2130706433/'],
  ['octal', 'http://0177.0.0.1/'],
  ['octal, leading zeros', 'http://0000177.0.0.01/'],
  ['hex', 'http://0x7f000001/'],
  ['hex dotted', 'http://0x7f.0x0.0x0.0x1/'],
  ['short', 'http://127.1/'],
  ['short, three parts', 'http://127.0.1/'],
  ['short hex', 'http://0x7f.1/'],
  ['mixed radix', 'http://0x7f.0.0.01/'],
  ['zero', 'http://0/'],
  ['unspecified', 'http://0.0.0.0/'],
  ['IPv6 loopback', 'http://[::1]/'],
  ['IPv6 loopback, long', 'http://[0:0:0:0:0:0:0:1]/'],
  ['IPv6 unspecified', 'http://[::]/'],
  ['IPv4-mapped', 'http://[::ffff:127.0.0.1]/'],
  ['IPv4-mapped, hex', 'http://[::ffff:7f00:1]/'],
  ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
  ['IPv4-compatible', 'http://[::127.0.0.1]/'],
  ['NAT64 of loopback', 'http://[64:ff9b::127.0.0.1]/'],
  ['NAT64 of metadata', 'http://[64:ff9b::a9fe:a9fe]/'],
  ['full-width digits', 'http://１２７.０.０.１/'],
  ['ideographic full stops', 'http://127。0。0。1/'],
  ['percent-encoded', 'http://%31%32%37.0.0.1/'],
  ['percent-encoded name', 'http://%6c%6f%63%61%6c%68%6f%73%74/'],
  ['trailing dot', 'http://127.0.0.1./'],
  ['name with trailing dot', 'http://localhost./'],
  ['user@', 'http://public.example@127.0.0.1/'],
  ['user:password@', 'http://a:b@127.0.0.1:8080/'],
  ['hosts file: localhost', 'http://localhost/'],
  ['hosts file: upper case', 'http://LOCALHOST/'],
  ['hosts file: this machine', `http://${hostname()}/`],
  ['link-local metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['metadata, decimal', 'http://2852039166/'],
  ['RFC 1918 10/8', 'http://10.0.0.1/'],
  ['RFC 1918 172.16/12', 'http://172.16.0.1/'],
  ['RFC 1918 172.31', 'http://172.31.255.255/'],
  ['RFC 1918 192.168/16', 'http://192.168.1.1/'],
  ['CGNAT 100.64/10', 'http://100.64.0.1/'],
  ['CGNAT top', 'http://100.127.255.254/'],
  ['unique local fd00::', 'http://[fd00::1]/'],
  ['unique local fc00::', 'http://[fc00::1]/'],
  ['link-local fe80::', 'http://[fe80::1]/'],
  ['https on loopback', 'https://127.0.0.1:8443/'],
];

let proxy: Awaited<ReturnType<typeof startCheckingProxy>>;
beforeAll(async () => {
  proxy = await startCheckingProxy({ allowPrivate: false });
});
afterAll(() => proxy.close());

const throughProxy = (method: 'GET' | 'CONNECT', target: string) => proxyAnswer(proxy.proxy.server, method, target);

describe('the default deny', () => {
  test('holds 45 address forms', () => expect(FORMS).toHaveLength(45));
  const guard = createAddressGuard({ allowPrivate: false });
  test.each(FORMS)('%s (%s): refused by the guard and by the proxy', async (_name, raw) => {
    expect(await guard.check(raw)).toMatch(/private or reserved address|could not be resolved|has no address/);
    // As the browser sends it to the proxy, after the same WHATWG parsing (127.1 → 127.0.0.1).
    const url = new URL(raw);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    if (url.protocol === 'https:') expect(await throughProxy('CONNECT', `${url.hostname}:${port}`)).toBe(403);
    else expect(await throughProxy('GET', url.href)).toBe(403);
    // Written raw in a tunnel's request line, as a client that does not parse URLs could: the proxy resolves it itself.
    const bare = /^[a-z]+:\/\/(?:[^@/]*@)?(\[[^\]]+\]|[^/:]+)/i.exec(raw)?.[1];
    if (bare && /^[\x21-\x7e]+$/.test(bare)) expect(await throughProxy('CONNECT', `${bare}:443`)).toBe(403);
  });
});
