import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { type Website, WebsiteCreate, WebsiteUpdate } from '../../../schema/website.ts';
import { isObject, parseItem } from '../../api/items.ts';
import type { ServiceContext } from '../../core/context.ts';
import { badRequest } from '../../core/errors.ts';
import { installationCheckOf, queueInstallationCheck } from '../../model/installation-checks.ts';
import { websiteSummaries } from '../../model/website-overview.ts';
import { readBareHost, type WebsiteWarning, websiteWarnings } from '../../model/website-warnings.ts';
import { createWebsite, findWebsite, toWebsite, updateWebsite, type WebsiteRow } from '../../model/websites.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { refusedBody } from './refused-body.ts';

/** Websites on one page of the list. */
const PAGE = 25;
const SEARCH_MAX = 200;

/**
 * A website as the console shows it: the /v1 website without its `api_key`
 * (an editor reads this too), with its warnings (model/website-warnings.ts).
 */
function websiteAnswer(row: WebsiteRow, appUrl: string, own: WebsiteWarning[] = []) {
  const { api_key: _key, ...w }: Website = toWebsite(row, appUrl);
  return { ...w, warnings: websiteWarnings(w, own) };
}

/** The JSON object sent, checked by `schema` as /v1 checks an item; a refused one is answered 400 with /v1's entries. */
async function bodyOf<S extends z.ZodType>(c: Context, schema: S, fixed: Record<string, unknown>) {
  const sent: unknown = await c.req.json().catch(() => null);
  if (!isObject(sent)) throw badRequest('invalid_request', 'send a JSON object');
  const parsed = parseItem(schema, { ...sent, ...fixed });
  return parsed.ok
    ? ({ ok: true, value: parsed.value } as const)
    : ({
        ok: false,
        answer: refusedBody(c, parsed.errors, 'the website was not saved'),
      } as const);
}

/**
 * `/console/api/websites`: the list (one page, with each website's figures,
 * in one query) and the wizard's create, which only an admin may do; the
 * same schema, model and warnings as POST /v1/websites.
 */
export function websitesScreenRoutes(ctx: ServiceContext) {
  const r = new Hono<ConsoleEnv>();
  r.get('/', async (c) => {
    const m = c.get('member');
    const q = (c.req.query('q') ?? '').trim().slice(0, SEARCH_MAX);
    const list = await websiteSummaries(
      ctx.db,
      { account: m.accountId, websiteIds: m.websiteIds },
      { after: c.req.query('cursor') || undefined, q: q || undefined, limit: PAGE, now: ctx.now() },
    );
    return c.json(list);
  });
  r.post('/', async (c) => {
    const m = c.get('member');
    if (m.role !== 'admin') throw hiddenAsMissing();
    const body = await bodyOf(c, WebsiteCreate, { account_id: m.accountId });
    if (!body.ok) return body.answer;
    const { input, warnings } = readBareHost(body.value);
    const row = await createWebsite(ctx.db, m.accountId, input);
    return c.json(websiteAnswer(row, ctx.settings.appUrl, warnings), 201);
  });
  return r;
}

/**
 * `/console/api/websites/:website` (the website already checked by
 * `websiteAccess`): its details, company and snippets, their change (the
 * same schema and model as PUT /v1/websites), and the installation check,
 * a job a worker runs in the scanner's browser while the page polls for it.
 */
export function websiteScreenRoutes(ctx: ServiceContext) {
  const r = new Hono<ConsoleEnv>();
  const { appUrl } = ctx.settings;
  const found = async (c: Context<ConsoleEnv>) => {
    const row = await findWebsite(ctx.db, c.get('member').accountId, c.req.param('website') ?? '');
    if (!row) throw hiddenAsMissing();
    return row;
  };

  r.get('/', async (c) => c.json(websiteAnswer(await found(c), appUrl)));

  r.put('/', async (c) => {
    const m = c.get('member');
    const body = await bodyOf(c, WebsiteUpdate, { account_id: m.accountId, id: c.req.param('website') });
    if (!body.ok) return body.answer;
    const row = await updateWebsite(ctx.db, m.accountId, body.value);
    if (!row) throw hiddenAsMissing();
    return c.json(websiteAnswer(row, appUrl));
  });

  r.post('/installation-check', async (c) => {
    const w = await found(c);
    const id = await queueInstallationCheck(ctx.db, { account_id: w.account_id, website_id: w.id, uuid: w.uuid, url: w.url });
    return c.json(await installationCheckOf(ctx.db, w.id, id), 202);
  });

  r.get('/installation-check/:check', async (c) => {
    const check = await installationCheckOf(ctx.db, c.req.param('website') ?? '', c.req.param('check'));
    if (!check) throw hiddenAsMissing();
    return c.json(check);
  });
  return r;
}
