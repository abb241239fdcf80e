import { describe, expect, test } from 'vitest';
import type { ScanReport } from '../../../../src/schema/scan.ts';
import { progressLine, summary } from '../../../../src/service/cli-scan.ts';
import { createAddressGuard } from '../../../../src/service/scan/address-guard.ts';
import { countryResolver } from '../../../../src/service/scan/host-country.ts';
import { asEuVisitor, explainLoadError } from '../../../../src/service/scan/page.ts';
import { privateOriginsOf } from '../../../../src/service/scan/private-access.ts';
import { findingsOf, parseSetCookie, type Seen } from '../../../../src/service/scan/seen.ts';

describe('the guard', () => {
  test('http(s) only; private and loopback addresses refused unless allowed', async () => {
    const g = createAddressGuard({ allowPrivate: false });
    expect(await g.check('ftp://x.example/')).toMatch(/http and https only/);
    expect(await g.check('http://127.0.0.1:8080/')).toMatch(/private or reserved/);
    expect(await g.check('http://[::1]/')).toMatch(/private or reserved/);
    expect(await g.check('http://169.254.169.254/latest/meta-data')).toMatch(/private or reserved/);
    expect(await g.check('http://10.1.2.3/')).toMatch(/private or reserved/);
    expect(await g.check('http://8.8.8.8/')).toBeNull();
    expect(await createAddressGuard({ allowPrivate: true }).check('http://127.0.0.1/')).toBeNull();
  });

  test('allowPrivateOrigins lets exactly the listed host:port pairs through', async () => {
    const g = createAddressGuard({
      allowPrivate: false,
      allowPrivateOrigins: privateOriginsOf(['http://127.0.0.1:8080', 'http://LOCALHOST:8080/demo']),
    });
    expect(await g.check('http://127.0.0.1:8080/demo/site?website=w')).toBeNull();
    expect(await g.check('http://localhost:8080/demo/static/px.gif')).toBeNull();
    // Another port or host of the same machine stays refused (a pair is host:port, whatever the scheme: the proxy sees no scheme in a tunnel).
    expect(await g.check('http://127.0.0.1:8081/')).toMatch(/private or reserved/);
    expect(await g.check('http://127.0.0.1/')).toMatch(/private or reserved/);
    expect(await g.check('http://[::1]:8080/')).toMatch(/private or reserved/);
    expect(await g.check('http://10.0.0.1:8080/')).toMatch(/private or reserved/);
  });

  test('a malformed allow-list entry is an error, not an empty list', () => {
    expect(() => privateOriginsOf(['127.0.0.1:8080'])).toThrow(/not http\(s\)|not a URL/);
    expect(() => privateOriginsOf(['ftp://127.0.0.1'])).toThrow(/not http\(s\)/);
    expect(() => createAddressGuard({ allowPrivate: false, allowPrivateOrigins: ['http://127.0.0.1:8080'] })).toThrow(
      /not host:port/,
    );
    expect(privateOriginsOf(['https://[::1]', 'http://a.test'])).toEqual(['[::1]:443', 'a.test:80']);
  });
});

describe('what a page load becomes', () => {
  test('Set-Cookie: Domain, Max-Age over Expires, host-only', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(
      parseSetCookie(
        'a=1; Domain=.shop.example; Max-Age=60; Expires=Wed, 01 Jan 2030 00:00:00 GMT',
        'https://www.shop.example/x',
        now,
      ),
    ).toMatchObject({
      name: 'a',
      domain: 'shop.example',
      hostOnly: false,
      lifetime: '60',
    });
    expect(parseSetCookie('b=2; Expires=Thu, 01 Jan 2026 00:01:00 GMT', 'https://www.shop.example/', now)).toMatchObject({
      domain: 'www.shop.example',
      hostOnly: true,
      lifetime: '60',
    });
    expect(parseSetCookie('=nameless', 'https://x.example/')).toBeNull();
  });

  test('header cookies are server_cookie, script cookies http_cookie with their script, storage per frame, pixels', () => {
    const seen: Seen = {
      url: 'https://shop.example/',
      finalUrl: 'https://shop.example/',
      status: 200,
      redirects: [],
      jar: [
        {
          name: 'sid',
          value: 'x',
          domain: 'shop.example',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
        {
          name: '_ga',
          value: 'GA1',
          domain: '.shop.example',
          path: '/',
          expires: 1_000 + 3600,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      headerCookies: [
        { name: 'sid', domain: 'shop.example', hostOnly: true, lifetime: null, value: 'x', url: 'https://shop.example/' },
      ],
      storage: [
        {
          main: true,
          origin: 'https://shop.example',
          local: [['theme', 'dark']],
          session: [],
          idb: ['cache'],
          setters: [['cookie', '_ga', 'https://www.googletagmanager.com/gtag/js']],
          links: [],
          preferenceButton: false,
        },
      ],
      pixels: [
        { host: 'px.ads.example', path: '/p.gif', url: 'https://px.ads.example/p.gif?u=1', initiator: 'https://shop.example/' },
      ],
      cut: { storage: 0, cookies: 0, pixels: 0 },
      links: [],
      ours: false,
      consentTool: false,
      otherTools: [],
      categories: false,
      preferences: false,
      afterConsent: null,
    };
    const f = findingsOf(seen, 1_000_000);
    expect(f.map((x) => [x.name, x.trackerType, x.lifetime, x.initiator])).toEqual([
      ['sid', 'server_cookie', null, 'https://shop.example/'],
      ['_ga', 'http_cookie', '3600', 'https://www.googletagmanager.com/gtag/js'],
      ['theme', 'html_local_storage', null, null],
      ['cache', 'indexed_db', null, null],
      ['px.ads.example/p.gif', 'pixel_tracker', null, 'https://shop.example/'],
    ]);
    // After accepting: only what was not there before is new, and marked so.
    const fbp = { ...seen.jar[1]!, name: '_fbp', value: 'fb.1' };
    const after = findingsOf(
      { ...seen, afterConsent: { jar: [...seen.jar, fbp], storage: seen.storage, headerCookies: [], pixels: [], cut: seen.cut } },
      1_000_000,
    );
    expect(after.filter((x) => x.afterConsent).map((x) => x.name)).toEqual(['_fbp']);
    expect(after.find((x) => x.name === 'sid')!.trackerType).toBe('server_cookie');
  });

  test('the EU override, and load errors in words', () => {
    expect(asEuVisitor('https://shop.example/a?x=1#top')).toBe('https://shop.example/a?x=1&service_region=eu#top');
    const e = (m: string) => explainLoadError(new Error(m), 'https://shop.example/', [], 30_000);
    expect(e('page.goto: net::ERR_CERT_AUTHORITY_INVALID at https://shop.example/')).toMatch(
      /TLS error \(ERR_CERT_AUTHORITY_INVALID\)/,
    );
    expect(e('page.goto: net::ERR_NAME_NOT_RESOLVED')).toMatch(/does not resolve/);
    expect(e('page.goto: net::ERR_TOO_MANY_REDIRECTS')).toMatch(/too many redirects/);
    expect(e('page.goto: Timeout 30000ms exceeded.')).toMatch(/within 30 s/);
  });
});

test('the CLI progress bar and summary', () => {
  expect(progressLine({ pages_done: 3, pages_queued: 3, status: 'scanning' })).toBe(
    `[${'#'.repeat(15)}${'·'.repeat(15)}] 3/6 pages`,
  );
  const r = {
    status: 'scan_finish',
    pages: '2',
    scanned_domains: ['shop.example'],
    missing_cookies: [],
    scan_notes: ['robots.txt of https://shop.example is larger than 500 KiB: only its first 500 KiB were read (RFC 9309 §2.5)'],
    cookies: [
      {
        name: '_ga',
        domain: '.shop.example',
        tracker_type: 'http_cookie',
        category: 'analytics;',
        service: 'Google Analytics',
        expire: '3600',
        set_before_consent: true,
        new: true,
      },
    ],
  } as unknown as ScanReport;
  expect(summary(r)).toMatch(
    /2 pages of shop\.example; 1 found, 0 unclassified, 1 set before consent \(not essential\)\nnote: robots\.txt of https:\/\/shop\.example is larger than 500 KiB[^\n]*\n\n[\s\S]*_ga +\.shop\.example +http_cookie +analytics; +Google Analytics +3600 +YES +new/,
  );
});

test("a finding's country is the geo-IP country of its domain's public address", async () => {
  const country = countryResolver();
  expect(await country('8.8.8.8')).toBe('US');
  expect(await country('.127.0.0.1')).toBeNull();
  expect(await country(null)).toBeNull();
});
