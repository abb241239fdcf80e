import { describe, expect, it } from 'vitest';
import { byService } from '../../../../../src/runtime/ui/preferences/services.ts';
import type { ConfigCookie } from '../../../../../src/schema/runtime-config.ts';

const cookie = (name: string, over: Partial<ConfigCookie> = {}): ConfigCookie => ({
  name,
  domain: null,
  lifetime: null,
  description: null,
  ...over,
});
const summary = (cookies: ConfigCookie[]) =>
  byService(cookies).map((g) => [g.name, g.link, g.cookies.map((c) => c.name)] as const);

describe('cookies grouped by service', () => {
  it('groups by service, services and their cookies in alphabetical order (numbers by value)', () => {
    expect(
      summary([
        cookie('_fbp', { service: 'Meta' }),
        cookie('_ga', { service: 'Google Analytics' }),
        cookie('_gid', { service: 'Google Analytics' }),
        cookie('_ga_10', { service: ' Google Analytics ' }),
        cookie('_ga_9', { service: 'Google Analytics' }),
      ]),
    ).toEqual([
      ['Google Analytics', undefined, ['_ga', '_ga_9', '_ga_10', '_gid']],
      ['Meta', undefined, ['_fbp']],
    ]);
  });

  it('falls back to the domain without its leading dot, and puts cookies of neither last', () => {
    expect(
      summary([
        cookie('mystery'),
        cookie('a', { domain: '.shop.example' }),
        cookie('blank', { service: '  ', domain: null }),
        cookie('b', { domain: 'shop.example' }),
        cookie('_ga', { service: 'Google Analytics', domain: '.shop.example' }),
      ]),
    ).toEqual([
      ['Google Analytics', undefined, ['_ga']],
      ['shop.example', undefined, ['a', 'b']],
      ['', undefined, ['blank', 'mystery']],
    ]);
  });

  it('links the first http(s) policy link among a service’s cookies', () => {
    const [g] = byService([
      cookie('a', { service: 'S' }),
      cookie('b', { service: 'S', service_policy_link: 'https://s.example/privacy' }),
      cookie('c', { service: 'S', service_policy_link: 'https://s.example/other' }),
    ]);
    expect(g!.link).toBe('https://s.example/privacy');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/privacy',
    'https:/\\evil.example',
  ])('never links %j', (link) => {
    const [g] = byService([cookie('a', { service: 'S', service_policy_link: link })]);
    expect(g!.link).toBeUndefined();
  });

  it('ignores service fields of the wrong type (a hostile or broken cached config) instead of failing', () => {
    const odd = [
      cookie('a', { service: 42 as unknown as string, service_policy_link: ['https://x.example'] as unknown as string }),
      cookie('b', { service: { toString: () => 'X' } as unknown as string, domain: 'd.example' }),
    ];
    expect(summary(odd)).toEqual([
      ['d.example', undefined, ['b']],
      ['', undefined, ['a']],
    ]);
  });
});
