import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryOf, PLATFORM_CATEGORY } from '../../../../src/service/classify/category-rules.ts';
import {
  type CookieRule,
  defaultDatabasePath,
  OCD_CATEGORIES,
  type OcdCategory,
  parseCookieFacts,
} from '../../../../src/service/classify/database.ts';
import { CATEGORY_MAP } from '../../../../src/service/classify/source-categories.ts';
import { COOKIE_CATEGORIES } from '../../../../src/shared/categories.ts';

const rule = (over: Partial<CookieRule>): CookieRule => ({
  platform: 'P',
  category: 'Marketing',
  name: 'n',
  domains: [],
  retention: '',
  controller: '',
  privacyUrl: null,
  prefix: false,
  ...over,
});

describe('CATEGORY_MAP', () => {
  it('maps every database category, including every one in the file, onto a spec category other than unclassified', () => {
    const inFile = new Set(parseCookieFacts(readFileSync(defaultDatabasePath(), 'utf8')).map((f) => f.category as OcdCategory));
    expect(Object.keys(CATEGORY_MAP).sort()).toEqual([...OCD_CATEGORIES].sort());
    for (const c of inFile) expect(COOKIE_CATEGORIES).toContain(CATEGORY_MAP[c]);
    expect(Object.values(CATEGORY_MAP)).not.toContain('unclassified');
  });

  it('is the documented table', () => {
    expect(CATEGORY_MAP).toEqual({
      Necessary: 'essential',
      Security: 'essential',
      Functional: 'performance',
      Personalization: 'performance',
      Analytics: 'analytics',
      Marketing: 'advertising',
    });
  });

  it('names only platforms that exist in the database in its overrides', () => {
    const platforms = new Set(parseCookieFacts(readFileSync(defaultDatabasePath(), 'utf8')).map((f) => f.platform));
    for (const p of Object.keys(PLATFORM_CATEGORY)) expect(platforms, p).toContain(p);
  });
});

describe('categoryOf', () => {
  it('makes Marketing social_networking on a social network’s own domain only', () => {
    expect(categoryOf(rule({ platform: 'Facebook' }), 'facebook.com')).toBe('social_networking');
    expect(categoryOf(rule({ platform: 'LinkedIn' }), 'www.linkedin.com')).toBe('social_networking');
    expect(categoryOf(rule({ platform: 'Facebook' }), 'shop.example')).toBe('advertising');
    expect(categoryOf(rule({ platform: 'Facebook' }), '')).toBe('advertising');
    // The network's ad endpoints are advertising, not social.
    expect(categoryOf(rule({ platform: 'LinkedIn' }), 'px.ads.linkedin.com')).toBe('advertising');
  });

  it('applies platform overrides to Functional entries only', () => {
    expect(categoryOf(rule({ platform: 'Cookiebot', category: 'Functional' }), '')).toBe('essential');
    expect(categoryOf(rule({ platform: 'Hotjar', category: 'Functional' }), '')).toBe('analytics');
    expect(categoryOf(rule({ platform: 'OneTrust', category: 'Marketing' }), '')).toBe('advertising');
    expect(categoryOf(rule({ platform: 'Shopify', category: 'Functional' }), '')).toBe('performance');
  });
});
