import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ConsentRecord } from '../../../schema/consent-record.ts';
import { EraseItem, ProofCriterion } from '../../../schema/proof-requests.ts';
import { analyticsCriterionOn } from '../../api/analytics-range.ts';
import { entry } from '../../api/items.ts';
import type { ServiceContext } from '../../core/context.ts';
import { consentAnalytics } from '../../model/consent-analytics.ts';
import { consentLogPage } from '../../model/consent-log-page.ts';
import { consentView } from '../../model/consents.ts';
import { eraseVisitor } from '../../model/proof-log.ts';
import { websiteUuid } from '../../model/websites.ts';
import { buildExport } from '../../proof/export.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { parseOrRefuse, refusedBody } from './refused-body.ts';

/** Records on one page of the log. */
const PAGE = 50;

const LogQuery = z.strictObject({
  visitor: ConsentRecord.shape.visitor.optional(),
  record: z.uuid().optional(),
  // The last record of the previous page.
  cursor: z.uuid().optional(),
});
const EraseBody = z.strictObject({ visitor: z.string(), confirm: z.string() });

/**
 * The consent screen: the analytics, the log paged and searched, a proof export as a file, and erasure of a
 * visitor's records, with the model calls and schemas of /v1's consent routes.
 */
export function consentScreenRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<ConsoleEnv>();
  const ids = (c: Context<ConsoleEnv>) => ({
    account_id: c.get('member').accountId,
    website_id: c.req.param('website') ?? '',
  });

  /** A page of the log, newest first: `next` is the cursor of the page after it. */
  const logPage = async (c: Context<ConsoleEnv>, q: { visitor?: string; record?: string; cursor?: string }) => {
    const { account_id, website_id } = ids(c);
    const rows = await consentLogPage(db, website_id, { visitor: q.visitor, recordId: q.record }, q.cursor, PAGE);
    const page = rows.slice(0, PAGE);
    return {
      records: page.map((row) => consentView(account_id, row)),
      next: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null,
    };
  };

  // The screen's one request: the analytics as /v1 gives them, and the log's first page.
  r.get('/consent', async (c) => {
    const now = ctx.now();
    const q = parseOrRefuse(c, analyticsCriterionOn(now), { ...ids(c), ...c.req.query() });
    if (q.refused) return q.refused;
    const [analytics, log] = await Promise.all([consentAnalytics(db, ids(c), q.value.from, q.value.to, now), logPage(c, {})]);
    return c.json({ ...analytics, log });
  });

  // The log searched or paged.
  r.get('/consent/records', async (c) => {
    const q = parseOrRefuse(c, LogQuery, c.req.query());
    if (q.refused) return q.refused;
    return c.json(await logPage(c, q.value));
  });

  r.get('/consent/proof', async (c) => {
    const { visitor, record } = c.req.query();
    const q = parseOrRefuse(c, ProofCriterion, { ...ids(c), visitor, record_id: record });
    if (q.refused) return q.refused;
    const uuid = await websiteUuid(db, q.value.account_id, q.value.website_id);
    if (!uuid) throw hiddenAsMissing();
    const by = q.value.visitor ? { visitor: q.value.visitor } : { recordId: q.value.record_id! };
    const proof = await buildExport(db, { id: q.value.website_id, uuid }, by);
    const name = `consent-proof-${q.value.visitor ? 'visitor' : 'record'}-${q.value.visitor ?? q.value.record_id}.json`;
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    return c.json(proof);
  });

  r.post('/consent/erase', async (c) => {
    const body = parseOrRefuse(c, EraseBody, await c.req.json().catch(() => null));
    if (body.refused) return body.refused;
    const item = parseOrRefuse(c, EraseItem, { ...ids(c), visitor: body.value.visitor });
    if (item.refused) return item.refused;
    // Typed again, as the person read it: a slip of the finger erases nothing.
    if (body.value.confirm.trim().toLowerCase() !== item.value.visitor.toLowerCase())
      return refusedBody(
        c,
        [entry('confirm', 'must repeat the visitor id', 'mismatch')],
        'confirm: type the visitor id again to erase their records',
      );
    return c.json({
      visitor: item.value.visitor,
      erased_record_ids: await eraseVisitor(db, item.value.website_id, item.value.visitor),
    });
  });

  return r;
}
