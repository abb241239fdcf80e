import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAddressGuard } from '../../../../src/service/scan/address-guard.ts';
import { allowedBy, createRobots, parseRobots, ROBOTS_MAX_BYTES } from '../../../../src/service/scan/robots.ts';
import { normalisePath, patternMatches, type Work } from '../../../../src/service/scan/robots-pattern.ts';

const url = (path: string) => new URL(`https://x.example${path}`);
const allows = (robots: string, path: string) => allowedBy(parseRobots(robots), url(path));

describe('matching a rule', () => {
  // Each rule alone in the `*` group, so the table reads as pattern → matches, does not match.
  // Google's table for RFC 9309 §2.2.2–2.2.3 (developers.google.com/search/docs/crawling-indexing/robots/robots_txt).
  const table: [string, string[], string[]][] = [
    [
      '/fish',
      ['/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fishheads/yummy.html', '/fish.php?id=anything'],
      ['/Fish.asp', '/catfish', '/?id=fish', '/desert/fish'],
    ],
    ['/fish*', ['/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fish.php?id=anything'], ['/Fish.asp', '/catfish']],
    [
      '/fish/',
      ['/fish/', '/fish/?id=anything', '/fish/salmon.htm'],
      ['/fish', '/fish.html', '/animals/fish/', '/Fish/Salmon.asp'],
    ],
    [
      '/*.php',
      [
        '/index.php',
        '/filename.php',
        '/folder/filename.php',
        '/folder/filename.php?parameters',
        '/folder/any.php.file.html',
        '/filename.php/',
      ],
      ['/', '/windows.PHP'],
    ],
    [
      '/*.php$',
      ['/filename.php', '/folder/filename.php'],
      ['/filename.php?parameters', '/filename.php/', '/filename.php5', '/windows.PHP'],
    ],
    ['/fish*.php', ['/fish.php', '/fishheads/catfish.php?parameters'], ['/Fish.PHP']],
    // `$` anchors: the last piece must end the path, after the pieces before it (not at its first occurrence).
    ['/a*b$', ['/ab', '/a-b', '/abab', '/a/b/b'], ['/a', '/aba', '/ab/']],
    ['/*ab*ab$', ['/abab', '/ab-ab', '/abxxab'], ['/ab', '/aba', '/abab/']],
    ['/$', ['/'], ['/a', '/?x']],
    ['/page$', ['/page'], ['/page?x', '/pages']],
    // `*` matches the empty sequence; repeated `*` are one.
    ['/a**b', ['/ab', '/axb'], ['/a', '/ba']],
    ['*', ['/', '/anything'], []],
    // Query strings are part of the path compared.
    ['/*?', ['/shop?x=1', '/?a'], ['/shop', '/?']], // `/?` is `/`: an empty query is no query
    ['/shop?sort=', ['/shop?sort=price'], ['/shop', '/shop?page=2&sort=price']],
    ['/*sort=', ['/shop?page=2&sort=price'], ['/shop']],
    // A `$` that is not last is an ordinary character.
    ['/a$b', ['/a$b', '/a$bc'], ['/a', '/ab']],
  ];
  test.each(table)('%s', (pattern, yes, no) => {
    const robots = `User-agent: *\nDisallow: ${pattern}\n`;
    for (const path of yes) expect(allows(robots, path), `${pattern} matches ${path}`).toBe(false);
    for (const path of no) expect(allows(robots, path), `${pattern} does not match ${path}`).toBe(true);
  });

  test('paths compare percent-encoding normalised (RFC 9309 §2.2.2)', () => {
    expect(normalisePath('/foo/bar/ツ')).toBe('/foo/bar/%E3%83%84');
    expect(normalisePath('/foo/bar/%62%61%7A')).toBe('/foo/bar/baz');
    expect(normalisePath('/a%2fb%2A')).toBe('/a%2Fb%2A');
    expect(normalisePath('/a b"<>^|%zz')).toBe('/a%20b%22%3C%3E%5E%7C%zz');
    expect(normalisePath('/\ud800x')).toBe('/%EF%BF%BDx');
    expect(allows('User-agent: *\nDisallow: /foo/bar/ツ', '/foo/bar/ツ')).toBe(false);
    expect(allows('User-agent: *\nDisallow: /foo/bar/%E3%83%84', '/foo/bar/ツ')).toBe(false);
    expect(allows('User-agent: *\nDisallow: /foo/bar/%62%61%7A', '/foo/bar/baz')).toBe(false);
    expect(allows('User-agent: *\nDisallow: /foo/bar/baz', '/foo/bar/%62%61%7a')).toBe(false);
    expect(allows('User-agent: *\nDisallow: /a%3c', '/a<')).toBe(false);
    // An encoded reserved character is not the character: `%2F` is not a path separator, `%2A` not a wildcard.
    expect(allows('User-agent: *\nDisallow: /a/b', '/a%2Fb')).toBe(true);
    expect(allows('User-agent: *\nDisallow: /a%2Ab', '/axb')).toBe(true);
    expect(allows('User-agent: *\nDisallow: /a%2Ab', '/a%2ab')).toBe(false);
  });
});

describe('choosing among rules', () => {
  const rules = parseRobots(
    `User-agent: *\nDisallow: /private\nDisallow: /*.pdf$\nAllow: /private/ok\n\nUser-agent: other\nDisallow: /`,
  );
  const ok = (path: string) => allowedBy(rules, url(path));
  test('the wildcard group: longest match wins, * and $ honoured', () => {
    expect([ok('/'), ok('/private/a'), ok('/private/ok/1'), ok('/a.pdf'), ok('/a.pdf?x')]).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  test('a group is ours only when it names our token whole, in any case (RFC 9309 §2.2.1)', () => {
    const rules = (agent: string) => parseRobots(`User-agent: *\nDisallow: /star\n\nUser-agent: ${agent}\nDisallow: /ours\n`);
    expect(allowedBy(rules('CONSENTscanner'), url('/ours'))).toBe(false);
    for (const other of ['c', 'consent', 'ConsentScannerBot', '']) {
      expect(allowedBy(rules(other), url('/ours'))).toBe(true);
      expect(allowedBy(rules(other), url('/star'))).toBe(false);
    }
  });

  test('lines may end in CR alone', () => {
    expect(allows('User-agent: *\rDisallow: /a\rAllow: /a/b\r', '/a')).toBe(false);
    expect(allows('User-agent: *\rDisallow: /a\rAllow: /a/b\r', '/a/b')).toBe(true);
  });

  test('a group naming us wins over *', () => {
    const mine = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: ConsentScanner\nDisallow: /admin');
    expect(allowedBy(mine, url('/shop'))).toBe(true);
    expect(allowedBy(mine, url('/admin'))).toBe(false);
  });

  // Google's precedence examples: the longest match (in octets) wins, Allow on a tie.
  test.each([
    ['Allow: /p\nDisallow: /', '/page', true],
    ['Allow: /folder\nDisallow: /folder', '/folder/page', true],
    ['Allow: /page\nDisallow: /*.htm', '/page.htm', false],
    ['Allow: /page\nDisallow: /*.ph', '/page.php', true],
    ['Allow: /$\nDisallow: /', '/', true],
    ['Allow: /$\nDisallow: /', '/page.htm', false],
    ['Disallow: /folder\nAllow: /folder', '/folder', true],
  ])('%s, %s → allowed %s', (rules, path, allowed) => {
    expect(allows(`User-agent: *\n${rules}\n`, path)).toBe(allowed);
  });

  test('an empty Disallow disallows nothing; comments, CRLF, spacing and case of keys', () => {
    expect(allows('User-agent: *\nDisallow:\n', '/anything')).toBe(true);
    expect(allows('User-agent: *\r\nDisallow: /a # not /b\r\n', '/a')).toBe(false);
    expect(allows('User-agent: *\r\nDisallow: /a # not /b\r\n', '/b')).toBe(true);
    expect(allows('user-AGENT : *\n  DISALLOW :   /x  \n', '/x')).toBe(false);
    expect(allows('# Disallow: /x\nUser-agent: *\nAllow: /\n', '/x')).toBe(true);
  });
});

describe('work grows linearly (a rule must not make the scanner backtrack)', () => {
  const hostile = (wildcards: number) => `/${'*a'.repeat(wildcards)}*b`;
  const steps = (pattern: string, path: string) => {
    const work: Work = { steps: 0 };
    const matched = patternMatches(normalisePath(pattern), normalisePath(path), work);
    return { matched, steps: work.steps };
  };

  test('the reported case: /*a*a*a*a*a*b against / and 100 a, no match, so allowed', () => {
    const path = `/${'a'.repeat(100)}`;
    const rules = parseRobots(`User-agent: *\nDisallow: ${hostile(5)}\n`);
    const work: Work = { steps: 0 };
    expect(allowedBy(rules, url(path), work)).toBe(true);
    expect(work.steps).toBeLessThanOrEqual(4 * (path.length + hostile(5).length));
    // And what does match is still found.
    expect(allowedBy(rules, url(`${path}b`))).toBe(false);
  });

  const cases = [5, 6, 10].flatMap((w) => [100, 1_000, 10_000].map((n) => [w, n, hostile(w), `/${'a'.repeat(n - 1)}`] as const));
  test.each(cases)('%i wildcards, a path of %i characters: at most 4 steps a character', (_w, _n, pattern, path) => {
    const { matched, steps: s } = steps(pattern, path);
    expect(matched).toBe(false);
    expect(s).toBeLessThanOrEqual(4 * (path.length + pattern.length));
  });

  test('twice the path, about twice the steps (not four times)', () => {
    for (const pattern of [hostile(5), hostile(10), `/*${'a'.repeat(50)}b`, `/*${'ab'.repeat(20)}*a$`]) {
      for (const n of [1_000, 10_000]) {
        const once = steps(pattern, `/${'a'.repeat(n)}`).steps;
        const twice = steps(pattern, `/${'a'.repeat(2 * n)}`).steps;
        expect(twice / once, `${pattern}, ${n} → ${2 * n}`).toBeGreaterThan(1.5);
        expect(twice / once, `${pattern}, ${n} → ${2 * n}`).toBeLessThan(2.5);
      }
    }
  });

  test('a long piece after a star is searched without stepping back (KMP): linear in path and piece', () => {
    const pattern = `/*${'a'.repeat(1_000)}b`;
    const path = `/${'a'.repeat(100_000)}`;
    const { matched, steps: s } = steps(pattern, path);
    expect(matched).toBe(false);
    expect(s).toBeLessThanOrEqual(4 * (path.length + pattern.length));
  });

  test('a check past its step budget counts as disallowed, and stays bounded', () => {
    const rules = parseRobots(`User-agent: *\n${`Disallow: ${hostile(3)}\n`.repeat(5_000)}`);
    const work: Work = { steps: 0 };
    expect(allowedBy(rules, url(`/${'a'.repeat(10_000)}`), work)).toBe(false);
    expect(work.steps).toBeLessThan(25_000_000);
  });

  test('parseRobots keeps at most 10,000 rules', () => {
    const rules = parseRobots(`User-agent: *\n${'Disallow: /x\n'.repeat(20_000)}`);
    expect(rules).toHaveLength(10_000);
  });
});

describe('loading robots.txt: at most 500 KiB, counted after decompression', () => {
  let serve: (res: ServerResponse) => void = (res) => res.end();
  const server = createServer((req, res) => (req.url === '/robots.txt' ? serve(res) : res.writeHead(404).end()));
  let origin = '';
  const HEAD = 'User-agent: *\nDisallow: /first\n';
  const TAIL = '\nDisallow: /last\n';
  let bomb: Buffer;
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // ~100 MB once inflated (a comment line of 100 million `a`), about 100 KB on the wire.
    const gzip = createGzip();
    const out: Buffer[] = [];
    gzip.on('data', (b: Buffer) => out.push(b));
    const done = new Promise((r) => gzip.on('end', r));
    gzip.write(`${HEAD}# `);
    const mb = Buffer.alloc(1_000_000, 'a');
    for (let i = 0; i < 100; i++) if (!gzip.write(mb)) await new Promise((r) => gzip.once('drain', r));
    gzip.end(TAIL);
    await done;
    bomb = Buffer.concat(out);
  }, 60_000);
  afterAll(() => new Promise((r) => server.close(r)));

  const load = async () => {
    const notes: string[] = [];
    const robots = createRobots(createAddressGuard({ allowPrivate: true }), { onNote: (n) => notes.push(n) });
    const allowed = async (path: string) => robots.allows(`${origin}${path}`);
    return { allowed, notes };
  };
  const note = () => `robots.txt of ${origin} is larger than 500 KiB: only its first 500 KiB were read (RFC 9309 §2.5)`;

  test('a gzip bomb is read up to the cap, the rest cancelled, and the report is told', async () => {
    expect(bomb.length).toBeLessThan(1_000_000);
    let closedEarly!: Promise<boolean>;
    serve = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      // Whenever the connection closes (a busy machine may take a while): before the whole bomb was sent?
      closedEarly = new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished)));
      // Sent slowly in small pieces, so the client's cancel is seen before the server has sent it all.
      let at = 0;
      const next = () => {
        if (res.destroyed) return;
        if (at >= bomb.length) return void res.end();
        res.write(bomb.subarray(at, (at += 1_000)), () => setTimeout(next, 1));
      };
      next();
    };
    const { allowed, notes } = await load();
    expect(await allowed('/first')).toBe(false);
    expect(await allowed('/last')).toBe(true);
    expect(notes).toEqual([note()]);
    expect(await closedEarly).toBe(true);
  });

  test('a plain body over the cap: rules before it apply, a line across it and rules after it do not', async () => {
    const straddling = 'Disallow: /straddle\n';
    const filler = `# ${'x'.repeat(97)}\n`;
    let body = HEAD;
    while (body.length + filler.length <= ROBOTS_MAX_BYTES - 14) body += filler;
    body += '#'.repeat(ROBOTS_MAX_BYTES - 14 - body.length - 1);
    body += '\n';
    // "Disallow: /str" falls within the cap; the rest of the line past it.
    expect(body.length + 'Disallow: /str'.length).toBe(ROBOTS_MAX_BYTES);
    body += `${straddling}Disallow: /last\n`;
    serve = (res) => res.end(body);
    const { allowed, notes } = await load();
    expect(await allowed('/first')).toBe(false);
    expect(await allowed('/strange')).toBe(true);
    expect(await allowed('/straddle')).toBe(true);
    expect(await allowed('/last')).toBe(true);
    expect(notes).toEqual([note()]);
  });

  test('a body of exactly 500 KiB is read whole, without a note', async () => {
    const rule = 'Disallow: /last\n';
    const body = `${HEAD}#${'x'.repeat(ROBOTS_MAX_BYTES - HEAD.length - rule.length - 2)}\n${rule}`;
    expect(body.length).toBe(ROBOTS_MAX_BYTES);
    serve = (res) => res.end(body);
    const { allowed, notes } = await load();
    expect(await allowed('/last')).toBe(false);
    expect(notes).toEqual([]);
  });

  test('a missing robots.txt allows everything', async () => {
    serve = (res) => res.writeHead(404).end('User-agent: *\nDisallow: /\n');
    const { allowed, notes } = await load();
    expect(await allowed('/first')).toBe(true);
    expect(notes).toEqual([]);
  });

  test.each([
    ['a server error', (res: ServerResponse) => res.writeHead(503).end(), 'HTTP 503'],
    ['a connection cut before any answer', (res: ServerResponse) => res.socket?.destroy(), 'network error'],
  ])('%s disallows everything, and the report is told (RFC 9309 §2.3.1.4)', async (_, answer, why) => {
    serve = answer;
    const { allowed, notes } = await load();
    expect(await allowed('/first')).toBe(false);
    expect(await allowed('/')).toBe(false);
    expect(notes).toEqual([
      `robots.txt of ${origin} could not be read (${why}): no other page of ${origin} was loaded (RFC 9309 §2.3.1.4)`,
    ]);
  });
});
