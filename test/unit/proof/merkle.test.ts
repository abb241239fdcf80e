import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appendToFrontier,
  canonicalJson,
  consistencyProof,
  frontierRoot,
  inclusionPath,
  leafHash,
  nodeHash,
  rootOf,
  verifyConsistency,
  verifyInclusion,
} from '../../../proof/merkle.mjs';

const leaves = (n: number) => Array.from({ length: n }, (_, i) => leafHash(`entry ${i}`));
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

describe('the consent log tree (RFC 9162)', () => {
  it('hashes leaves and nodes with the RFC prefixes', () => {
    expect(leafHash('a')).toEqual(sha(Buffer.from([0]), Buffer.from('a')));
    const [a, b] = leaves(2) as [Buffer, Buffer];
    expect(nodeHash(a, b)).toEqual(sha(Buffer.from([1]), a, b));
    expect(rootOf([a, b])).toEqual(nodeHash(a, b));
    // Three leaves split at 2: MTH = H(H(a,b), c).
    const c = leafHash('c');
    expect(rootOf([a, b, c])).toEqual(nodeHash(nodeHash(a, b), c));
    expect(rootOf([])).toEqual(sha());
  });

  it('keeps the root in its frontier as the whole tree would have it', () => {
    let frontier: Buffer[] = [];
    const all = leaves(40);
    for (const [i, leaf] of all.entries()) {
      frontier = appendToFrontier(frontier, i, leaf);
      expect(frontierRoot(frontier)).toEqual(rootOf(all.slice(0, i + 1)));
    }
  });

  it('proves every leaf of every size up to 33, and refuses a wrong leaf, index or root', () => {
    for (let n = 1; n <= 33; n++) {
      const d = leaves(n);
      const root = rootOf(d);
      for (let m = 0; m < n; m++) {
        const path = inclusionPath(m, d);
        expect(verifyInclusion(m, n, d[m]!, path, root)).toBe(true);
        expect(verifyInclusion(m, n, leafHash('other'), path, root)).toBe(false);
        if (n > 1) expect(verifyInclusion((m + 1) % n, n, d[m]!, path, root)).toBe(false);
        expect(verifyInclusion(m, n, d[m]!, path, leafHash('x'))).toBe(false);
      }
    }
  });

  it('proves every tree consistent with each older one, and refuses a rewritten one', () => {
    for (let n = 1; n <= 20; n++) {
      const d = leaves(n);
      for (let m = 1; m <= n; m++) {
        const proof = consistencyProof(m, d);
        expect(verifyConsistency(m, n, rootOf(d.slice(0, m)), rootOf(d), proof)).toBe(true);
        // A fork: the first m leaves differ.
        const forked = [leafHash('forged'), ...d.slice(1)];
        if (m < n)
          expect(verifyConsistency(m, n, rootOf(d.slice(0, m)), rootOf(forked), consistencyProof(m, forked))).toBe(false);
      }
    }
  });

  it('writes the same JSON whatever the order of keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 'x' }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":"x","f":1}]},"b":1}',
    );
  });
});
