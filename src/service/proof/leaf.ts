import { randomBytes } from 'node:crypto';
import { personalCommitment } from '../../../proof/hashes.mjs';
import type { StoredConsentRecord } from '../model/consents.ts';
import { PERSONAL_FIELDS, type RevisionSource } from '../model/proof-log.ts';

/** What a v1 leaf hashed (sealed before leaves carried a commitment): the record as stored, its website and revision. */
export interface LeafDataV1 {
  id: string;
  website_id: string;
  banner_revision: string | null;
  record: StoredConsentRecord;
}

/**
 * What a v2 leaf hashes (as canonical JSON): the record without its personal
 * fields, and a commitment to those (docs/proof.md#the-log). Erasure leaves it whole.
 */
export interface LeafDataV2 {
  v: 2;
  id: string;
  website_id: string;
  banner_revision: string | null;
  /** Whether the visitor's browser sent the revision or the seal inferred it (docs/proof.md#serving-periods-and-revision_source). */
  revision_source: RevisionSource;
  record: Record<string, unknown>;
  personal_commitment: string;
}

/** What a seal or an export knows of a record beyond its v1 leaf: where its revision came from. */
type WithSource = LeafDataV1 & { revision_source: RevisionSource | null };

export type LeafData = LeafDataV1 | LeafDataV2;

/** A record's personal fields as an export shows them beside a v2 leaf, with the salt of their commitment. */
export interface PersonalFields {
  salt: string;
  fields: Record<string, unknown>;
}

/** A record split into what erasure removes (the fields it has of PERSONAL_FIELDS) and the rest. */
function splitPersonal(record: Record<string, unknown>): { rest: Record<string, unknown>; fields: Record<string, unknown> } {
  const rest = { ...record };
  const fields: Record<string, unknown> = {};
  for (const k of PERSONAL_FIELDS)
    if (k in rest) {
      fields[k] = rest[k];
      delete rest[k];
    }
  return { rest, fields };
}

const v2 = (r: Omit<WithSource, 'record'>, rest: Record<string, unknown>, commitment: string): LeafDataV2 => ({
  v: 2,
  id: r.id,
  website_id: r.website_id,
  banner_revision: r.banner_revision,
  // Every v2 leaf is sealed with its source; a row without one was inferred.
  revision_source: r.revision_source ?? 'inferred',
  record: rest,
  personal_commitment: commitment,
});

/** The leaf a seal gives a record now: v2, with a fresh salt for its commitment (kept beside the record until erased). */
export function sealedLeaf(r: WithSource): { data: LeafDataV2; salt: string } {
  const salt = randomBytes(16).toString('hex');
  const { rest, fields } = splitPersonal(r.record);
  return { data: v2(r, rest, personalCommitment(salt, fields)), salt };
}

/**
 * A stored record's leaf data as an export shows it, and its personal fields
 * with their salt (null once erased). A v1 leaf hashed the fields themselves:
 * erased, nothing of it can be shown (null data).
 */
export function exportedLeaf(r: WithSource & { leaf_salt: string | null; leaf_commitment: string | null; erased: boolean }): {
  data: LeafData | null;
  personal: PersonalFields | null;
} {
  const base = { id: r.id, website_id: r.website_id, banner_revision: r.banner_revision };
  if (!r.leaf_commitment) return { data: r.erased ? null : { ...base, record: r.record }, personal: null };
  const { rest, fields } = splitPersonal(r.record);
  return {
    data: v2({ ...base, revision_source: r.revision_source }, rest, r.leaf_commitment),
    personal: r.erased || !r.leaf_salt ? null : { salt: r.leaf_salt, fields },
  };
}
