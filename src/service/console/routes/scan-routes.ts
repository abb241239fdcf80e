import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CookieCreate } from '../../../schema/cookie.ts';
import type { ScanScreenData } from '../../../schema/scan-screen.ts';
import { WebsiteUpdate } from '../../../schema/website.ts';
import { CookieChange, createCookieItem, updateCookieItem } from '../../api/cookie-items.ts';
import { entry, type ItemResult, isObject, parseItem, validationError } from '../../api/items.ts';
import { tooManyScansQueued } from '../../api/scans-queued.ts';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { cookiesOf } from '../../model/cookies.ts';
import { latestScans, SCAN_TYPES, scanSchedule, selectReport, toReport, triggerScan } from '../../model/scans.ts';
import { updateWebsite } from '../../model/websites.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { refusedBody } from './refused-body.ts';
import { scanFindings } from './scan-findings.ts';

/** How many of a website's scans the screen lists (the report is the latest finished one's). */
const SCANS_LISTED = 5;

const ScanNow = z.strictObject({ scan_type: z.enum(SCAN_TYPES).optional() });
const Schedule = WebsiteUpdate.pick({ scan_period: true }).required();

/** The body as JSON; none (or not JSON) reads as `{}`, which the schema then judges. */
const bodyOf = (c: Context): Promise<unknown> => c.req.json().catch(() => ({}));

/**
 * The scan screen: `GET /scan` (schedule, latest scans, the latest finished
 * report with what the owner classified since), `POST /scans` (scan now, as
 * /v1 trigger_scan queues it), `PUT /scan-schedule`, and `PUT /cookies`, which
 * classifies findings in place through /v1's cookie writes.
 */
export function scanScreenRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<ConsoleEnv>();
  const Classify = z.strictObject({ cookies: z.array(z.unknown()).min(1).max(ctx.limits.maxObjects) });
  const at = (c: Context<ConsoleEnv>) => ({ account: c.get('member').accountId, website: c.req.param('website') ?? '' });

  r.get('/scan', async (c) => {
    const { account, website } = at(c);
    const schedule = await scanSchedule(db, account, website);
    if (!schedule) throw hiddenAsMissing();
    const scans = await latestScans(db, account, website, SCANS_LISTED);
    const finished = await selectReport(db, account, website, {});
    const report = finished && toReport(finished);
    const answer: ScanScreenData = {
      schedule,
      scans,
      report: report && {
        id: report.id,
        finished_at: report.finished_at,
        pages: report.pages_done,
        blocking: report.cookies.some((f) => f.blocked_by_map !== undefined),
        findings: scanFindings(report.cookies, await cookiesOf(db, website)),
        missing: report.missing_cookies,
      },
    };
    return c.json(answer);
  });

  r.post('/scans', async (c) => {
    const { account, website } = at(c);
    const sent = parseItem(ScanNow, await bodyOf(c));
    if (!sent.ok) return refusedBody(c, sent.errors);
    const scan = await triggerScan(db, account, website, sent.value.scan_type ?? 'all_pages', {
      maxQueued: ctx.limits.scansQueuedPerAccount,
    });
    if (!scan) throw hiddenAsMissing();
    if (scan === 'queue_full') {
      const full = tooManyScansQueued(ctx.limits.scansQueuedPerAccount);
      throw new RequestError(429, full.error, full.message);
    }
    // A scan already waiting or running answers the request: the screen follows that one.
    return c.json({ scan_id: scan.id, queued: scan.queued }, scan.queued ? 202 : 200);
  });

  r.put('/scan-schedule', async (c) => {
    const { account, website } = at(c);
    const sent = parseItem(Schedule, await bodyOf(c));
    if (!sent.ok) return refusedBody(c, sent.errors);
    const done = await updateWebsite(db, account, { account_id: account, id: website, scan_period: sent.value.scan_period });
    if (!done) throw hiddenAsMissing();
    return c.json(await scanSchedule(db, account, website));
  });

  // Each item as /v1 writes it and answers it: with `id`, PUT /v1/websites/cookies; without, POST.
  r.put('/cookies', async (c) => {
    const { account, website } = at(c);
    const sent = parseItem(Classify, await bodyOf(c));
    if (!sent.ok) return refusedBody(c, sent.errors);
    const results: ItemResult[] = [];
    for (const [idx, raw] of sent.value.cookies.entries()) {
      if (!isObject(raw)) {
        results.push(validationError(idx, {}, [entry('_', 'each item must be a JSON object')]));
        continue;
      }
      // The website is the screen's: an item cannot name another one.
      const item = { ...raw, account_id: account, website_id: website };
      if (raw.id !== undefined) {
        const change = parseItem(CookieChange, item);
        results.push(
          change.ok ? await updateCookieItem(db, account, change.value, idx) : validationError(idx, {}, change.errors),
        );
      } else {
        const made = parseItem(CookieCreate, item);
        results.push(made.ok ? await createCookieItem(db, account, made.value, idx) : validationError(idx, {}, made.errors));
      }
    }
    return c.json({ results });
  });

  return r;
}
