import { Hono } from 'hono';
import { z } from 'zod';
import type { ConsentRecord } from '../../schema/consent-record.ts';
import { checkCriterion } from '../http/criteria.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { list } from '../http/listing.ts';
import { keysetSql } from '../http/paging.ts';
import { ownsWebsite } from '../model/websites.ts';

const GetCriterion = z.strictObject({ account_id: z.string(), website_id: z.string().min(1) });

interface Row { id: string; website_id: string; record: ConsentRecord & { ip: string | null; origin: string }; received_at: Date | string }

/**
 * `GET /v1/websites/consents?query=[{account_id, website_id}]` — an extension
 * of the interface (docs/decisions.md): a website's proofs of consent, signed
 * and paged like every other GET, in id order.
 */
export function consentRoutes(ctx: V1Context) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  r.get('/websites/consents', (c) => list<Row>(c, ctx, 'consents', async (criteria) => {
    const account = c.get('account');
    const checked = criteria.map((q) => checkCriterion(GetCriterion, q, account));
    const errors: Record<string, unknown>[] = [];
    for (const [i, k] of checked.entries()) {
      if (!k.ok) { errors.push(k.error); continue; }
      if (!(await ownsWebsite(db, account, k.value.website_id))) {
        errors.push({ error: 'object_not_found', account_id: k.value.account_id, website_id: k.value.website_id, id: k.value.website_id });
        checked[i] = { ok: false, error: {} };
      }
    }
    return {
      errors,
      fetch: async (ci, keyset) => {
        const k = checked[ci];
        if (!k?.ok) return [];
        const ks = keysetSql('id::text', keyset, 2);
        return db.query<Row>(`SELECT id::text AS id, website_id, record, received_at FROM consent_records WHERE website_id = $1 ${ks.where} ${ks.tail}`,
          [k.value.website_id, ...ks.params]);
      },
    };
  }, (row) => ({
    account_id: c.get('account'),
    website_id: row.website_id,
    ...row.record,
    received_at: new Date(row.received_at).toISOString(),
  })));
  return r;
}
