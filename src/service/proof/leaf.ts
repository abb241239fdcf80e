import type { StoredConsentRecord } from '../model/consents.ts';
import type { RevisionSource } from '../model/proof-log.ts';

/** What a leaf of the consent log hashes (as canonical JSON): the record as stored, its website and its banner revision. */
export interface LeafData {
  id: string;
  website_id: string;
  banner_revision: string | null;
  /** Whether the browser sent the revision or the seal inferred it; absent from leaves sealed before it existed. */
  revision_source?: RevisionSource;
  record: StoredConsentRecord;
}

export const leafData = (r: Omit<LeafData, 'revision_source'> & { revision_source?: RevisionSource | null }): LeafData => ({
  id: r.id,
  website_id: r.website_id,
  banner_revision: r.banner_revision,
  ...(r.revision_source ? { revision_source: r.revision_source } : {}),
  record: r.record,
});
