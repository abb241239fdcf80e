import { Hono } from 'hono';
import { consistencyProof } from '../../../../proof/merkle.mjs';
import type { SignedHead } from '../../../../proof/signed.mjs';
import { RuntimeConfig } from '../../../schema/runtime-config.ts';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { bannerRevisions } from '../../model/banner-revisions.ts';
import { latestTreeHead, leafHashes, proofKey, type StoredTreeHead, treeHeadsAfter } from '../../model/proof-log.ts';
import { firstViewScript, type Runtime } from '../scripts/first-view-script.ts';
import type { RuntimeAnswers } from './runtime-answers.ts';

const signed = (log: string, h: StoredTreeHead): SignedHead => ({
  log,
  tree_size: h.tree_size,
  root_hash: h.root_hash,
  timestamp: h.signed_at,
  signature: h.signature,
  key_id: h.key_id,
});

const size = (v: string | undefined, name: string, min: number) => {
  const n = Number(v ?? min);
  if (!Number.isSafeInteger(n) || n < min)
    throw new RequestError(400, 'invalid_parameter', `${name} must be a whole number from ${min}`);
  return n;
};

/** Attribute values and text as HTML needs them. */
const html = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The consent log's public URLs (docs/proof.md#public-urls): a website's
 * signed tree heads and consistency proofs between them, which anyone may
 * fetch and keep (the witness command does), and a banner revision shown
 * alone for its screenshots. Unsigned and readable from any origin, like
 * the rest of /public/v1: nothing here is personal.
 */
export function proofRoute(ctx: ServiceContext, run: RuntimeAnswers, runtime: Runtime | null) {
  const app = new Hono();
  const website = async (uuid: string) => {
    const w = await run.websites.get(uuid);
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    return w;
  };
  const withKeys = async (heads: StoredTreeHead[]) => {
    const keys: Record<string, string> = {};
    for (const id of new Set(heads.map((h) => h.key_id))) keys[id] = (await proofKey(ctx.db, id)) ?? '';
    return keys;
  };

  app.get('/websites/:uuid/proof/head', async (c) => {
    run.admit(c);
    const w = await website(c.req.param('uuid'));
    const h = await latestTreeHead(ctx.db, w.id);
    if (!h) throw new RequestError(404, 'log_empty', 'no record of this website has been sealed into its log yet');
    c.header('Cache-Control', 'no-cache');
    return c.json({ head: signed(w.uuid, h), public_keys: await withKeys([h]) });
  });

  app.get('/websites/:uuid/proof/heads', async (c) => {
    run.admit(c);
    const w = await website(c.req.param('uuid'));
    const heads = await treeHeadsAfter(ctx.db, w.id, size(c.req.query('after'), 'after', 0), 1000);
    return c.json({ heads: heads.map((h) => signed(w.uuid, h)), public_keys: await withKeys(heads) });
  });

  app.get('/websites/:uuid/proof/consistency', async (c) => {
    run.admit(c);
    const w = await website(c.req.param('uuid'));
    const first = size(c.req.query('first'), 'first', 1);
    const second = size(c.req.query('second'), 'second', 1);
    const h = await latestTreeHead(ctx.db, w.id);
    if (first > second || !h || second > h.tree_size)
      throw new RequestError(
        400,
        'invalid_parameter',
        `need 1 <= first <= second <= ${h?.tree_size ?? 0} (the log's signed size)`,
      );
    const leaves = (await leafHashes(ctx.db, w.id, second)).map((l) => Buffer.from(l.leaf_hash, 'hex'));
    return c.json({ first, second, proof: consistencyProof(first, leaves).map((b) => b.toString('hex')) });
  });

  const revision = async (uuid: string, id: string) => {
    const w = await website(uuid);
    const [r] = await bannerRevisions(ctx.db, w.id, [id]);
    if (!r) throw new RequestError(404, 'revision_not_found', 'this website has no banner revision with this id');
    return { w, r };
  };

  app.get('/websites/:uuid/banner-revisions/:id/preview', async (c) => {
    run.admit(c);
    const { w, r } = await revision(c.req.param('uuid'), c.req.param('id'));
    const src = `script.js`;
    const region = r.region ? ` data-region="${html(r.region)}"` : '';
    return c.html(
      `<!doctype html><html lang="${html(r.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Banner revision ${html(r.id.slice(0, 12))}</title>` +
        `<script src="${src}" data-website-uuid="${html(w.uuid)}" data-lang="${html(r.lang)}"${region}></script></head>` +
        '<body style="margin:0;min-height:100vh;background:#fff"></body></html>',
    );
  });

  // The revision's own config with today's runtime build: the preview shows the runtime the revision names only
  // while that build is served, which is when its screenshots are taken (the job runs as it first goes live).
  app.get('/websites/:uuid/banner-revisions/:id/script.js', async (c) => {
    run.admit(c);
    if (!runtime) throw new RequestError(503, 'not_built', 'the runtime is not built: run npm run build');
    const { r } = await revision(c.req.param('uuid'), c.req.param('id'));
    if (r.runtime_hash !== runtime.sha256)
      throw new RequestError(410, 'runtime_gone', 'the runtime build this revision names is no longer served');
    const config = RuntimeConfig.parse(JSON.parse(r.config));
    return c.body(firstViewScript(runtime, config), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
