import { Hono } from 'hono';
import type { ConsentRecord } from '../../schema/consent-record.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { listOwned } from '../http/owned-list.ts';

interface Row {
  id: string;
  website_id: string;
  record: ConsentRecord & { ip: string | null; origin: string };
  received_at: Date | string;
}

/**
 * `GET /v1/websites/consents?query=[{account_id, website_id}]` — an extension
 * of the interface (docs/decisions.md): a website's proofs of consent, signed
 * and paged like every other GET, in id order.
 */
export function consentRoutes(ctx: V1Context) {
  const r = new Hono<V1Env>();
  r.get('/websites/consents', (c) =>
    listOwned<Row>(
      c,
      ctx,
      'consents',
      {
        select: 'SELECT id::text AS id, website_id, record, received_at FROM consent_records',
        website: 'website_id',
        id: 'id::text',
        ids: false,
      },
      (row) => ({
        account_id: c.get('account'),
        website_id: row.website_id,
        ...row.record,
        received_at: new Date(row.received_at).toISOString(),
      }),
    ),
  );
  return r;
}
