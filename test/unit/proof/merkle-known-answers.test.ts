// proof/merkle.mjs against an outside implementation's published answers (RFC 6962 / RFC 9162 section 2.1): the
// roots, compact trees, inclusion and consistency proofs of transparency-dev/merkle's test data, not our own
// verifier's word. The fixture names its source.
import { describe, expect, it } from 'vitest';
import {
  appendToFrontier,
  consistencyProof,
  frontierRoot,
  inclusionPath,
  leafHash,
  rootOf,
  verifyConsistency,
  verifyInclusion,
} from '../../../proof/merkle.mjs';
import vectors from '../../fixtures/proof/rfc6962-vectors.json' with { type: 'json' };

const h = (s: string) => Buffer.from(s, 'hex');
const hexes = (bs: readonly Buffer[]) => bs.map((b) => b.toString('hex'));
const leaves = vectors.leaves.map((l) => leafHash(h(l)));
const rootAt = (size: number) => h(vectors.roots_by_size[size]!);
/** The same proof with one bit of one hash flipped. */
const flipped = (proof: readonly string[], i: number) =>
  proof.map((p, j) => (j === i ? Buffer.from(h(p).map((b, k) => (k === 0 ? b ^ 8 : b))) : h(p)));

describe('the tree against transparency-dev/merkle’s RFC 6962 vectors', () => {
  it('hashes each leaf input as they do', () => {
    expect(hexes(leaves)).toEqual(vectors.leaf_hashes);
  });

  it('gives their root for every size from 0 to 8, whole and from the frontier', () => {
    let frontier: Buffer[] = [];
    for (let size = 0; size <= 8; size++) {
      expect(rootOf(leaves.slice(0, size)).toString('hex')).toBe(vectors.roots_by_size[size]);
      expect(hexes(frontier)).toEqual(vectors.compact_trees[size]);
      expect(frontierRoot(frontier).toString('hex')).toBe(vectors.roots_by_size[size]);
      if (size < 8) frontier = appendToFrontier(frontier, size, leaves[size]!);
    }
  });

  it('builds their inclusion proofs, verifies them, and refuses each corrupted one', () => {
    for (const v of vectors.inclusion) {
      const d = leaves.slice(0, v.size);
      expect(hexes(inclusionPath(v.index, d))).toEqual(v.proof);
      const leaf = leaves[v.index]!;
      const proof = v.proof.map(h);
      expect(verifyInclusion(v.index, v.size, leaf, proof, rootAt(v.size))).toBe(true);
      expect(verifyInclusion(v.index, v.size, leafHash('WrongLeaf'), proof, rootAt(v.size))).toBe(false);
      expect(verifyInclusion(v.index, v.size * 2, leaf, proof, rootAt(v.size))).toBe(false);
      expect(verifyInclusion(v.index ^ 2, v.size, leaf, proof, rootAt(v.size))).toBe(false);
      expect(verifyInclusion(v.index, v.size, leaf, [...proof, rootAt(v.size)], rootAt(v.size))).toBe(false);
      for (let i = 0; i < proof.length; i++)
        expect(verifyInclusion(v.index, v.size, leaf, flipped(v.proof, i), rootAt(v.size))).toBe(false);
      if (proof.length) expect(verifyInclusion(v.index, v.size, leaf, proof.slice(0, -1), rootAt(v.size))).toBe(false);
    }
  });

  it('builds their consistency proofs, verifies them, and refuses each corrupted one', () => {
    for (const v of vectors.consistency) {
      expect(hexes(consistencyProof(v.size1, leaves.slice(0, v.size2)))).toEqual(v.proof);
      const [r1, r2] = [rootAt(v.size1), rootAt(v.size2)];
      const proof = v.proof.map(h);
      expect(verifyConsistency(v.size1, v.size2, r1, r2, proof)).toBe(true);
      if (!proof.length) continue;
      expect(verifyConsistency(v.size1, v.size2, r2, r1, proof)).toBe(false);
      expect(verifyConsistency(v.size1 + 1, v.size2, r1, r2, proof)).toBe(false);
      expect(verifyConsistency(v.size1, v.size2, r1, r2, [])).toBe(false);
      expect(verifyConsistency(v.size1, v.size2, r1, r2, [...proof, r2])).toBe(false);
      expect(verifyConsistency(v.size1, v.size2, r1, r2, [r1, ...proof])).toBe(false);
      for (let i = 0; i < proof.length; i++) expect(verifyConsistency(v.size1, v.size2, r1, r2, flipped(v.proof, i))).toBe(false);
    }
  });
});
