import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { keptKeysFrom, verifyText } from '../../proof/verify-export.mjs';
import type { ServiceClient } from '../client/index.ts';
import { type WitnessKept, witnessOnce } from './proof/witness.ts';

export const PROOF_USAGE = `Consent log (docs/proof.md):
  proof verify FILE [--key KEY_ID]... [--keys KEPT.json]
                                               check an export offline (as node proof/verify-export.mjs FILE),
                                               and that its key is one expected (an id or fingerprint, or a
                                               witness's kept keys); exit 1 when a check fails, 2 when the
                                               file is not a well-formed export
  proof export --website ID (--visitor UUID | --record UUID) [--out FILE]
                                               a visitor's or a record's export, through the signed API
  proof erase --website ID --visitor UUID      erase a visitor's records (their leaves stay)
  proof witness --website UUID [--store FILE] [--accept-key KEY_ID] [--clear-fork]
                                               fetch the log's head, check it extends the kept ones, keep it
                                               (against BASE_URL; exit 1 on a fork, and on every later run
                                               until --clear-fork; a head signed by a key not kept is
                                               refused unless --accept-key names it)`;

export interface ProofArgs {
  sub: string | undefined;
  file: string | undefined;
  website: string | undefined;
  visitor: string | undefined;
  record: string | undefined;
  out: string | undefined;
  store: string | undefined;
  acceptKey: string | undefined;
  keyIds: string[];
  keysFile: string | undefined;
  clearFork: boolean;
  account: string;
  baseUrl: string;
}

const need = (v: string | undefined, what: string) => {
  if (!v) throw new Error(`proof: ${what} is needed\n${PROOF_USAGE}`);
  return v;
};

/** `proof …`: the consent log's commands. Sets the exit code: 1 when a check fails. */
export async function proofCommand(a: ProofArgs, api: () => ServiceClient): Promise<void> {
  switch (a.sub) {
    case 'verify': {
      const expected = { ids: a.keyIds, kept: a.keysFile ? keptKeysFrom(a.keysFile) : {} };
      const { lines, code } = verifyText(readFileSync(need(a.file, 'FILE'), 'utf8'), expected);
      for (const line of lines) console.log(line);
      if (code) process.exitCode = code;
      return;
    }
    case 'export': {
      const by = a.visitor ? { visitor: a.visitor } : { record_id: need(a.record, '--visitor or --record') };
      const res = await api().call<{ results: unknown[]; errors: unknown[] }>({
        method: 'GET',
        path: '/v1/websites/consents/proof',
        query: [{ account_id: a.account, website_id: need(a.website, '--website'), ...by }],
      });
      if (!res.results.length) throw new Error(`no export: ${JSON.stringify(res.errors)}`);
      const text = JSON.stringify(res.results[0], null, 2);
      if (a.out) {
        writeFileSync(a.out, text);
        console.log(`wrote ${a.out} (${Buffer.byteLength(text)} bytes)`);
      } else console.log(text);
      return;
    }
    case 'erase': {
      const res = await api().call<unknown[]>({
        method: 'POST',
        path: '/v1/websites/consents/erase',
        body: [{ account_id: a.account, website_id: need(a.website, '--website'), visitor: need(a.visitor, '--visitor') }],
      });
      console.log(JSON.stringify(res, null, 2));
      return;
    }
    case 'witness': {
      const uuid = need(a.website, '--website (the website uuid)');
      const store = a.store ?? `proof-witness-${uuid}.json`;
      const kept = existsSync(store) ? (JSON.parse(readFileSync(store, 'utf8')) as WitnessKept) : null;
      const { kept: now, outcome } = await witnessOnce({
        baseUrl: a.baseUrl,
        websiteUuid: uuid,
        kept,
        acceptKey: a.acceptKey,
        clearFork: a.clearFork,
      });
      writeFileSync(store, JSON.stringify(now, null, 2));
      if (outcome.status !== 'fork' && outcome.cleared)
        console.log(`fork cleared (seen ${outcome.cleared.seen_at}: ${outcome.cleared.reason})`);
      if (outcome.status === 'fork') {
        console.log(
          `FORK${outcome.earlier ? ' (seen by an earlier run; clear it with --clear-fork once looked into)' : ''}: ${outcome.reason}`,
        );
        console.log(JSON.stringify({ kept: outcome.kept, served: outcome.served }, null, 2));
        process.exitCode = 1;
      } else
        console.log(`${outcome.status}: tree size ${outcome.head.tree_size}, root ${outcome.head.root_hash} (kept in ${store})`);
      return;
    }
    default:
      console.log(PROOF_USAGE);
      process.exitCode = 2;
  }
}
