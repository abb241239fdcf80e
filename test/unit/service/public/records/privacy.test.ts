import { describe, expect, it } from 'vitest';
import { anonymizeIp } from '../../../../../src/service/public/records/anonymize-ip.ts';
import { isWebsiteOrigin } from '../../../../../src/service/public/records/website-origin.ts';

describe('anonymizeIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['not-an-ip', null],
    [null, null],
  ])('%s → %s', (ip, reduced) => {
    expect(anonymizeIp(ip)).toBe(reduced);
  });
});

describe('isWebsiteOrigin', () => {
  const urls = ['https://shop.example', 'https://blog.shop.example/path', 'not a url', null];
  it('accepts the website url and its additional urls, whatever their path', () => {
    expect(isWebsiteOrigin('https://shop.example', urls)).toBe(true);
    expect(isWebsiteOrigin('https://blog.shop.example', urls)).toBe(true);
  });
  it('refuses other origins, other schemes, other ports and opaque origins', () => {
    expect(isWebsiteOrigin('https://evil.example', urls)).toBe(false);
    expect(isWebsiteOrigin('http://shop.example', urls)).toBe(false);
    expect(isWebsiteOrigin('https://shop.example:8443', urls)).toBe(false);
    expect(isWebsiteOrigin('null', urls)).toBe(false);
    expect(isWebsiteOrigin(undefined, urls)).toBe(false);
  });
});
