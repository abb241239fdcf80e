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

/** Stores a proof once: the record's id makes a retried send a no-op. */
export async function storeConsent(q: Queryable, websiteId: string, proof: ConsentProof): Promise<void> {
  await q.query('INSERT INTO consent_records (id, website_id, record) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO NOTHING', [
    proof.id,
    websiteId,
    JSON.stringify(proof),
  ]);
}
