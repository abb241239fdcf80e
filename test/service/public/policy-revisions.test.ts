// A published cookie policy stays true (issue 39, point 3; docs/decisions/policies.md#revisions): a change of the
// website's cookies (a scan, /v1 cookies), company or regions republishes it as a new version, every version stays
// readable at its own address with its date, and a policy never published stays a draft.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishScan } from '../../../src/service/model/scan-results.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { finding, observed } from '../../fixtures/scan-findings.ts';
import { APP_URL, ok, type Service, startService } from '../harness.ts';

let s: Service;
const parser = new Window();
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
});
afterAll(() => s.close());

async function website(publish: boolean) {
  const [w] = ok(
    await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shop.example', company: { legal_name: 'Shop SAS' } }]),
  );
  if (publish) ok(await s.a.documents.publish([{ account_id: 'acct_a', website_id: w!.id }]));
  return { id: w!.id, page: `/policies/${w!.cookie_policy_document_id.slice(4)}` };
}

async function read(path: string) {
  const res = await s.app.request(path);
  const doc = new parser.DOMParser().parseFromString(await res.text(), 'text/html');
  const text = (sel: string) => doc.querySelector(sel)?.textContent?.trim() ?? null;
  return {
    status: res.status,
    cookies: [...doc.querySelectorAll('#cookies tbody th')].map((th) => th.textContent),
    text,
    doc,
  };
}

/** A scan that finds `names`, handed to finishScan as a worker would. */
async function scan(websiteId: string, names: string[]) {
  const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: websiteId }]))[0]!.report_id;
  await s.db.query("UPDATE scans SET worker = 'w1', leased_until = now() + interval '1 minute' WHERE id = $1", [id]);
  const findings = names.map((n) => finding(n, '.shop.example'));
  expect(await finishScan(s.db, id, 'w1', findings, observed({ consentBanner: true, categories: true, preferences: true }))).toBe(
    true,
  );
}

const preview = async (websiteId: string) =>
  (await s.a.documents.preview([{ account_id: 'acct_a', website_id: websiteId }])).results[0]!;

describe('a published policy', () => {
  it('is republished when a scan finds new cookies, and the version before stays readable', async () => {
    const w = await website(true);
    const first = await read(w.page);
    expect(first.status).toBe(200);
    expect(first.text('#cookies p')).toBe('This website currently uses no cookies.');
    expect(first.text('#updated .muted:last-child')).toMatch(/^Version 1 · All versions of this policy$/);

    await scan(w.id, ['_ga', 'cart_id', '_hjSession']);
    const second = await read(w.page);
    expect(second.cookies).toEqual(expect.arrayContaining(['_ga', 'cart_id', '_hjSession']));
    expect(second.text('#updated .muted:last-child')).toMatch(/^Version 2 · /);
    expect((await preview(w.id)).republish_required).toBe(false);

    const old = await read(`${w.page}?revision=1`);
    expect(old.status).toBe(200);
    expect(old.text('#cookies p')).toBe('This website currently uses no cookies.');
    expect(old.text('#updated .muted:last-child')).toMatch(/^Version 1 · /);
    // An earlier version says so at its top and links the one in force; the one in force says nothing of the kind.
    expect(old.text('main [role=note]')).toBe('This is an earlier version of this policy. Read the current version');
    expect(old.doc.querySelector('main [role=note] a')?.getAttribute('href')).toBe(`${APP_URL}${w.page}?lang=en`);
    expect(second.doc.querySelector('main [role=note]')).toBeNull();
    expect((await read(`${w.page}?revision=2`)).doc.querySelector('main [role=note]')).toBeNull();

    // The list of versions, newest first, each dated and linked.
    const list = await read(`${w.page}/revisions`);
    const links = [...list.doc.querySelectorAll('main li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Version 2', `${APP_URL}${w.page}?revision=2&lang=en`],
      ['Version 1', `${APP_URL}${w.page}?revision=1&lang=en`],
    ]);
    expect(list.doc.querySelectorAll('main li time[datetime]')).toHaveLength(2);
    expect(second.doc.querySelector('#updated a')?.getAttribute('href')).toBe(`${APP_URL}${w.page}/revisions?lang=en`);
  });

  it('follows /v1 cookie and company writes, and a write that changes nothing adds no version', async () => {
    const w = await website(true);
    ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: w.id, name: 'cart_id', category: 'essential' } as never]));
    expect((await read(w.page)).cookies).toEqual(['cart_id']);
    ok(await s.a.websites.update([{ account_id: 'acct_a', id: w.id, company: { email: 'privacy@shop.example' } }]));
    const page = await read(w.page);
    expect(page.text('#controller')).toContain('privacy@shop.example');
    expect(page.text('#updated .muted:last-child')).toMatch(/^Version 3 · /);
    // The same company again: the policy would read the same.
    ok(await s.a.websites.update([{ account_id: 'acct_a', id: w.id, company: { email: 'privacy@shop.example' } }]));
    expect((await read(w.page)).text('#updated .muted:last-child')).toMatch(/^Version 3 · /);
    expect((await read(`${w.page}?revision=2`)).text('#controller')).not.toContain('privacy@shop.example');
  });

  it('answers 404 for a version it does not have', async () => {
    const w = await website(true);
    for (const q of ['?revision=2', '?revision=0', '?revision=x', '?revision=1.5'])
      expect((await read(w.page + q)).status).toBe(404);
  });
});

describe('a policy never published', () => {
  it('stays a draft when the cookies change: nothing reaches visitors', async () => {
    const w = await website(false);
    await scan(w.id, ['_ga']);
    expect((await read(w.page)).status).toBe(404);
    expect((await read(`${w.page}/revisions`)).status).toBe(404);
    expect((await preview(w.id)).republish_required).toBe(true);
  });
});

describe('missing company details', () => {
  it('are warnings on the website and document answers, naming the field to fill, and the policy stays whole', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://bare.example' }]));
    const fields = (warnings: { code: string; field: string }[] | undefined) =>
      (warnings ?? []).filter((x) => x.code === 'company_incomplete').map((x) => x.field);
    expect(fields((w as { warnings?: { code: string; field: string }[] }).warnings)).toEqual([
      'company.legal_name',
      'company.email',
    ]);
    expect(fields((await preview(w!.id)).warnings)).toEqual(['company.legal_name', 'company.email']);
    const [published] = ok(await s.a.documents.publish([{ account_id: 'acct_a', website_id: w!.id }]));
    expect(fields((published as { warnings?: { code: string; field: string }[] }).warnings)).toEqual([
      'company.legal_name',
      'company.email',
    ]);
    const page = await read(`/policies/${w!.cookie_policy_document_id.slice(4)}`);
    expect(page.text('#dpo')).toBe('Data protection officer: No data protection officer has been named.');

    const [filled] = ok(
      await s.a.websites.update([
        { account_id: 'acct_a', id: w!.id, company: { legal_name: 'Bare Ltd', email: 'hi@bare.example' } },
      ]),
    );
    expect(fields((filled as { warnings?: { code: string; field: string }[] }).warnings)).toEqual([]);
    expect(fields((await preview(w!.id)).warnings)).toEqual([]);
  });
});
