import { headSigned, headsConsistent, publicKeyOf, type SignedHead } from '../../../proof/verify-export.mjs';
import { consistencyPath, headPath } from '../../shared/proof-paths.ts';

/** What a witness keeps of one log between runs: every head it saw and the keys they were signed with. */
export interface WitnessKept {
  base_url: string;
  website_uuid: string;
  public_keys: Record<string, string>;
  heads: SignedHead[];
}

/** What one run found: the log's new head is the kept one, extends it, is older and consistent, or forks from it. */
export type WitnessOutcome =
  | { status: 'first' | 'same' | 'extended' | 'older'; head: SignedHead }
  | { status: 'fork'; reason: string; kept: SignedHead; served: SignedHead };

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const get = async <T>(fetch: Fetch, url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
};

/**
 * One witness run (docs/proof.md#witness): fetches the log's newest signed
 * head, checks its signature, and checks it against the largest head kept
 * with a consistency proof from the service. A head signed by a key not
 * kept is refused unless `acceptKey` names it. A head the proof does not
 * join to the kept one — or two heads of one size with different roots — is
 * a fork: both heads are signed, so together they prove it to anyone.
 * Every head seen is kept, forks included.
 */
export async function witnessOnce(
  o: {
    baseUrl: string;
    websiteUuid: string;
    kept: WitnessKept | null;
    /** The id of a new signing key the operator accepts (a key change); any other new key is refused. */
    acceptKey?: string | undefined;
  },
  fetch: Fetch = globalThis.fetch,
): Promise<{ kept: WitnessKept; outcome: WitnessOutcome }> {
  const base = o.baseUrl.replace(/\/+$/, '');
  const served = await get<{ head: SignedHead; public_keys: Record<string, string> }>(fetch, base + headPath(o.websiteUuid));
  const head = served.head;
  const kept: WitnessKept = o.kept ?? { base_url: base, website_uuid: o.websiteUuid, public_keys: {}, heads: [] };
  if (head.log !== o.websiteUuid) throw new Error(`the service answered the head of log ${head.log}`);
  const known = Object.keys(kept.public_keys);
  // The first run trusts the key it is served (check it out of band); after that, a key the witness has not kept is
  // what a key holder rewriting the log under a fresh key would serve, so only the operator can accept it.
  if (known.length && !known.includes(head.key_id) && o.acceptKey !== head.key_id)
    throw new Error(
      `the head of size ${head.tree_size} is signed by key ${head.key_id}, not by one kept (${known.join(', ')}); ` +
        `if the service's operator announced this key, run again with --accept-key ${head.key_id}`,
    );
  // A kept key is never replaced by what the service says now.
  const key = kept.public_keys[head.key_id] ?? served.public_keys[head.key_id];
  if (!key || !headSigned(head, publicKeyOf(key))) throw new Error(`the head of size ${head.tree_size} is not validly signed`);
  kept.public_keys[head.key_id] = key;
  const last = kept.heads.reduce<SignedHead | null>((a, h) => (!a || h.tree_size > a.tree_size ? h : a), null);
  kept.heads.push(head);
  if (!last) return { kept, outcome: { status: 'first', head } };
  if (head.tree_size === last.tree_size)
    return head.root_hash === last.root_hash
      ? { kept, outcome: { status: 'same', head } }
      : {
          kept,
          outcome: { status: 'fork', reason: 'two signed heads of one size with different roots', kept: last, served: head },
        };
  const [older, newer] = head.tree_size > last.tree_size ? [last, head] : [head, last];
  const proof = await get<{ proof: string[] }>(fetch, base + consistencyPath(o.websiteUuid, older.tree_size, newer.tree_size));
  if (!headsConsistent(older, newer, proof.proof))
    return {
      kept,
      outcome: {
        status: 'fork',
        reason: `the tree of size ${newer.tree_size} does not extend the one of size ${older.tree_size}`,
        kept: last,
        served: head,
      },
    };
  return { kept, outcome: { status: older === last ? 'extended' : 'older', head } };
}
