import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, ok, type Service, startService } from '../../harness.ts';
import { consoleGroup, consoleRequest, signedInMember } from '../console-session.ts';

let s: Service;
let site: string;
let otherSite: string;

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  const [a1, a2] = ok(
    await s.a.websites.create([
      { account_id: 'acct_a', name: 'Shop <script>alert(1)</script>', url: 'https://shop.example' },
      { account_id: 'acct_a', name: 'Other', url: 'https://other.example' },
    ]),
  );
  site = a1!.id;
  otherSite = a2!.id;
});
afterAll(() => s.close());

const addCookie = async (website: string, name: string) =>
  ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: website, name, category: 'analytics' }]));

describe('the policy screen', () => {
  it('says a draft was never published, with its warnings, the embed code and no hosted page yet', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const res = await m.call('GET', `/websites/${site}/policy`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      website_id: site,
      published_at: null,
      republish_required: true,
      changed: null,
      policy_url: null,
    });
    expect(body.warnings.map((w: { field: string }) => w.field)).toEqual(['company.legal_name', 'company.email']);
    // The same code as /v1's documents/preview gives, for an account that may embed, and no code for one that may not.
    const v1 = await s.a.documents.preview([{ account_id: 'acct_a', website_id: site }]);
    expect(body.code_snippet).toBe(v1.results[0]!.code_snippet);
    expect(body.embed_allowed).toBe(body.code_snippet !== null);
  });

  it('publishes, and then names what changed until the change is republished', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const published = await (await m.call('POST', `/websites/${site}/policy/publish`)).json();
    expect(published).toMatchObject({ republish_required: false, changed: [] });
    expect(published.published_at).toEqual(expect.any(String));
    expect(published.policy_url).toBe(`${APP_URL}/policies/${published.document_id.slice(4)}`);

    // A cookie added through /v1 republishes a published policy at once (docs/decisions/policies.md#revisions):
    await addCookie(site, '_ga');
    expect(await (await m.call('GET', `/websites/${site}/policy`)).json()).toMatchObject({
      republish_required: false,
      changed: [],
    });

    // …so the mark shows only where a change reached the data without it, as in a policy published before
    // automatic republication (migration 003 marks those): the cookie is named as what changed.
    await s.db.query(
      "INSERT INTO cookies (id, account_id, website_id, category, fields) VALUES ('ck_stale', 'acct_a', $1, 'marketing', '{\"name\":\"ads\"}')",
      [site],
    );
    await s.db.query("UPDATE documents SET revision = revision + 1 WHERE website_id = $1 AND kind = 'cookie_policy'", [site]);
    const stale = await (await m.call('GET', `/websites/${site}/policy`)).json();
    expect(stale).toMatchObject({ republish_required: true, changed: ['cookies'] });

    const again = await (await m.call('POST', `/websites/${site}/policy/publish`)).json();
    expect(again).toMatchObject({ republish_required: false, changed: [] });
    expect(Date.parse(again.published_at)).toBeGreaterThanOrEqual(Date.parse(published.published_at));
  });

  it('frames the draft as a page with no script and no origin, its values as text', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const res = await m.call('GET', `/websites/${site}/policy/preview?lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    const html = await res.text();
    expect(html).toContain('lang="de');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)');
    const bad = await m.call('GET', `/websites/${site}/policy/preview?lang=xx`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'lang' }] });
  });

  it('answers an editor of another website, for every route, as for a website that does not exist', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const missing = await m.call('GET', '/websites/web_nonexistent/policy');
    expect(missing.status).toBe(404);
    const expected = await missing.json();
    for (const [method, path] of [
      ['GET', '/policy'],
      ['GET', '/policy/preview'],
      ['POST', '/policy/publish'],
    ] as const) {
      const res = await m.call(method, `/websites/${otherSite}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.json()).toEqual(expected);
    }
    const [doc] = await s.db.query<{ published_at: Date | null }>('SELECT published_at FROM documents WHERE website_id = $1', [
      otherSite,
    ]);
    expect(doc!.published_at).toBeNull();
  });

  it('refuses a publish without the CSRF token and publishes nothing', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const res = await consoleRequest(s, m.token, null)('POST', `/websites/${otherSite}/policy/publish`);
    expect(res.status).toBe(403);
    const state = await (await m.call('GET', `/websites/${otherSite}/policy`)).json();
    expect(state.published_at).toBeNull();
  });
});
