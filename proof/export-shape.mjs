// The export's format, checked before anything is hashed (docs/proof.md#the-export):
// a small hand-written schema, so the verifier still needs nothing but Node.
// Whatever fails here is not an export at all (exit 2), which is different
// from an export whose checks fail (exit 1).

export const EXPORT_FORMAT = 'consent-proof/1';

const HASH = /^[0-9a-f]{64}$/;
const KEY_ID = /^[0-9a-f]{16}$/;
const SALT = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Base64 of exactly 32 bytes (an Ed25519 key) and of 64 (a signature). */
const KEY_B64 = /^[A-Za-z0-9+/]{43}=$/;
const SIG_B64 = /^[A-Za-z0-9+/]{86}==$/;
const B64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} v */
const isCount = (v) => Number.isSafeInteger(v) && /** @type {number} */ (v) >= 0;
/** @param {unknown} v @param {RegExp} re */
const matches = (v, re) => typeof v === 'string' && re.test(v);

/**
 * Collects what is wrong with a value, by path, in the words of the format.
 * @typedef {object} Checker
 * @property {(ok: boolean, path: string, what: string) => boolean} is
 * @property {(v: unknown, path: string) => v is Record<string, any>} object
 * @property {(v: unknown, re: RegExp, path: string, what: string) => boolean} text
 */
/**
 * @param {string[]} out
 * @returns {Checker}
 */
const checker = (out) => {
  /** @type {Checker['is']} */
  const is = (ok, path, what) => {
    if (!ok) out.push(`${path} ${what}`);
    return ok;
  };
  return {
    is,
    object: /** @type {Checker['object']} */ ((v, path) => is(isObject(v), path, 'is not an object')),
    text: (v, re, path, what) => is(matches(v, re), path, `is not ${what}`),
  };
};

/** @param {unknown} r @param {string} p @param {Checker} c */
function checkRecord(r, p, c) {
  if (!c.object(r, p)) return;
  c.text(r.record_id, UUID, `${p}.record_id`, 'a uuid');
  c.is(isCount(r.leaf_index), `${p}.leaf_index`, 'is not a whole number of 0 or more');
  c.text(r.leaf_hash, HASH, `${p}.leaf_hash`, '64 lowercase hex digits');
  if (c.is(Array.isArray(r.inclusion), `${p}.inclusion`, 'is not a list'))
    for (const [i, h] of /** @type {unknown[]} */ (r.inclusion).entries())
      c.text(h, HASH, `${p}.inclusion[${i}]`, '64 lowercase hex digits');
  const d = r.data;
  if (d === null) {
    c.is(false, `${p}.data`, 'is null: a record erased from a v1 leaf, which nothing ties to its record id');
    return;
  }
  if (!c.object(d, `${p}.data`)) return;
  c.is(typeof d.id === 'string', `${p}.data.id`, 'is not a string');
  c.is(typeof d.website_id === 'string', `${p}.data.website_id`, 'is not a string');
  c.is(d.banner_revision === null || matches(d.banner_revision, HASH), `${p}.data.banner_revision`, 'is not a hash or null');
  c.object(d.record, `${p}.data.record`);
  c.is(d.v === undefined || d.v === 2, `${p}.data.v`, 'is not a known leaf version (none, or 2)');
  if (d.v === 2) c.text(d.personal_commitment, HASH, `${p}.data.personal_commitment`, '64 lowercase hex digits');
  // v2 leaves always say where their revision came from; v1 leaves never did.
  c.is(
    d.v === 2 ? d.revision_source === 'sent' || d.revision_source === 'inferred' : d.revision_source === undefined,
    `${p}.data.revision_source`,
    d.v === 2 ? "is not 'sent' or 'inferred'" : 'is in a v1 leaf, which had none',
  );
  if (r.personal === undefined || r.personal === null) return;
  if (!c.is(d.v === 2, `${p}.personal`, 'is given for a leaf without a commitment (v1)')) return;
  if (!c.object(r.personal, `${p}.personal`)) return;
  c.text(r.personal.salt, SALT, `${p}.personal.salt`, '32 lowercase hex digits');
  c.object(r.personal.fields, `${p}.personal.fields`);
}

/** @param {unknown} v @param {string} p @param {Checker} c */
function checkRevision(v, p, c) {
  if (!c.object(v, p)) return;
  c.is(typeof v.config === 'string', `${p}.config`, 'is not a string');
  c.text(v.config_hash, HASH, `${p}.config_hash`, '64 lowercase hex digits');
  c.text(v.runtime_hash, HASH, `${p}.runtime_hash`, '64 lowercase hex digits');
  const shots = v.screenshots ?? [];
  if (c.is(Array.isArray(shots), `${p}.screenshots`, 'is not a list'))
    for (const [i, s] of /** @type {unknown[]} */ (shots).entries()) {
      const q = `${p}.screenshots[${i}]`;
      if (!c.object(s, q)) continue;
      c.is(typeof s.view === 'string', `${q}.view`, 'is not a string');
      c.is(isCount(s.width) && isCount(s.height), `${q}.width/height`, 'are not whole numbers');
      c.text(s.sha256, HASH, `${q}.sha256`, '64 lowercase hex digits');
      c.text(s.png, B64, `${q}.png`, 'base64');
    }
  const signed = v.screenshots_signed;
  if (signed === undefined || signed === null || !c.object(signed, `${p}.screenshots_signed`)) return;
  c.text(signed.key_id, KEY_ID, `${p}.screenshots_signed.key_id`, '16 lowercase hex digits');
  c.text(signed.signature, SIG_B64, `${p}.screenshots_signed.signature`, 'a base64 Ed25519 signature');
  if (c.object(signed.statement, `${p}.screenshots_signed.statement`))
    c.is(Array.isArray(signed.statement.screenshots), `${p}.screenshots_signed.statement.screenshots`, 'is not a list');
}

/**
 * Everything that keeps a parsed file from being a well-formed export; none: it is one (its checks may still fail).
 * @param {unknown} doc
 * @returns {string[]}
 */
export function exportShapeProblems(doc) {
  /** @type {string[]} */
  const out = [];
  const c = checker(out);
  if (!c.object(doc, 'the export')) return out;
  if (!c.is(doc.format === EXPORT_FORMAT, 'format', `is not "${EXPORT_FORMAT}"`)) return out;
  if (c.object(doc.website, 'website')) {
    c.is(typeof doc.website.id === 'string' && doc.website.id !== '', 'website.id', 'is not a non-empty string');
    c.text(doc.website.uuid, UUID, 'website.uuid', 'a uuid');
  }
  if (c.object(doc.public_key, 'public_key')) {
    c.text(doc.public_key.key_id, KEY_ID, 'public_key.key_id', '16 lowercase hex digits');
    c.text(doc.public_key.ed25519, KEY_B64, 'public_key.ed25519', 'a base64 Ed25519 key (32 bytes)');
  }
  const h = doc.head;
  if (c.object(h, 'head')) {
    c.is(typeof h.log === 'string', 'head.log', 'is not a string');
    c.is(isCount(h.tree_size) && /** @type {number} */ (h.tree_size) > 0, 'head.tree_size', 'is not a whole number above 0');
    c.text(h.root_hash, HASH, 'head.root_hash', '64 lowercase hex digits');
    c.is(typeof h.timestamp === 'string', 'head.timestamp', 'is not a string');
    c.text(h.signature, SIG_B64, 'head.signature', 'a base64 Ed25519 signature');
    c.text(h.key_id, KEY_ID, 'head.key_id', '16 lowercase hex digits');
  }
  if (c.is(Array.isArray(doc.records), 'records', 'is not a list')) {
    const records = /** @type {unknown[]} */ (doc.records);
    c.is(records.length > 0, 'records', 'is empty: the export proves no record');
    for (const [i, r] of records.entries()) checkRecord(r, `records[${i}]`, c);
    /** @param {string} k */
    const dupes = (k) => {
      const seen = records.map((r) => (isObject(r) ? r[k] : undefined)).filter((v) => v !== undefined);
      return [...new Set(seen.filter((v, i) => seen.indexOf(v) !== i))];
    };
    for (const k of ['record_id', 'leaf_index'])
      for (const v of dupes(k)) c.is(false, 'records', `hold ${k} ${JSON.stringify(v)} twice`);
    // The export names one website: every leaf must be of it (the head's log is checked against its uuid).
    for (const [i, r] of records.entries())
      if (isObject(r) && isObject(r.data) && isObject(doc.website))
        c.is(
          r.data.website_id === doc.website.id,
          `records[${i}].data.website_id`,
          'is not website.id: the leaf is of another website',
        );
  }
  const unsealed = doc.unsealed ?? [];
  c.is(Array.isArray(unsealed) && unsealed.every((u) => matches(u, UUID)), 'unsealed', 'is not a list of uuids');
  const revisions = doc.banner_revisions ?? {};
  if (c.object(revisions, 'banner_revisions'))
    for (const [id, v] of Object.entries(revisions))
      if (c.text(id, HASH, `banner_revisions key ${JSON.stringify(id)}`, 'a revision id (64 hex digits)'))
        checkRevision(v, `banner_revisions.${id.slice(0, 12)}…`, c);
  return out;
}
