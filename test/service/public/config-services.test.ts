// The runtime config names each cookie's service (provider) and links its
// policy: only http(s) links reach a visitor's browser, whatever was stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
});
afterAll(() => s.close());

/** A website with one analytics cookie per entry of `cookies`; returns its config's analytics cookies by name. */
async function analyticsCookies(cookies: { name: string; service?: string | null; service_policy_link?: string | null }[]) {
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: `https://s${Date.now()}.example` }]));
  ok(
    await s.a.cookies.create(
      cookies.map((c) => ({ account_id: 'acct_a', website_id: w!.id, category: 'analytics;' as const, ...c })),
    ),
  );
  const res = await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`);
  expect(res.status).toBe(200);
  const config = RuntimeConfig.parse(await res.json());
  const list = config.categories.find((c) => c.id === 'analytics')!.cookies;
  return Object.fromEntries(list.map((c) => [c.name, c]));
}

describe('the config’s service fields', () => {
  it('carries the service and its http(s) policy link; leaves both out when unknown', async () => {
    const by = await analyticsCookies([
      { name: '_ga', service: 'Google Analytics', service_policy_link: 'https://policies.google.com/privacy' },
      { name: '_pk_id', service: '  Matomo  ', service_policy_link: 'http://matomo.example/privacy' },
      { name: 'plain', service: null, service_policy_link: null },
      { name: 'blank', service: '   ' },
    ]);
    expect(by._ga).toMatchObject({ service: 'Google Analytics', service_policy_link: 'https://policies.google.com/privacy' });
    expect(by._pk_id).toMatchObject({ service: 'Matomo', service_policy_link: 'http://matomo.example/privacy' });
    for (const name of ['plain', 'blank']) {
      expect(by[name]).not.toHaveProperty('service');
      expect(by[name]).not.toHaveProperty('service_policy_link');
    }
  });

  it('never carries a link that is not an absolute http(s) URL', async () => {
    const hostile = [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/privacy',
      '/privacy',
      'policies.google.com/privacy',
      'ftp://files.example/policy.txt',
    ];
    const by = await analyticsCookies(hostile.map((link, i) => ({ name: `c${i}`, service: 'X', service_policy_link: link })));
    for (const [i, link] of hostile.entries()) {
      expect(by[`c${i}`], link).toMatchObject({ service: 'X' });
      expect(by[`c${i}`], link).not.toHaveProperty('service_policy_link');
    }
  });

  it('carries an http(s) link with markup in it only in its escaped, normalized form', async () => {
    const by = await analyticsCookies([{ name: 'q', service: 'Q', service_policy_link: 'https://q.example/p?a="><img src=x>' }]);
    expect(by.q!.service_policy_link).toBe('https://q.example/p?a=%22%3E%3Cimg%20src=x%3E');
  });
});
