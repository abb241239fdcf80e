// A banner revision of an export against its hashes, and its screenshots
// against the statement the service signed when it took them
// (docs/proof.md#screenshots).
import { bannerRevisionId, sha256hex } from './hashes.mjs';
import { canonicalJson } from './merkle.mjs';
import { SCREENSHOTS_FORMAT, signedBy } from './signed.mjs';

/**
 * A banner revision as an export carries it (its format checked already).
 * @typedef {object} ReadRevision
 * @property {string} config
 * @property {string} config_hash
 * @property {string} runtime_hash
 * @property {{ view: string, width: number, height: number, png: string, sha256: string }[]} [screenshots]
 * @property {{ statement: import('./signed.mjs').ScreenshotsStatement, signature: string, key_id: string } | null} [screenshots_signed]
 */

/** @param {{ view: string, width: number }} s */
const named = (s) => `${s.view} ${s.width}px`;

/**
 * The revision's own hashes (its id from the config's and the runtime's) and
 * its screenshots against their signed statement. Returns a notice for a
 * person when the revision has no screenshots: its config is then all that
 * shows what the visitor saw.
 * @param {string} id
 * @param {ReadRevision | undefined} rev
 * @param {{ log: string, key: import('node:crypto').KeyObject, keyId: string }} signer the export's log and key
 * @param {string[]} problems
 * @returns {string | null}
 */
export function checkRevision(id, rev, signer, problems) {
  const fail = (/** @type {string} */ what) => problems.push(`banner revision ${id}: ${what}`);
  if (!rev) {
    problems.push(`banner revision ${id} is not in the export`);
    return null;
  }
  if (sha256hex(Buffer.from(rev.config, 'utf8')) !== rev.config_hash) fail('the config does not match its hash');
  if (bannerRevisionId(rev.config_hash, rev.runtime_hash) !== id) fail('the id is not the hash of its config and runtime hashes');
  const shots = rev.screenshots ?? [];
  for (const s of shots)
    if (sha256hex(Buffer.from(s.png, 'base64')) !== s.sha256) fail(`screenshot ${named(s)} does not match its hash`);
  const signed = rev.screenshots_signed;
  if (!signed) {
    if (!shots.length) return `banner revision ${id} has no screenshots: what the visitor saw is shown by its config only`;
    fail(`its ${shots.length} screenshot(s) are in no signed statement: they prove nothing`);
    return null;
  }
  const st = signed.statement;
  if (signed.key_id !== signer.keyId || !signedBy(canonicalJson(st), signed.signature, signer.key))
    fail(`its screenshots statement is not signed by the export's key (${signer.keyId})`);
  const about = {
    format: SCREENSHOTS_FORMAT,
    log: signer.log,
    revision_id: id,
    config_hash: rev.config_hash,
    runtime_hash: rev.runtime_hash,
  };
  for (const [k, v] of Object.entries(about))
    if (st[/** @type {keyof typeof about} */ (k)] !== v) fail(`its screenshots statement names another ${k}`);
  for (const s of st.screenshots) {
    const here = shots.filter((x) => x.view === s.view && x.width === s.width && x.height === s.height);
    if (!here.length) fail(`screenshot ${named(s)}, signed on ${st.taken_at}, is missing from the export`);
    else if (here.some((x) => x.sha256 !== s.sha256)) fail(`screenshot ${named(s)} is not the one signed on ${st.taken_at}`);
  }
  for (const x of shots)
    if (!st.screenshots.some((s) => s.view === x.view && s.width === x.width && s.height === x.height))
      fail(`screenshot ${named(x)} is not in the signed statement`);
  return st.screenshots.length ? null : `banner revision ${id} has no screenshots (its signed statement lists none)`;
}
