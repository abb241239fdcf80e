// Types of verify-export.mjs (plain JavaScript, so it runs with Node alone).
import type { KeyObject } from 'node:crypto';

export declare const EXPORT_FORMAT: 'consent-proof/1';
export declare const HEAD_FORMAT: 'consent-log-head/1';
/** A signed tree head as served and exported; hashes in hex, the signature in base64. */
export interface SignedHead {
  log: string;
  tree_size: number;
  root_hash: string;
  timestamp: string;
  signature: string;
  key_id: string;
}
export declare const bannerRevisionId: (configHash: string, runtimeHash: string) => string;
export declare const sha256hex: (data: string | Uint8Array) => string;
export declare const publicKeyOf: (raw: string) => KeyObject;
export declare const headStatement: (h: Omit<SignedHead, 'signature' | 'key_id'>) => string;
export declare function headSigned(head: SignedHead, key: KeyObject): boolean;
export declare function headsConsistent(older: SignedHead, newer: SignedHead, proofHex: readonly string[]): boolean;
export interface Verification {
  ok: boolean;
  problems: string[];
  records: { record_id: string; leaf_index: number; status: string }[];
  unsealed?: string[];
}
export declare function verifyExport(doc: unknown): Verification;
export declare function reportLines(out: Verification): string[];
