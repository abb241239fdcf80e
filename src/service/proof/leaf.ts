import type { StoredConsentRecord } from '../model/consents.ts';

/** What a leaf of the consent log hashes (as canonical JSON): the record as stored, its website and its banner revision. */
export interface LeafData {
  id: string;
  website_id: string;
  banner_revision: string | null;
  record: StoredConsentRecord;
}

export const leafData = (r: LeafData): LeafData => ({
  id: r.id,
  website_id: r.website_id,
  banner_revision: r.banner_revision,
  record: r.record,
});
