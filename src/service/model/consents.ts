import type { ConsentRecord } from '../../schema/consent-record.ts';
import type { Queryable } from '../store/db.ts';
import type { OwnedTable } from './owned.ts';

/** A proof of consent: the record as sent, the client's reduced address and the origin it came from. */
export type ConsentProof = ConsentRecord & { ip: string | null; origin: string | undefined };

export interface ConsentRow {
  id: string;
  website_id: string;
  record: ConsentProof;
  received_at: Date | string;
}

export const CONSENT_TABLE: OwnedTable = {
  select: 'SELECT id::text AS id, website_id, record, received_at FROM consent_records',
  website: 'website_id',
  id: 'id::text',
  ids: false,
};

/** The fields the visitor's browser sent, comparable whatever order `granted` came in. */
const sent = (r: ConsentRecord, websiteId: string) =>
  JSON.stringify([
    websiteId,
    r.id,
    r.visitor,
    r.website,
    [...r.granted].sort(),
    r.method,
    r.region,
    r.lang,
    r.version,
    r.url,
    r.at,
    r.shown,
  ]);

/**
 * Stores a proof once. The record's id is the idempotency key of one
 * decision: a re-send of the same record is `repeated` (nothing stored
 * twice), the same id with other content is a `conflict` and the first
 * stays. The address and origin may differ on a re-send (another network)
 * and are not compared.
 */
export async function storeConsent(
  q: Queryable,
  websiteId: string,
  proof: ConsentProof,
): Promise<'stored' | 'repeated' | 'conflict'> {
  const rows = await q.query(
    'INSERT INTO consent_records (id, website_id, record) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id',
    [proof.id, websiteId, JSON.stringify(proof)],
  );
  if (rows.length) return 'stored';
  const [first] = await q.query<{ website_id: string; record: ConsentProof }>(
    'SELECT website_id, record FROM consent_records WHERE id = $1',
    [proof.id],
  );
  return first && sent(first.record, first.website_id) === sent(proof, websiteId) ? 'repeated' : 'conflict';
}
