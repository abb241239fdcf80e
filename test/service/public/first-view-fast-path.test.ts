import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeHandler } from '../../../src/service/core/context.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { FIRST_VIEW_FEATURES } from '../../../src/service/public/scripts/first-view-features.ts';
import { INLINE_CONFIG_EXPRESSION } from '../../../src/shared/inline-config.ts';
import { listen, ok, type Service, startService } from '../harness.ts';

// A stand-in for the built runtime and its feature pieces: what is served matters here, not what it runs.
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
writeFileSync(join(dist, 'consent.min.js'), `/* runtime */self.seen=${INLINE_CONFIG_EXPRESSION};`);
for (const f of FIRST_VIEW_FEATURES)
  writeFileSync(join(dist, f.file), 'expression' in f ? `self.${f.key}=${f.expression};` : `self.${f.key}=1;`);
const groups = publicRouteGroups({ distDir: dist, geoHeaders: { country: 'x-edge-country' } });

/** As a browser asks for a `<script>` from a page, from Germany (the operator's edge header). */
const AS_SCRIPT = {
  'sec-fetch-dest': 'script',
  'sec-fetch-mode': 'no-cors',
  'user-agent': 'Mozilla/5.0 test',
  'accept-language': 'de-DE,de;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  'x-edge-country': 'DE',
};
// Node's HTTP layer writes these on every answer, whichever way in answered.
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request over a real socket, its answer as it went over the wire (the body not decoded). */
function over(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([k]) => !NODE_OWN.has(k));
        done({
          status: res.statusCode!,
          headers: Object.fromEntries(kept) as Record<string, string>,
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** The same request through Hono alone, in-process: the route the fast path must answer exactly as. */
async function inProcess(s: Service, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const res = await s.app.request(path, { method, headers });
  return {
    status: res.status,
    headers: Object.fromEntries([...res.headers].filter(([k]) => !NODE_OWN.has(k))),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** A listener whose fast path says, request by request, whether it answered (true) or left it to Hono. */
async function watched(s: Service) {
  const taken: boolean[] = [];
  const fast: NodeHandler = (req, res) => {
    const answered = s.fast(req, res);
    taken.push(answered);
    return answered;
  };
  const server = await listen(s, fast);
  return { ...server, taken };
}

describe('the first-view fast path (GET /c/{uuid}.js at the Node level)', () => {
  let s: Service;
  let server: Awaited<ReturnType<typeof watched>>;
  let site: { id: string; uuid: string };
  let path: string;
  const views = async () => (await s.a.websites.list([{ account_id: 'acct_a', ids: [site.id] }])).results[0]!.page_views;

  beforeAll(async () => {
    s = await startService({ groups: [groups[0]!] });
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shop.example' }]));
    site = { id: w!.id, uuid: w!.uuid };
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['de'] }]));
    path = `/c/${site.uuid}.js`;
    server = await watched(s);
  });
  afterAll(async () => {
    await server.close();
    await s.close();
  });

  it('leaves the first request for a script to the app, then answers from memory with its status, headers and bytes', async () => {
    server.taken.length = 0;
    const first = await over(server.port, path, AS_SCRIPT);
    expect(first.status).toBe(200);
    expect(server.taken).toEqual([false]);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { ...AS_SCRIPT, 'accept-encoding': encoding };
      const fast = await over(server.port, path, headers);
      expect(server.taken.at(-1)).toBe(true);
      const route = await inProcess(s, path, headers);
      expect(fast.status).toBe(200);
      expect(fast.headers).toEqual(route.headers);
      expect(fast.body.equals(route.body)).toBe(true);
      expect(fast.headers['content-length']).toBe(String(fast.body.length));
    }
    expect(first.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding, x-edge-country, Accept-Language',
      'cache-control': 'public, max-age=0, stale-while-revalidate=86400',
      'cdn-cache-control': 'public, no-cache',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    // The visitor's region and language are in it: a German visitor gets the eu config in German.
    expect(first.headers.etag).not.toBe((await over(server.port, path, { ...AS_SCRIPT, 'x-edge-country': 'US' })).headers.etag);
  });

  it('revalidates with 304 on the encoding’s own tag (weak or in a list too, or *), and answers 200 to another’s', async () => {
    const br = await over(server.port, path, AS_SCRIPT);
    const gzipTag = (await over(server.port, path, { ...AS_SCRIPT, 'accept-encoding': 'gzip' })).headers.etag!;
    server.taken.length = 0;
    for (const tag of [br.headers.etag!, `W/${br.headers.etag}`, `"other", ${br.headers.etag}`, '*']) {
      const headers = { ...AS_SCRIPT, 'if-none-match': tag };
      const fast = await over(server.port, path, headers);
      expect(fast.status).toBe(304);
      expect(fast.body.length).toBe(0);
      expect(fast.headers).toEqual((await inProcess(s, path, headers)).headers);
    }
    const other = await over(server.port, path, { ...AS_SCRIPT, 'if-none-match': gzipTag });
    expect(other.status).toBe(200);
    expect(other.body.equals(br.body)).toBe(true);
    expect(server.taken).toEqual([true, true, true, true, true]);
  });

  it('counts a page view as the route does: a script load and its revalidation, not a HEAD, a crawler or a plain GET', async () => {
    // A visitor of its own: the tests before used up the burst of views one visitor may add (page-view-counter.ts).
    const visitor = { ...AS_SCRIPT, 'user-agent': 'Mozilla/5.0 counted' };
    const etag = (await over(server.port, path, { ...visitor, 'sec-fetch-dest': 'empty' })).headers.etag!;
    await s.flush();
    const before = await views();
    server.taken.length = 0;
    await over(server.port, path, visitor);
    await over(server.port, path, { ...visitor, 'if-none-match': etag });
    await over(server.port, path, visitor, 'HEAD');
    await over(server.port, path, { ...visitor, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await over(server.port, path, { ...visitor, 'sec-fetch-dest': 'document' });
    expect(server.taken).toEqual([true, true, true, true, true]);
    await s.flush();
    expect(await views()).toBe(before + 2);
  });

  it('answers HEAD with the GET’s headers and no body', async () => {
    const get = await over(server.port, path, AS_SCRIPT);
    const head = await over(server.port, path, AS_SCRIPT, 'HEAD');
    expect(server.taken.at(-1)).toBe(true);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers).toEqual(get.headers);
  });

  it('ignores a query, as the route does', async () => {
    const plain = await over(server.port, path, AS_SCRIPT);
    const query = await over(server.port, `${path}?v=2`, AS_SCRIPT);
    expect(server.taken.at(-1)).toBe(true);
    expect(query.headers.etag).toBe(plain.headers.etag);
    expect(query.body.equals(plain.body)).toBe(true);
  });

  it('leaves a QA region preview to the app, even with the script in memory: never the visitor’s own answer', async () => {
    const own = await over(server.port, path, AS_SCRIPT);
    server.taken.length = 0;
    const preview = await over(server.port, `${path}?service_region=us`, AS_SCRIPT);
    expect(server.taken).toEqual([false]);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.body.equals(own.body)).toBe(false);
    expect(server.taken).toEqual([false]);
    // And the visitor's own answer after it, from memory, as before.
    const again = await over(server.port, path, AS_SCRIPT);
    expect(server.taken.at(-1)).toBe(true);
    expect(again.headers).toEqual(own.headers);
    expect(again.body.equals(own.body)).toBe(true);
  });

  it('leaves unknown uuids, other paths and methods, and preflights to the app, which answers them as before', async () => {
    server.taken.length = 0;
    const unknown = await over(server.port, `/c/${randomUUID()}.js`, AS_SCRIPT);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).error).toBe('website_not_found');
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
    expect((await over(server.port, '/c/nope.js', AS_SCRIPT)).status).toBe(404);
    expect((await over(server.port, `${path}/more`, AS_SCRIPT)).status).toBe(404);
    expect((await over(server.port, `${path}x`, AS_SCRIPT)).status).toBe(404);
    // The uuid's place, by position, holding what is no uuid.
    expect((await over(server.port, `/c/${'z'.repeat(36)}.js`, AS_SCRIPT)).status).toBe(404);
    expect((await over(server.port, `/x${path}`, AS_SCRIPT)).status).toBe(404);
    expect((await over(server.port, path, AS_SCRIPT, 'POST')).status).toBe(404);
    const preflight = await over(
      server.port,
      path,
      { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(server.taken).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('serves a website’s change at once: the app makes the new script, then the fast path answers it', async () => {
    const before = await over(server.port, path, AS_SCRIPT);
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, display_style: 'modal' }]));
    server.taken.length = 0;
    const after = await over(server.port, path, { ...AS_SCRIPT, 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const again = await over(server.port, path, { ...AS_SCRIPT, 'if-none-match': after.headers.etag! });
    expect(again.status).toBe(304);
    expect(server.taken).toEqual([false, true]);
  });
});

describe('the first-view fast path and the per-address limit', () => {
  it('leaves a client over its limit to the app, which refuses it with 429 and Retry-After; the refusal costs nothing', async () => {
    // 20 a minute: a burst of 2 (a tenth of the minute, runtime-answers.ts).
    const s = await startService({ groups: [groups[0]!], limits: { configRequestsPerMinute: 20 } });
    const server = await watched(s);
    try {
      const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shop.example' }]));
      const path = `/c/${w!.uuid}.js`;
      expect((await over(server.port, path, AS_SCRIPT)).status).toBe(200);
      expect((await over(server.port, path, AS_SCRIPT)).status).toBe(200);
      const refused = await over(server.port, path, AS_SCRIPT);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body.toString()).error).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(server.taken).toEqual([false, true, false]);
    } finally {
      await server.close();
      await s.close();
    }
  });
});
