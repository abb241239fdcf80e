import { Hono } from 'hono';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { CONSENT_TABLE, type ConsentRow, consentView } from '../model/consents.ts';

/**
 * `GET /v1/websites/consents?query=[{account_id, website_id}]` — an extension
 * of the interface (docs/decisions/partner-api.md#reading-records): a website's proofs of consent, signed
 * and paged like every other GET, in id order.
 */
export function consentRoutes(ctx: ServiceContext) {
  const r = new Hono<V1Env>();
  r.get('/websites/consents', (c) =>
    listOwned<ConsentRow>(c, ctx, 'consents', CONSENT_TABLE, (row) => consentView(c.get('account'), row)),
  );
  return r;
}
