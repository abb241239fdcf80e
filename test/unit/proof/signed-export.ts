// An export as the service makes one (docs/proof.md#the-export), built here from the RFC's tree and node:crypto
// alone, so the verifier's tests need no service: one website, a visitor's three records among five leaves (v2),
// one banner revision with four screenshots and the statement of their hashes signed with the log's key.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign } from 'node:crypto';
import { canonicalJson, inclusionPath, leafHash, rootOf } from '../../../proof/merkle.mjs';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const PERSONAL = ['visitor', 'ip', 'url', 'origin'];

/** A signing key as the service has one: the raw public key in base64 and its id. */
export function signingKey(): { privateKey: KeyObject; raw: string; keyId: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
  return { privateKey, raw, keyId: sha(Buffer.from(raw, 'base64')).slice(0, 16) };
}

/** A well-formed, valid export (and the key that signed it), to be spoiled one way at a time. */
/** `sent`: the revision every record names itself (as today's runtime sends it); none, as an older runtime's. */
export function signedExport(key = signingKey(), o: { sent?: string } = {}) {
  const sig = (s: string) => sign(null, Buffer.from(s), key.privateKey).toString('base64');
  const website = { id: `web_${randomUUID().slice(0, 8)}`, uuid: randomUUID() };
  const config = JSON.stringify({ position: 'bottom', version: 'v1' });
  const config_hash = sha(config);
  const runtime_hash = sha('runtime');
  const revision = sha(canonicalJson({ config_hash, runtime_hash }));
  const screenshots = [1366, 390].flatMap((width) =>
    ['banner', 'preferences'].map((view) => {
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]);
      return {
        view,
        width,
        height: width === 390 ? 844 : 768,
        taken_at: '2026-12-01T00:00:00.000Z',
        sha256: sha(png),
        png: png.toString('base64'),
      };
    }),
  );
  const statement = {
    format: 'banner-screenshots/1',
    log: website.uuid,
    revision_id: revision,
    config_hash,
    runtime_hash,
    screenshots: screenshots
      .map(({ view, width, height, sha256 }) => ({ view, width, height, sha256 }))
      .sort((a, b) => (a.view === b.view ? a.width - b.width : a.view < b.view ? -1 : 1)),
    taken_at: '2026-12-01T00:00:01.000Z',
  };
  const visitor = randomUUID();
  const entries = [visitor, randomUUID(), visitor, randomUUID(), visitor].map((v, i) => {
    const stored: Record<string, unknown> = {
      visitor: v,
      ip: '192.0.2.0',
      url: 'https://a.example/',
      origin: 'https://a.example',
      granted: ['essential'],
      ...(o.sent ? { banner_revision: o.sent } : {}),
      method: i ? 'decline' : 'accept',
      lang: 'en',
    };
    const fields = Object.fromEntries(PERSONAL.map((k) => [k, stored[k]]));
    const salt = randomBytes(16).toString('hex');
    const commitment = createHash('sha256').update(Buffer.from(salt, 'hex')).update(canonicalJson(fields)).digest('hex');
    const rest = Object.fromEntries(Object.entries(stored).filter(([k]) => !PERSONAL.includes(k)));
    const data = {
      v: 2,
      id: randomUUID(),
      website_id: website.id,
      banner_revision: revision,
      revision_source: o.sent ? 'sent' : 'inferred',
      record: rest,
      personal_commitment: commitment,
    };
    return { data, personal: { salt, fields }, leaf: leafHash(canonicalJson(data)), mine: v === visitor };
  });
  const leaves = entries.map((e) => e.leaf);
  const headBase = {
    log: website.uuid,
    tree_size: leaves.length,
    root_hash: rootOf(leaves).toString('hex'),
    timestamp: '2026-12-01T00:00:02.000Z',
  };
  const head = { ...headBase, signature: sig(canonicalJson({ format: 'consent-log-head/1', ...headBase })), key_id: key.keyId };
  const doc = {
    format: 'consent-proof/1',
    exported_at: '2026-12-01T00:00:03.000Z',
    website,
    public_key: { key_id: key.keyId, ed25519: key.raw },
    head,
    records: entries.flatMap((e, i) =>
      e.mine
        ? [
            {
              record_id: e.data.id,
              leaf_index: i,
              leaf_hash: e.leaf.toString('hex'),
              inclusion: inclusionPath(i, leaves).map((b) => b.toString('hex')),
              data: e.data,
              personal: e.personal,
            },
          ]
        : [],
    ),
    unsealed: [] as string[],
    banner_revisions: {
      [revision]: {
        config,
        config_hash,
        runtime_hash,
        lang: 'en',
        region: 'eu',
        consent_version: 'v1',
        display_style: 'banner',
        first_served_at: '2026-11-30T00:00:00.000Z',
        screenshots,
        screenshots_signed: { statement, signature: sig(canonicalJson(statement)), key_id: key.keyId },
      },
    },
  };
  return { doc, key, revision };
}
