import { Hono } from 'hono';
import { z } from 'zod';
import { batchWrite } from '../api/batch.ts';
import { checkCriteria } from '../api/criteria.ts';
import { list } from '../api/listing.ts';
import { tooManyScansQueued } from '../api/scans-queued.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import type { Keyset } from '../model/owned.ts';
import { type ScanRow, selectReport, toReport, triggerScan } from '../model/scans.ts';

// `single_page`, seen in a spec sample, is the shape's `one_page`.
const ScanTypeInput = z.enum(['all_pages', 'one_page', 'single_page']).transform((t) => (t === 'single_page' ? 'one_page' : t));

const TriggerItem = z.strictObject({
  account_id: z.string().min(1),
  website_id: z.string().min(1),
  scan_type: ScanTypeInput.nullable().optional(),
});

const ReportCriterion = z.strictObject({
  account_id: z.string(),
  website_id: z.string().min(1),
  id: z.string().min(1).max(128).optional(),
  latest_scan: z.boolean().optional(),
});
type ReportCriterion = z.infer<typeof ReportCriterion>;

/** Whether the one row of a criterion lies on the keyset's side of its cursor (ids compare as "C" collation does). */
function inKeyset(id: string, k: Keyset): boolean {
  if (k.after) return k.after.inclusive ? id >= k.after.id : id > k.after.id;
  if (k.before) return k.before.inclusive ? id <= k.before.id : id < k.before.id;
  return true;
}

/** POST /v1/websites/trigger_scan and GET /v1/websites/scan_report (spec: Trigger scan, Scan reports). */
export function scanRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();

  r.post(
    '/websites/trigger_scan',
    batchWrite(ctx, {
      schema: TriggerItem,
      readOnly: ['_idx'],
      echo: (item) => ({ website_id: item.website_id }),
      write: async (d, { account, idx }) => {
        // Workers hear of a queued scan from the database (a NOTIFY), not from this process.
        const scan = await triggerScan(db, account, d.website_id, d.scan_type ?? 'all_pages', {
          maxQueued: ctx.limits.scansQueuedPerAccount,
        });
        const item = { _idx: idx, account_id: account, website_id: d.website_id };
        if (scan === 'queue_full') return { ...item, ...tooManyScansQueued(ctx.limits.scansQueuedPerAccount) };
        return scan ? { ...item, report_id: scan.id } : { ...item, error: 'website_not_found' };
      },
    }),
  );

  r.get('/websites/scan_report', (c) => {
    const account = c.get('account');
    return list<ScanRow>(
      c,
      ctx,
      'scan_report',
      async (criteria) => {
        const { errors, listed } = await checkCriteria<ReportCriterion>(db, ReportCriterion, criteria, account);
        // A criterion selects one report at most: read them once, page over them by criterion.
        const rows: (ScanRow | null)[] = [];
        for (const [i, k] of listed.entries()) {
          if (!k) continue;
          rows[i] = await selectReport(db, account, k.website_id, { id: k.id, latest: k.latest_scan });
          if (!rows[i])
            errors.push({ error: 'object_not_found', account_id: k.account_id, website_id: k.website_id, id: k.id ?? null });
        }
        return {
          errors,
          fetch: async (ci, keyset) => {
            const row = rows[ci];
            return row && inKeyset(row.id, keyset) ? [row] : [];
          },
        };
      },
      toReport,
    );
  });

  return r;
}
