import { describe, expect, it } from 'vitest';
import { createGeo } from '../../../../src/service/geo/index.ts';
import { publicIp } from '../../../../src/service/geo/ip.ts';

const req = (ip: string | null, headers: Record<string, string> = {}) => ({ ip, headers: new Headers(headers) });

describe('createGeo without an edge header (real GeoLite2 lookups)', () => {
  const geo = createGeo();

  it('finds well-known public addresses', () => {
    expect(geo(req('8.8.8.8'))).toEqual({ country: 'US', subdivision: null, region: 'us', source: 'ipdb' });
    expect(geo(req('81.169.145.1'))).toMatchObject({ country: 'DE', region: 'eu', source: 'ipdb' }); // Strato, Berlin
    expect(geo(req('193.0.6.139'))).toMatchObject({ country: 'NL', region: 'eu' }); // RIPE NCC
    expect(geo(req('212.58.244.1'))).toMatchObject({ country: 'GB', region: 'eu' }); // BBC
    expect(geo(req('2001:4860:4860::8888'))).toMatchObject({ country: 'US', source: 'ipdb' });
    expect(geo(req('::ffff:81.169.145.1'))).toMatchObject({ country: 'DE' });
  });

  it('answers none for private, loopback and missing addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '',
      null,
      'not-an-ip',
    ]) {
      expect(geo(req(ip)), String(ip)).toEqual({ country: null, subdivision: null, region: null, source: 'none' });
    }
  });

  it('never trusts a header the operator did not name', () => {
    const r = geo(req('8.8.8.8', { 'cf-ipcountry': 'DE', 'x-vercel-ip-country': 'FR', 'cloudfront-viewer-country': 'IT' }));
    expect(r).toMatchObject({ country: 'US', source: 'ipdb' });
    expect(geo(req('127.0.0.1', { 'cf-ipcountry': 'DE' })).source).toBe('none');
  });
});

describe('createGeo with an operator-named edge header', () => {
  const geo = createGeo({ header: 'CF-IPCountry', subdivisionHeader: 'cf-region-code' });

  it('takes country and subdivision from it', () => {
    expect(geo(req('8.8.8.8', { 'cf-ipcountry': 'de' }))).toEqual({
      country: 'DE',
      subdivision: null,
      region: 'eu',
      source: 'header',
    });
    expect(geo(req(null, { 'cf-ipcountry': 'US', 'cf-region-code': 'CA' }))).toEqual({
      country: 'US',
      subdivision: 'CA',
      region: 'california',
      source: 'header',
    });
    expect(geo(req(null, { 'cf-ipcountry': 'US', 'cf-region-code': 'US-TX' }))).toMatchObject({
      subdivision: 'TX',
      region: 'us',
    });
  });

  it('falls back to the IP database when the header is absent or says nothing', () => {
    expect(geo(req('81.169.145.1'))).toMatchObject({ country: 'DE', source: 'ipdb' });
    expect(geo(req('81.169.145.1', { 'cf-ipcountry': 'XX' }))).toMatchObject({ country: 'DE', source: 'ipdb' });
    expect(geo(req('81.169.145.1', { 'cf-ipcountry': '<script>' }))).toMatchObject({ country: 'DE', source: 'ipdb' });
  });

  it('ignores a hostile subdivision', () => {
    expect(geo(req(null, { 'cf-ipcountry': 'US', 'cf-region-code': 'CA;drop' }))).toMatchObject({
      subdivision: null,
      region: 'us',
    });
  });

  it('does not read the subdivision header unless the country comes from the edge', () => {
    expect(geo(req('8.8.8.8', { 'cf-region-code': 'CA' }))).toMatchObject({ subdivision: null, region: 'us', source: 'ipdb' });
  });
});

describe('createGeo with an unreadable database', () => {
  it('reports once and answers from headers only', () => {
    const errors: unknown[] = [];
    const geo = createGeo({ header: 'cf-ipcountry', mmdbPath: '/nonexistent.mmdb', onError: (e) => errors.push(e) });
    expect(geo(req('8.8.8.8')).source).toBe('none');
    expect(geo(req('8.8.4.4')).source).toBe('none');
    expect(errors).toHaveLength(1);
    expect(geo(req('8.8.8.8', { 'cf-ipcountry': 'FR' }))).toMatchObject({ country: 'FR', source: 'header' });
  });
});

describe('publicIp', () => {
  it('normalizes and filters', () => {
    expect(publicIp(' 8.8.8.8 ')).toBe('8.8.8.8');
    expect(publicIp('[2001:4860:4860::8888]')).toBe('2001:4860:4860::8888');
    expect(publicIp('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(publicIp('::ffff:127.0.0.1')).toBeNull();
    expect(publicIp('2001:db8::1')).toBeNull();
    expect(publicIp('192.0.2.1')).toBeNull();
    expect(publicIp('8.8.8.8, 1.1.1.1')).toBeNull();
  });

  // Every IANA special-purpose block that is not globally reachable unicast, or whose address stands for another.
  it.each([
    ['6to4', '2002:c000:204::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['ORCHIDv2', '2001:20::1'],
    ['deprecated ORCHID', '2001:10::1'],
    ['IPv6 documentation (3fff::/20)', '3fff:0fff::1'],
    ['IPv6 documentation (2001:db8::/32)', '2001:db8:ffff::1'],
    ['IPv6 benchmarking', '2001:2::1'],
    ['NAT64', '64:ff9b::808:808'],
    ['discard-only', '100::1'],
    ['unique local', 'fd00::1'],
    ['link-local', 'fe80::1%eth0'],
    ['TEST-NET-2', '198.51.100.7'],
    ['TEST-NET-3', '203.0.113.7'],
    ['TEST-NET-1', '192.0.2.7'],
    ['IETF protocol assignments', '192.0.0.9'],
    ['6to4 relay anycast', '192.88.99.1'],
    ['benchmarking', '198.18.0.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['this network', '0.1.2.3'],
    ['a short form no socket reports', '127.1'],
  ])('refuses %s (%s)', (_, ip) => {
    expect(publicIp(ip)).toBeNull();
  });

  it.each(['1.1.1.1', '85.214.132.117', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('accepts %s', (ip) => {
    expect(publicIp(ip)).toBe(ip);
  });
});
