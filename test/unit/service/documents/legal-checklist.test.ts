// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// Every row of the legal checklist (docs/decisions/policies.md#legal-checklist), read from the doc itself, is
// answered by the generated policy in every language: the element the row names is there, says something,
// and says it in that language. The regions decide which laws' rows apply.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Region } from '../../../../src/schema/enums.ts';
import { type PolicyCookie, renderCookiePolicy } from '../../../../src/service/documents/index.ts';
import { LANGUAGES } from '../../../../src/shared/languages.ts';
import { policyCookie } from '../../../fixtures/policy-cookie.ts';

interface Row {
  row: string;
  article: string;
  id: string;
  applies: 'all' | 'GDPR' | 'CCPA';
}

function checklist(): Row[] {
  const doc = readFileSync(join(process.cwd(), 'docs/decisions/policies.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Legal checklist'), doc.indexOf('\n## ', doc.indexOf('## Legal checklist') + 1));
  return section
    .split('\n')
    .map((line) => /^\| ([a-z-]+) \| [^|]+ \| ([^|]+) \| [^|]+ \| `#([a-z-]+)` \| (all|GDPR|CCPA) \|$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ row: m[1]!, article: m[2]!.trim(), id: m[3]!, applies: m[4] as Row['applies'] }));
}

const ROWS = checklist();

const COOKIES: PolicyCookie[] = [
  policyCookie({
    name: '_ga',
    domain: '.google-analytics.com',
    lifetime: String(400 * 86400),
    category: 'analytics',
    en_us: 'Distinguishes users.',
    service: 'Google Analytics',
    service_policy_link: 'https://policies.google.com/privacy',
    country: 'US',
    transfer: 'dpf',
  }),
  policyCookie({ name: 'session', domain: 'shop.example', lifetime: null }),
];

const render = (lang: string, regions?: Region[], over: Partial<Parameters<typeof renderCookiePolicy>[0]> = {}) =>
  new DOMParser().parseFromString(
    renderCookiePolicy({
      website: { name: 'Shop', url: 'https://shop.example' },
      company: { legal_name: 'Shop GmbH', email: 'privacy@shop.example', country: 'DE' },
      cookies: COOKIES,
      lang,
      regions,
      generatedAt: new Date('2026-11-26T12:00:00Z'),
      ...over,
    }).html,
    'text/html',
  );
const text = (doc: Document, id: string) => doc.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the legal checklist', () => {
  it('is read from the doc: every law the issue names, each row with an article', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
    const articles = ROWS.map((r) => r.article).join(' ');
    for (const a of [
      'Art. 13(1)',
      'Art. 13(2)',
      'Art. 5(3)',
      '§ 1798.100',
      '§ 1798.120',
      '§ 1798.135',
      '§ 7011',
      '§ 7012',
      '§ 7013',
      '§ 7025',
      '§ 7026',
    ])
      expect(articles).toContain(a);
    expect(new Set(ROWS.map((r) => r.row)).size).toBe(ROWS.length);
  });

  const english = render('en');
  it.each(LANGUAGES)('is answered row by row in %s', (lang) => {
    const doc = render(lang);
    for (const { row, id } of ROWS) {
      const answer = text(doc, id);
      expect(answer.length, `${lang}: ${row} (#${id})`).toBeGreaterThan(3);
      // Translated, not an English copy (British English shares most of US English's words).
      if (!lang.startsWith('en')) expect(answer, `${lang}: ${row} (#${id}) is English`).not.toBe(text(english, id));
    }
  });

  it('applies the GDPR rows where eu or global is configured, the CCPA rows where us or california is', () => {
    const of = (applies: Row['applies']) => ROWS.filter((r) => r.applies === applies).map((r) => r.id);
    const present = (doc: Document, ids: string[]) => ids.filter((id) => doc.getElementById(id));
    for (const [regions, gdpr, ccpa] of [
      [['eu'], true, false],
      [['global'], true, false],
      [['us'], false, true],
      [['california'], false, true],
      [['eu', 'california'], true, true],
      [undefined, true, true],
    ] as const) {
      const doc = render('de', regions ? [...regions] : undefined);
      expect(present(doc, of('all')), String(regions)).toEqual(of('all'));
      expect(present(doc, of('GDPR')), String(regions)).toEqual(gdpr ? of('GDPR') : []);
      expect(present(doc, of('CCPA')), String(regions)).toEqual(ccpa ? of('CCPA') : []);
    }
  });

  it('uses the company extension fields when set and says something true without them', () => {
    const without = render('en');
    expect(text(without, 'dpo')).toContain('No data protection officer has been named');
    expect(text(without, 'supervisory-authority')).toContain(
      'the data protection authority of the country where you live or work',
    );
    expect(text(without, 'notice-at-collection')).toContain('identifiers (such as cookie and online identifiers)');
    const withFields = render('fr', undefined, {
      company: {
        legal_name: 'Shop SAS',
        dpo_contact: 'dpo@shop.example',
        supervisory_authority: 'CNIL, 3 place de Fontenoy, Paris',
        personal_information_categories: 'identifiants en ligne',
      },
    });
    expect(withFields.querySelector('#dpo a')?.getAttribute('href')).toBe('mailto:dpo@shop.example');
    expect(text(withFields, 'supervisory-authority')).toContain('CNIL, 3 place de Fontenoy, Paris');
    expect(text(withFields, 'notice-at-collection')).toContain('identifiants en ligne');
    expect(text(withFields, 'notice-at-collection')).not.toContain('adresse IP');
  });

  it('lists each provider with purpose, basis, country, safeguard, privacy link and retention', () => {
    const doc = render('en');
    const rows = [...doc.querySelectorAll('#providers tbody tr')];
    // The website's own session cookie has no provider other than the website.
    expect(rows.map((r) => r.querySelector('th')?.firstChild?.textContent)).toEqual(['Google Analytics']);
    expect(rows[0]!.querySelector('th a')?.getAttribute('href')).toBe('https://policies.google.com/privacy');
    expect([...rows[0]!.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Analytics',
      'Your consent (GDPR Art. 6(1)(a))',
      'United States',
      'EU-US Data Privacy Framework (GDPR Art. 45)',
      '13 months',
    ]);
    // The website's own cookies are not a provider, also when its address has a port.
    const local = render('en', undefined, { website: { name: 'Shop', url: 'http://shop.example:8080/' } });
    expect([...local.querySelectorAll('#providers tbody th')].map((th) => th.firstChild?.textContent)).toEqual([
      'Google Analytics',
    ]);
    const unknown = render('en', undefined, { cookies: [{ ...COOKIES[0]!, country: null, transfer: undefined }] });
    expect(unknown.querySelector('#providers tbody td:nth-child(4)')?.textContent).toBe('Unknown');
    expect(unknown.querySelector('#providers tbody td:nth-child(5)')?.textContent).toBe('Country not known: ask us');
  });

  it("shows this browser's GPC status where the request says it", () => {
    expect(text(render('en', ['us'], { gpc: true }), 'gpc-status')).toBe(
      'Status: your browser is sending a GPC signal, and we honor it.',
    );
    expect(text(render('en', ['us'], { gpc: false }), 'gpc-status')).toBe('Status: your browser is not sending a GPC signal.');
    expect(text(render('en', ['us']), 'gpc-status')).toMatch(/checked each time/);
    expect(text(render('de', ['us'], { gpc: true }), 'gpc-status')).toMatch(/sendet ein GPC-Signal/);
  });
});
