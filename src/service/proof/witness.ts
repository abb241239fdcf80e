import { keyIdOf } from '../../../proof/hashes.mjs';
import { headSigned, headsConsistent, publicKeyOf, type SignedHead } from '../../../proof/signed.mjs';
import { consistencyPath, headPath } from '../../shared/proof-paths.ts';

/** A fork a witness saw: why, and the two signed heads that prove it. */
export interface SeenFork {
  reason: string;
  kept: SignedHead;
  served: SignedHead;
  seen_at: string;
}

/**
 * What a witness keeps of one log between runs: every head it saw, the keys they were signed with, and the fork it
 * saw, until a person clears it.
 */
export interface WitnessKept {
  base_url: string;
  website_uuid: string;
  public_keys: Record<string, string>;
  heads: SignedHead[];
  fork?: SeenFork | null;
}

/**
 * What one run found: the log's new head is the kept one, extends it, is older and consistent, or forks from it
 * (`earlier`: the fork was seen by an earlier run and not cleared yet).
 */
export type WitnessOutcome =
  | { status: 'first' | 'same' | 'extended' | 'older'; head: SignedHead; cleared?: SeenFork }
  | { status: 'fork'; reason: string; kept: SignedHead; served: SignedHead; earlier?: boolean };

type Fetch = (url: string, init?: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** A witness runs unattended (cron): a service that never answers must end the run, not hang it. */
const FETCH_DEADLINE_MS = 30_000;

const get = async <T>(fetch: Fetch, url: string): Promise<T> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_DEADLINE_MS) });
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
 * Every head seen is kept, forks included. A fork is never forgotten: every
 * later run reports it again, whatever the log serves then (a log that
 * forked and grew on would otherwise look extended), until a person who has
 * looked into it runs with `clearFork`.
 */
export async function witnessOnce(
  o: {
    baseUrl: string;
    websiteUuid: string;
    kept: WitnessKept | null;
    /** The id of a new signing key the operator accepts (a key change); any other new key is refused. */
    acceptKey?: string | undefined;
    /** A person has looked into the kept fork: forget it and check the log afresh. */
    clearFork?: boolean | undefined;
  },
  fetch: Fetch = globalThis.fetch,
): Promise<{ kept: WitnessKept; outcome: WitnessOutcome }> {
  const base = o.baseUrl.replace(/\/+$/, '');
  const cleared = o.clearFork ? o.kept?.fork : undefined;
  if (o.kept?.fork && !cleared) return { kept: o.kept, outcome: { status: 'fork', ...o.kept.fork, earlier: true } };
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
  // A kept key is never replaced by what the service says now; a served one is kept only under its own id.
  const key = kept.public_keys[head.key_id] ?? served.public_keys[head.key_id];
  if (key && keyIdOf(key) !== head.key_id)
    throw new Error(`the service serves under key id ${head.key_id} a key whose id is ${keyIdOf(key)}: nothing was kept`);
  if (!key || !headSigned(head, publicKeyOf(key))) throw new Error(`the head of size ${head.tree_size} is not validly signed`);
  kept.public_keys[head.key_id] = key;
  kept.fork = null;
  // Cleared, the log is checked from the head that forked: the person accepted it as the log's history.
  const baseline =
    cleared?.served ?? kept.heads.reduce<SignedHead | null>((a, h) => (!a || h.tree_size > a.tree_size ? h : a), null);
  const outcome = await compare(kept, baseline, head, (older, newer) =>
    get<{ proof: string[] }>(fetch, base + consistencyPath(o.websiteUuid, older.tree_size, newer.tree_size)),
  );
  if (outcome.status === 'fork')
    kept.fork = { reason: outcome.reason, kept: outcome.kept, served: outcome.served, seen_at: new Date().toISOString() };
  else if (cleared) outcome.cleared = cleared;
  return { kept, outcome };
}

/** The served head against the baseline (then kept too): the same, an extension, an older one, or a fork. */
async function compare(
  kept: WitnessKept,
  last: SignedHead | null,
  head: SignedHead,
  proofOf: (older: SignedHead, newer: SignedHead) => Promise<{ proof: string[] }>,
): Promise<WitnessOutcome> {
  kept.heads.push(head);
  if (!last) return { status: 'first', head };
  if (head.tree_size === last.tree_size)
    return head.root_hash === last.root_hash
      ? { status: 'same', head }
      : { status: 'fork', reason: 'two signed heads of one size with different roots', kept: last, served: head };
  const [older, newer] = head.tree_size > last.tree_size ? [last, head] : [head, last];
  if (!headsConsistent(older, newer, (await proofOf(older, newer)).proof))
    return {
      status: 'fork',
      reason: `the tree of size ${newer.tree_size} does not extend the one of size ${older.tree_size}`,
      kept: last,
      served: head,
    };
  return { status: older === last ? 'extended' : 'older', head };
}
