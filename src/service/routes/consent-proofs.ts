import { Hono } from 'hono';
import { z } from 'zod';
import { EraseItem, ProofCriterion } from '../../schema/proof-requests.ts';
import { batchWrite } from '../api/batch.ts';
import { checkCriteria, Ids } from '../api/criteria.ts';
import { checkParams, readQuery } from '../api/request.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { eraseVisitor } from '../model/proof-log.ts';
import { findWebsite } from '../model/websites.ts';
import { buildExport, exportedRevisions } from '../proof/export.ts';

const RevisionCriterion = z.strictObject({ account_id: z.string(), website_id: z.string().min(1), ids: Ids });

/** Exports are whole documents (screenshots included): a few per request. */
const MAX_EXPORTS = 10;

/**
 * The consent log through /v1, extensions of the interface
 * (docs/decisions/partner-api.md#consent-proofs): an export of a visitor's
 * records or of one record, a website's banner revisions with their
 * screenshots, and erasure of a visitor's records.
 */
export function consentProofRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();

  r.get('/websites/consents/proof', async (c) => {
    checkParams(c, ['query']);
    const account = c.get('account');
    const criteria = readQuery(c, ctx.limits).slice(0, MAX_EXPORTS);
    const { errors, listed } = await checkCriteria(db, ProofCriterion, criteria, account);
    const results = [];
    for (const k of listed) {
      if (!k) continue;
      const w = (await findWebsite(db, account, k.website_id))!;
      results.push(
        await buildExport(db, { id: w.id, uuid: w.uuid }, k.visitor ? { visitor: k.visitor } : { recordId: k.record_id! }),
      );
    }
    return c.json({ results, errors });
  });

  r.get('/websites/banner_revisions', async (c) => {
    checkParams(c, ['query']);
    const account = c.get('account');
    const { errors, listed } = await checkCriteria(db, RevisionCriterion, readQuery(c, ctx.limits), account);
    const results = [];
    for (const k of listed) {
      if (!k) continue;
      const found = await exportedRevisions(db, k.website_id, k.ids);
      for (const id of k.ids)
        if (found[id]) results.push({ account_id: account, website_id: k.website_id, id, ...found[id] });
        else errors.push({ error: 'object_not_found', account_id: account, website_id: k.website_id, id });
    }
    return c.json({ results, errors });
  });

  r.post(
    '/websites/consents/erase',
    batchWrite(ctx, {
      schema: EraseItem,
      echo: (item) => ({ website_id: item.website_id, visitor: item.visitor }),
      write: async (d, { account, idx }) => {
        const item = { _idx: idx, account_id: account, website_id: d.website_id, visitor: d.visitor };
        if (!(await findWebsite(db, account, d.website_id))) return { ...item, error: 'object_not_found' };
        return { ...item, erased_record_ids: await eraseVisitor(db, d.website_id, d.visitor) };
      },
    }),
  );
  return r;
}
