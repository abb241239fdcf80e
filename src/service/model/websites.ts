import type { Company, Website, WebsiteCreate, WebsiteUpdate } from '../../schema/website.ts';
import type { Db, Queryable } from '../store/db.ts';
import { defaultBanner } from './banner-defaults.ts';
import { websiteChanged } from './changes.ts';
import { removeWebsiteFromEditors } from './collaborators.ts';
import { UNCLASSIFIED_COOKIE } from './cookies.ts';
import { newId, newUuid } from './ids.ts';
import type { OwnedTable } from './owned.ts';
import { republishIfPublished } from './policy-revisions.ts';

export interface WebsiteRow {
  id: string;
  account_id: string;
  uuid: string;
  api_key: string;
  name: string | null;
  url: string;
  scan_period: Website['scan_period'];
  subdomains: string[];
  additional_scan_urls: string[];
  company: Company;
  allowed_policy_embed_options: string[];
  cookie_count: number | string;
  unclassified_cookie_count: number | string;
  consent_count: number | string;
  page_views: number | string;
  document_id: string | null;
  report: { id: string; created_at: string } | null;
}

/** Every website column plus the computed, read-only counts. */
const WEBSITE_SELECT = `
SELECT w.id, w.account_id, w.uuid::text AS uuid, w.api_key, w.name, w.url, w.scan_period, w.subdomains, w.additional_scan_urls,
  w.company, w.allowed_policy_embed_options,
  (SELECT count(*) FROM cookies c WHERE c.website_id = w.id) AS cookie_count,
  (SELECT count(*) FROM cookies c WHERE c.website_id = w.id AND ${UNCLASSIFIED_COOKIE}) AS unclassified_cookie_count,
  (SELECT count(*) FROM consent_records r WHERE r.website_id = w.id) AS consent_count,
  (SELECT coalesce(sum(p.count), 0) FROM page_views p WHERE p.website_id = w.id) AS page_views,
  (SELECT d.id::text FROM documents d WHERE d.website_id = w.id AND d.kind = 'cookie_policy') AS document_id,
  (SELECT json_build_object('id', s.id, 'created_at', s.created_at) FROM scans s
    WHERE s.website_id = w.id AND s.status = 'scan_finish' ORDER BY s.created_at DESC, s.id DESC LIMIT 1) AS report
FROM websites w`;

export const WEBSITE_TABLE: OwnedTable = { select: WEBSITE_SELECT, account: 'w.account_id', id: 'w.id' };

/**
 * The markup a site owner pastes (contract: "Snippet" and "Preference button snippet"). The banner's script is
 * the website's own first-view script, the runtime with its config inlined (public/routes/script-route.ts);
 * `data-website-uuid` stays so the runtime finds its tag the same way as from `consent.min.js`.
 */
export function codeSnippet(appUrl: string, uuid: string): Website['code_snippet'] {
  return {
    banner: `<script src="${appUrl}/c/${uuid}.js" data-website-uuid="${uuid}"></script>`,
    cookie_preference_button: '<button type="button" class="service-display-preferences">Cookie preferences</button>',
  };
}

export function toWebsite(r: WebsiteRow, appUrl: string): Website {
  return {
    account_id: r.account_id,
    id: r.id,
    name: r.name,
    url: r.url,
    uuid: r.uuid,
    page_views: Number(r.page_views),
    scan_period: r.scan_period,
    // The current report: the latest successful scan (spec: report selection rules).
    report: r.report ? { id: r.report.id, created_at: new Date(r.report.created_at).toISOString() } : null,
    subdomains: r.subdomains,
    additional_scan_urls: r.additional_scan_urls,
    cookie_count: Number(r.cookie_count),
    cookie_policy_document_id: `doc_${r.document_id}`,
    unclassified_cookie_count: Number(r.unclassified_cookie_count),
    company: r.company,
    consent_count: Number(r.consent_count),
    code_snippet: codeSnippet(appUrl, r.uuid),
    api_key: r.api_key,
    allowed_policy_embed_options: r.allowed_policy_embed_options,
  };
}

export async function findWebsite(q: Queryable, account: string, id: string): Promise<WebsiteRow | null> {
  const [row] = await q.query<WebsiteRow>(`${WEBSITE_SELECT} WHERE w.account_id = $1 AND w.id = $2`, [account, id]);
  return row ?? null;
}

/** The website's uuid, which names its consent log, without the counts `findWebsite` adds; null if not the account's. */
export async function websiteUuid(q: Queryable, account: string, id: string): Promise<string | null> {
  const [row] = await q.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM websites WHERE account_id = $1 AND id = $2', [
    account,
    id,
  ]);
  return row?.uuid ?? null;
}

/** True when the account owns the website (no other account's website is ever visible). */
export async function ownsWebsite(q: Queryable, account: string, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM websites WHERE account_id = $1 AND id = $2', [account, id]);
  return rows.length > 0;
}

/**
 * Marks a website changed: its runtime config (ETag) and, when `policy`, its
 * cookie policy, which must be republished (spec: cookie policy rule) and is,
 * when the owner has published it (policy-revisions.ts).
 */
export async function touchWebsite(q: Queryable, websiteId: string, policy: boolean): Promise<void> {
  await q.query('UPDATE websites SET updated_at = now(), revision = revision + 1 WHERE id = $1', [websiteId]);
  websiteChanged(websiteId);
  if (!policy) return;
  await q.query(
    "UPDATE documents SET content_changed_at = now(), revision = revision + 1 WHERE website_id = $1 AND kind = 'cookie_policy'",
    [websiteId],
  );
  await republishIfPublished(q, websiteId);
}

const json = (v: unknown) => JSON.stringify(v);
const company = (c: WebsiteCreate['company']): Company =>
  Object.fromEntries(Object.entries(c ?? {}).filter(([, v]) => v !== undefined));

/** Creates the website with its default banner and its cookie-policy document. */
export const createWebsite = (db: Db, account: string, input: WebsiteCreate): Promise<WebsiteRow> =>
  db.transaction(async (tx) => (await findWebsite(tx, account, await insertWebsite(tx, account, input)))!);

async function insertWebsite(tx: Queryable, account: string, input: WebsiteCreate): Promise<string> {
  const id = newId('web');
  const [acct] = await tx.query<{ allowed_policy_embed_options: string[] }>(
    'SELECT allowed_policy_embed_options FROM accounts WHERE id = $1',
    [account],
  );
  await tx.query(
    `INSERT INTO websites (id, account_id, uuid, api_key, name, url, scan_period, subdomains, additional_scan_urls, company, allowed_policy_embed_options)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb)`,
    [
      id,
      account,
      newUuid(),
      newId('wk'),
      input.name ?? null,
      input.url.trim(),
      input.scan_period ?? 'disabled',
      json(input.subdomains ?? []),
      json(input.additional_scan_urls ?? []),
      json(company(input.company)),
      json(acct?.allowed_policy_embed_options ?? []),
    ],
  );
  await tx.query('INSERT INTO banners (website_id, account_id, settings) VALUES ($1, $2, $3::jsonb)', [
    id,
    account,
    json(defaultBanner()),
  ]);
  await tx.query("INSERT INTO documents (id, account_id, website_id, kind) VALUES ($1, $2, $3, 'cookie_policy')", [
    newUuid(),
    account,
    id,
  ]);
  return id;
}

/** Changes the fields sent; null when the account has no such website. */
export const updateWebsite = (db: Db, account: string, input: WebsiteUpdate): Promise<WebsiteRow | null> =>
  db.transaction(async (tx) => ((await changeWebsite(tx, account, input)) ? findWebsite(tx, account, input.id) : null));

async function changeWebsite(tx: Queryable, account: string, input: WebsiteUpdate): Promise<boolean> {
  const [current] = await tx.query<{ company: Company }>(
    'SELECT company FROM websites WHERE account_id = $1 AND id = $2 FOR UPDATE',
    [account, input.id],
  );
  if (!current) return false;
  const sets: string[] = [];
  const params: unknown[] = [account, input.id];
  const set = (col: string, v: unknown, cast = '') => {
    params.push(v);
    sets.push(`${col} = $${params.length}${cast}`);
  };
  if (input.name !== undefined) set('name', input.name);
  if (input.url !== undefined) set('url', input.url.trim());
  if (input.scan_period !== undefined) set('scan_period', input.scan_period);
  if (input.subdomains !== undefined) set('subdomains', json(input.subdomains ?? []), '::jsonb');
  if (input.additional_scan_urls !== undefined) set('additional_scan_urls', json(input.additional_scan_urls ?? []), '::jsonb');
  // company merges field by field: attributes not sent are unchanged; null clears one.
  if (input.company !== undefined)
    set('company', json(input.company === null ? {} : { ...current.company, ...company(input.company) }), '::jsonb');
  if (sets.length) await tx.query(`UPDATE websites SET ${sets.join(', ')} WHERE account_id = $1 AND id = $2`, params);
  const policyInputs = input.company !== undefined || input.name !== undefined || input.url !== undefined;
  if (sets.length) await touchWebsite(tx, input.id, policyInputs);
  return true;
}

/** Deletes the website and, by cascade, everything that belongs to it, and takes it out of every editor's websites. */
export async function deleteWebsite(db: Queryable, account: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM websites WHERE account_id = $1 AND id = $2 RETURNING id', [account, id]);
  if (rows.length) await removeWebsiteFromEditors(db, account, id);
  if (rows.length) websiteChanged(id);
  return rows.length > 0;
}
