import type { ConsentRecord } from '../../schema/consent-record.ts';
import type { Queryable } from '../store/db.ts';
import type { OwnedTable } from './owned.ts';

/** A consent record as stored: the record as sent, the client's reduced address and the origin it came from. */
export type StoredConsentRecord = ConsentRecord & { ip: string | null; origin: string | undefined };

export interface ConsentRow {
  id: string;
  website_id: string;
  record: StoredConsentRecord;
  received_at: Date | string;
  /** The banner revision the record answered, once a seal attributed it (docs/proof.md). */
  banner_revision: string | null;
  leaf_index: number | null;
  erased_at: Date | string | null;
}

export const CONSENT_TABLE: OwnedTable = {
  select:
    'SELECT id::text AS id, website_id, record, received_at, banner_revision, leaf_index::integer AS leaf_index, erased_at FROM consent_records',
  website: 'website_id',
  id: 'id::text',
  ids: false,
};

/** A record as the consent log lists it, through /v1 and in the console: the record as sent, and what the log added. */
export const consentView = (account: string, row: ConsentRow) => ({
  account_id: account,
  website_id: row.website_id,
  ...row.record,
  received_at: new Date(row.received_at).toISOString(),
  // One the browser sent names it at once; an inferred one only once sealed.
  banner_revision: row.banner_revision ?? row.record.banner_revision ?? null,
  leaf_index: row.leaf_index,
  ...(row.erased_at ? { erased_at: new Date(row.erased_at).toISOString() } : {}),
});

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

/** What storing a record came to: kept now, kept before (the same decision sent again), or another decision's id. */
export type ConsentOutcome = 'stored' | 'repeated' | 'conflict';

/** One record to store, for the website it belongs to. */
export interface ConsentWrite {
  websiteId: string;
  record: StoredConsentRecord;
}

/**
 * Stores a record once. The record's id is the idempotency key of one
 * decision: a re-send of the same record is `repeated` (nothing stored
 * twice), the same id with other content is a `conflict` and the first
 * stays. The address and origin may differ on a re-send (another network)
 * and are not compared.
 */
export async function storeConsent(q: Queryable, websiteId: string, record: StoredConsentRecord): Promise<ConsentOutcome> {
  return (await storeConsents(q, [{ websiteId, record }]))[0]!;
}

/**
 * `storeConsent` for several records in one statement (one commit): all of them
 * are inserted or, should the statement fail, none. Their ids must differ (a
 * statement cannot tell which of two equal ids it kept); outcomes in order.
 */
export async function storeConsents(q: Queryable, writes: readonly ConsentWrite[]): Promise<ConsentOutcome[]> {
  if (new Set(writes.map((w) => w.record.id.toLowerCase())).size !== writes.length)
    throw new Error('storeConsents: ids must differ');
  const params = writes.flatMap((w) => [w.record.id, w.websiteId, JSON.stringify(w.record)]);
  const values = writes.map((_, i) => `($${3 * i + 1}::uuid, $${3 * i + 2}, $${3 * i + 3}::jsonb)`).join(', ');
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO consent_records (id, website_id, record) VALUES ${values} ON CONFLICT (id) DO NOTHING RETURNING id::text AS id`,
    params,
  );
  const stored = new Set(inserted.map((r) => r.id));
  const others = writes.filter((w) => !stored.has(w.record.id.toLowerCase()));
  const first = new Map<string, { website_id: string; record: StoredConsentRecord }>();
  if (others.length) {
    const rows = await q.query<{ id: string; website_id: string; record: StoredConsentRecord }>(
      'SELECT id::text AS id, website_id, record FROM consent_records WHERE id = ANY($1::uuid[])',
      [others.map((w) => w.record.id)],
    );
    for (const r of rows) first.set(r.id, r);
  }
  return writes.map((w) => {
    const id = w.record.id.toLowerCase();
    if (stored.has(id)) return 'stored';
    const f = first.get(id);
    return f && sent(f.record, f.website_id) === sent(w.record, w.websiteId) ? 'repeated' : 'conflict';
  });
}

/** Decisions of one day, region, display style and language, by what they were; no visitor, page or address. */
export interface DecisionCount {
  day: string;
  region: string;
  display_style: string;
  lang: string;
  decisions: number;
  accept_all: number;
  reject_all: number;
  custom: number;
  gpc: number;
}

/**
 * The website's decisions from `from` to `to` (UTC days, inclusive) counted
 * per day of receipt (the service's clock, not the visitor's), region,
 * display style and language. Read when asked, over the
 * `(website_id, received_at)` index: recording a decision does no work for
 * it (docs/decisions/partner-api.md#consent-analytics).
 */
export async function decisionCounts(q: Queryable, websiteId: string, from: string, to: string): Promise<DecisionCount[]> {
  const rows = await q.query<Record<keyof DecisionCount, string | number>>(
    `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
       record->>'region' AS region, record->>'shown' AS display_style, record->>'lang' AS lang,
       count(*) AS decisions,
       count(*) FILTER (WHERE record->>'method' = 'accept_all') AS accept_all,
       count(*) FILTER (WHERE record->>'method' = 'decline') AS reject_all,
       count(*) FILTER (WHERE record->>'method' = 'custom') AS custom,
       count(*) FILTER (WHERE record->>'method' = 'gpc') AS gpc
     FROM consent_records
     WHERE website_id = $1
       AND received_at >= $2::date::timestamp AT TIME ZONE 'UTC'
       AND received_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4`,
    [websiteId, from, to],
  );
  return rows.map((r) => ({
    day: String(r.day),
    region: String(r.region),
    display_style: String(r.display_style),
    lang: String(r.lang),
    decisions: Number(r.decisions),
    accept_all: Number(r.accept_all),
    reject_all: Number(r.reject_all),
    custom: Number(r.custom),
    gpc: Number(r.gpc),
  }));
}
