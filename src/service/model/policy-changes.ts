import type { Queryable } from '../store/db.ts';
import { policySource } from './policy.ts';

/** A part of what a cookie policy is made of (policy.ts). */
export const POLICY_PARTS = ['website', 'company', 'cookies', 'regions'] as const;
export type PolicyPart = (typeof POLICY_PARTS)[number];

/**
 * The parts of the website's cookie policy whose data differ now from its published snapshot: what a
 * republication would change. Compared as jsonb, as republication compares the whole (policy-revisions.ts).
 * Null when the policy was never published (nothing to compare with) or there is no such website.
 */
export async function policyChanges(q: Queryable, websiteId: string): Promise<PolicyPart[] | null> {
  const source = await policySource(q, websiteId);
  if (!source) return null;
  const [row] = await q.query<Record<PolicyPart, boolean>>(
    `SELECT ${POLICY_PARTS.map((p) => `published->'${p}' IS DISTINCT FROM $2::jsonb->'${p}' AS ${p}`).join(', ')}
     FROM documents WHERE website_id = $1 AND kind = 'cookie_policy' AND published IS NOT NULL`,
    [websiteId, JSON.stringify(source)],
  );
  return row ? POLICY_PARTS.filter((p) => row[p]) : null;
}
