// The consent log's Merkle tree as RFC 9162 (Certificate Transparency 2.0)
// defines it, section 2.1: plain JavaScript on node:crypto only, so that the
// standalone verifier (verify-export.mjs) runs with nothing but Node and the
// service proves with the very same functions (docs/proof.md).
import { createHash } from 'node:crypto';

/** @param {...Uint8Array} parts */
const sha256 = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

/**
 * MTH of one entry: SHA-256(0x00 || data).
 * @param {string | Buffer} data
 */
export const leafHash = (data) => sha256(LEAF, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
/**
 * An interior node: SHA-256(0x01 || left || right).
 * @param {Buffer} left
 * @param {Buffer} right
 */
export const nodeHash = (left, right) => sha256(NODE, left, right);

/**
 * JSON with object keys sorted at every depth and no whitespace: the bytes a
 * leaf hashes, whatever order a database gives the keys of a stored record in.
 * @param {unknown} value
 * @returns {string}
 */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = /** @type {Record<string, unknown>} */ (value);
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The largest power of two smaller than n (n > 1): where RFC 9162 splits a tree.
 * @param {number} n
 */
const split = (n) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

/**
 * MTH(D[n]) over leaf hashes. The empty tree's root is SHA-256 of nothing.
 * @param {readonly Buffer[]} leaves
 * @returns {Buffer}
 */
export function rootOf(leaves) {
  const [first] = leaves;
  if (!first) return sha256();
  if (leaves.length === 1) return first;
  const k = split(leaves.length);
  return nodeHash(rootOf(leaves.slice(0, k)), rootOf(leaves.slice(k)));
}

/**
 * The compact form of a tree: the roots of its perfect subtrees, largest
 * first. Appending a leaf costs O(log n), so sealing never re-reads the log.
 * @param {readonly Buffer[]} frontier
 * @param {number} size the leaves in the tree before `leaf`
 * @param {Buffer} leaf
 * @returns {Buffer[]}
 */
export function appendToFrontier(frontier, size, leaf) {
  const next = [...frontier, leaf];
  // Each trailing 1 bit of the old size is a subtree of the new leaf's height: merge them.
  for (let s = size; s & 1; s >>= 1) {
    // The frontier of a tree of `size` leaves holds one subtree per 1 bit of `size`: both pops find one.
    const right = /** @type {Buffer} */ (next.pop());
    const left = /** @type {Buffer} */ (next.pop());
    next.push(nodeHash(left, right));
  }
  return next;
}

/**
 * The root of a tree from its frontier: the subtrees folded right to left, as MTH splits.
 * @param {readonly Buffer[]} frontier
 */
export function frontierRoot(frontier) {
  const last = frontier.at(-1);
  if (!last) return sha256();
  return frontier.slice(0, -1).reduceRight((r, subtree) => nodeHash(subtree, r), last);
}

/**
 * PATH(m, D[n]): the inclusion proof of leaf m.
 * @param {number} m
 * @param {readonly Buffer[]} leaves
 * @returns {Buffer[]}
 */
export function inclusionPath(m, leaves) {
  if (leaves.length <= 1) return [];
  const k = split(leaves.length);
  return m < k
    ? [...inclusionPath(m, leaves.slice(0, k)), rootOf(leaves.slice(k))]
    : [...inclusionPath(m - k, leaves.slice(k)), rootOf(leaves.slice(0, k))];
}

/**
 * PROOF(m, D[n]): the consistency proof from the tree of the first m leaves to all of them (0 < m <= n).
 * @param {number} m
 * @param {readonly Buffer[]} leaves
 * @returns {Buffer[]}
 */
export function consistencyProof(m, leaves) {
  /** @type {(m: number, d: readonly Buffer[], whole: boolean) => Buffer[]} */
  const sub = (m, d, whole) => {
    if (m === d.length) return whole ? [] : [rootOf(d)];
    const k = split(d.length);
    return m <= k
      ? [...sub(m, d.slice(0, k), whole), rootOf(d.slice(k))]
      : [...sub(m - k, d.slice(k), false), rootOf(d.slice(0, k))];
  };
  return sub(m, leaves, true);
}

/** @type {(a: Buffer, b: Buffer) => boolean} */
const same = (a, b) => a.length === b.length && a.equals(b);

/**
 * RFC 9162 2.1.3.2: whether `path` proves `leaf` at `index` in a tree of `size` with `root`.
 * @param {number} index
 * @param {number} size
 * @param {Buffer} leaf
 * @param {readonly Buffer[]} path
 * @param {Buffer} root
 */
export function verifyInclusion(index, size, leaf, path, root) {
  if (!(index >= 0 && index < size)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn & 1 || fn === sn) {
      r = nodeHash(p, r);
      if (!(fn & 1)) while (!(fn & 1) && fn !== 0) (fn >>= 1), (sn >>= 1);
    } else r = nodeHash(r, p);
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && same(r, root);
}

/**
 * RFC 9162 2.1.4.2: whether `proof` shows the tree (size2, root2) extends (size1, root1).
 * @param {number} size1
 * @param {number} size2
 * @param {Buffer} root1
 * @param {Buffer} root2
 * @param {readonly Buffer[]} proof
 */
export function verifyConsistency(size1, size2, root1, root2, proof) {
  if (!(size1 > 0 && size1 <= size2)) return false;
  if (size1 === size2) return proof.length === 0 && same(root1, root2);
  if (proof.length === 0) return false;
  const path = size1 & (size1 - 1) ? [...proof] : [root1, ...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn & 1) (fn >>= 1), (sn >>= 1);
  // Never empty: the proof is not (checked above).
  let fr = /** @type {Buffer} */ (path[0]);
  let sr = fr;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn & 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!(fn & 1)) while (!(fn & 1) && fn !== 0) (fn >>= 1), (sn >>= 1);
    } else sr = nodeHash(sr, c);
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && same(fr, root1) && same(sr, root2);
}
