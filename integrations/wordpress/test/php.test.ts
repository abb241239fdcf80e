import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { authorizationHeader, formatTimestamp, sign, signedParam, TIMESTAMP_HEADER } from '../../../src/client/signing.ts';
import { MAX_DAYS, parseChoice, serializeChoice } from '../../../src/runtime/consent/store.ts';
import { CONSENT_CATEGORIES } from '../../../src/shared/categories.ts';
import { CONSENT_METHODS } from '../../../src/shared/consent-methods.ts';
import { COOKIE_NAME } from '../../../src/shared/storage-names.ts';
import { canRun } from '../../../test/service/prerequisites.ts';

// The plugin's PHP against the TypeScript it mirrors (PHP imports none): consent.json, its copy of the runtime's cookie
// format, held equal to the runtime's; the PHP cookie parser against the runtime's own over a table of cookies; the PHP
// request signing against the client's; and php -l on every PHP file.
const PLUGIN = join(import.meta.dirname, '..', 'consent-service');
const table = JSON.parse(readFileSync(join(PLUGIN, 'consent.json'), 'utf8')) as {
  cookie: string;
  letters: Record<string, string>;
  methods: string[];
  max_days: number;
  wp_categories: Record<string, string[]>;
};
const run = promisify(execFile);
const VISITOR = '3f1c2b4a-1234-4abc-8def-0123456789ab';
/** The WP Consent API's categories (its inc/class-wp-consent-api-config.php, `consent_categories`). */
const WP_CATEGORIES = ['functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'];

describe('WordPress plugin: consent.json', () => {
  it("is the runtime's cookie name, methods, letters and longest keep", () => {
    expect(table.cookie).toBe(COOKIE_NAME);
    expect(table.methods).toEqual([...CONSENT_METHODS]);
    expect(table.max_days).toBe(MAX_DAYS);
    const letters = CONSENT_CATEGORIES.map((c) => {
      const value = serializeChoice({ granted: ['essential', c], method: 'custom', at: 0, version: 'v', visitor: VISITOR });
      return [value.split(':')[1]!.replace(c === 'essential' ? '' : 'e', ''), c];
    });
    expect(table.letters).toEqual(Object.fromEntries(letters));
  });

  it("maps every one of our categories, and only ours, to the API's five", () => {
    expect(Object.keys(table.wp_categories)).toEqual(WP_CATEGORIES);
    const mapped = new Set(Object.values(table.wp_categories).flat());
    expect([...mapped].sort()).toEqual([...CONSENT_CATEGORIES].sort());
  });
});

const PHP = ['/usr/bin/php', '/usr/local/bin/php'].find((p) => existsSync(p)) ?? '';
const withPhp = canRun("the WordPress plugin's PHP tests", {
  present: PHP !== '',
  what: 'PHP (the CLI)',
  how: 'apt-get install php',
  inCi: true,
});

describe.runIf(withPhp)('WordPress plugin: PHP', () => {
  const now = Math.floor(Date.now() / 1000);
  const cookie = (letters: string, method = 'custom', at = now, version = 'Ab3dEf_h12xy', visitor = VISITOR) =>
    `1:${letters}:${method}:${at}:${version}:${visitor}`;
  const values = [
    cookie('epads', 'accept_all'),
    cookie('e', 'decline'),
    cookie('', 'decline'),
    cookie('ea'),
    cookie('eds'),
    cookie('epd', 'api', now, 'Ab3dEf_h12%3A%25x'),
    cookie('ea', 'custom', now, `${'x'.repeat(63)}%F0%9F%98%80`),
    cookie('ea', 'custom', now, `${'x'.repeat(62)}%F0%9F%98%80`),
    cookie('ae'),
    cookie('ea', 'bribe'),
    cookie('ea', 'custom', now, '%E0%A4%A'),
    cookie('ea', 'custom', now, '%ED%A0%80'),
    cookie('ea', 'custom', now, ''),
    cookie('ea', 'custom', now, 'v', 'not-a-uuid'),
    `${cookie('ea')}\n`,
    `2${cookie('ea').slice(1)}`,
    `${cookie('ea')}:extra`,
    'garbage',
    '',
  ];
  const php = (headers: string[]) =>
    JSON.parse(execFileSync(PHP, [join(import.meta.dirname, 'parse-choice.php')], { input: JSON.stringify(headers) })) as {
      granted: string[];
      allowed: Record<string, boolean>;
    }[];

  it('reads each cookie as the runtime does, from the raw Cookie header', () => {
    const answers = php(values.map((v) => `other=1; ${COOKIE_NAME}=${v}; ${COOKIE_NAME}=${cookie('epads')}`));
    expect(answers.map((a) => a.granted)).toEqual(values.map((v) => parseChoice(v)?.granted ?? ['essential']));
  });

  it("answers the API's categories by the table: all of ours granted, else refused", () => {
    const [all, none, analytics, ads] = php(
      [cookie('epads'), cookie('e'), cookie('ea'), cookie('ed')].map((v) => `${COOKIE_NAME}=${v}`),
    );
    expect(all!.allowed).toEqual(Object.fromEntries(WP_CATEGORIES.map((c) => [c, true])));
    const only = (...granted: string[]) => Object.fromEntries(WP_CATEGORIES.map((c) => [c, granted.includes(c)]));
    expect(none!.allowed).toEqual(only('functional'));
    expect(analytics!.allowed).toEqual(only('functional', 'statistics', 'statistics-anonymous'));
    // Marketing needs social networking too: an advertising-only choice does not let a social embed through.
    expect(ads!.allowed).toEqual(only('functional'));
  });

  it('refuses a choice older than the longest keep, and a request without the cookie', () => {
    const old = cookie('epads', 'accept_all', now - (MAX_DAYS + 1) * 86400);
    expect(php([`${COOKIE_NAME}=${old}`, '', `x${COOKIE_NAME}=${cookie('epads')}`]).map((a) => a.granted)).toEqual([
      ['essential'],
      ['essential'],
      ['essential'],
    ]);
  });

  it("signs a request as the service's client does (query and paging)", async () => {
    const requests = [
      `https://consent.example.com:8443/v1/websites?query=${encodeURIComponent(JSON.stringify([{ account_id: 'acct_1' }]))}`,
      'https://consent.example.com/v1/websites?paging=eyJyIjoid2Vic2l0ZXMifQ.c2ln',
    ].map((url) => ({ method: 'GET', url, body: '', public_key: 'pk_1', secret: 'sk_0123456789abcdef', now: 1765000000 }));
    const headers = JSON.parse(
      execFileSync(PHP, [join(import.meta.dirname, 'sign-request.php')], { input: JSON.stringify(requests) }).toString(),
    ) as Record<string, string>[];
    for (const [i, r] of requests.entries()) {
      const url = new URL(r.url);
      const timestamp = formatTimestamp(new Date(r.now * 1000));
      const signature = await sign(r.secret, {
        method: r.method,
        host: url.host,
        path: url.pathname,
        param: signedParam(url.search),
        timestamp,
        body: r.body,
      });
      expect(headers[i]).toEqual({ Authorization: authorizationHeader(r.public_key, signature), [TIMESTAMP_HEADER]: timestamp });
    }
  });

  it('every PHP file of the plugin and its tests passes php -l', async () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.php') ? [join(dir, e.name)] : [],
      );
    const all = [
      ...files(join(import.meta.dirname, '..')),
      ...files(join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'wordpress')),
    ];
    expect(all.length).toBeGreaterThan(10);
    const lint = await Promise.all(all.map((f) => run(PHP, ['-l', f]).then((r) => r.stdout)));
    for (const out of lint) expect(out).toContain('No syntax errors');
  });
});
