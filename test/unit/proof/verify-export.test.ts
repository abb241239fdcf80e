// The offline verifier as a person runs it (node proof/verify-export.mjs FILE): a well-formed export verifies and
// names its key; an export signed by another key under a copied key id fails; and every malformed file the hostile
// review tried exits 2 with a clear message, never a stack trace and never OK.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptKeysFrom, verifyText } from '../../../proof/verify-export.mjs';
import { signedExport, signingKey } from './signed-export.ts';

const dir = mkdtempSync(join(tmpdir(), 'verify-'));
/** Runs the documented command on an export (an object, or the file's exact text). */
function verify(doc: unknown, ...args: string[]) {
  const file = join(dir, `${randomUUID()}.json`);
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  const r = spawnSync(process.execPath, ['proof/verify-export.mjs', file, ...args], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}
const clone = <T>(x: T): T => structuredClone(x);

describe('node proof/verify-export.mjs', () => {
  it('verifies a well-formed export, names its key by id and fingerprint, and says the key was not checked', () => {
    const { doc, key } = signedExport();
    const r = verify(doc);
    expect(r.out).toContain('OK: 3 record(s) verified');
    expect(r.out).toMatch(new RegExp(`key ${key.keyId} \\(SHA-256 fingerprint ${key.keyId}[0-9a-f]{48}\\)`));
    expect(r.out).toContain(`NOTE: the key was not checked: no --key or --keys was given; compare key ${key.keyId}`);
    expect(r.status).toBe(0);
  });

  it('checks the key against --key (an id or fingerprint) or --keys (kept keys), and fails on another', () => {
    const { doc, key } = signedExport();
    const check = (expected: { ids?: string[]; kept?: Record<string, string> }) => verifyText(JSON.stringify(doc), expected);
    expect(check({ ids: [key.keyId] })).toMatchObject({
      code: 0,
      lines: expect.arrayContaining([expect.stringContaining(': the key expected')]),
    });
    const kept = join(dir, 'kept.json');
    writeFileSync(kept, JSON.stringify({ public_keys: { [key.keyId]: key.raw } }));
    expect(check({ kept: keptKeysFrom(kept) }).code).toBe(0);
    const other = check({ ids: ['0123456789abcdef'] });
    expect(other.lines).toContain(
      `FAILED: the export is signed by key ${key.keyId}, which is not the key expected (0123456789abcdef)`,
    );
    expect(other.code).toBe(1);
  });

  it('fails an export signed by another key that carries the genuine key id', () => {
    const genuine = signingKey();
    const { doc, key } = signedExport();
    doc.public_key.key_id = genuine.keyId;
    doc.head.key_id = genuine.keyId;
    const r = verify(doc, '--key', genuine.keyId);
    expect(r.out).toContain(
      `FAILED: the export's key is labelled ${genuine.keyId}, but its id (the hash of the key) is ${key.keyId}`,
    );
    expect(r.out).toContain('NOT VERIFIED');
    expect(r.status).toBe(1);
  });

  it('fails a record whose personal fields do not match its leaf, and shows an erased one with its id proven', () => {
    const { doc } = signedExport();
    const altered = clone(doc);
    altered.records[0]!.personal.fields.visitor = randomUUID();
    const a = verifyText(JSON.stringify(altered));
    expect(a.lines.join('\n')).toContain('do not match the commitment in its leaf');
    expect(a.code).toBe(1);
    const erased = clone(doc) as { records: { personal: unknown }[] };
    erased.records[0]!.personal = null;
    const r = verifyText(JSON.stringify(erased));
    expect(r.lines.join('\n')).toMatch(new RegExp(`^erased +record ${doc.records[0]!.record_id}`, 'm'));
    expect(r.code).toBe(0);
  });

  it("fails a leaf whose revision was 'sent' but is not the one its record sent", () => {
    const sent = signedExport(signingKey(), { sent: 'ab'.repeat(32) });
    const r = verifyText(JSON.stringify(sent.doc));
    expect(r.lines.join('\n')).toContain(`the record sent ${'ab'.repeat(32)}`);
    expect(r.code).toBe(1);
  });

  const { doc } = signedExport();
  // biome-ignore lint/suspicious/noExplicitAny: each case spoils the export into what its type forbids
  const spoil = (f: (d: any) => void) => {
    const d = clone(doc);
    f(d);
    return d;
  };
  const text = JSON.stringify(doc);
  const malformed: [string, unknown, RegExp][] = [
    ['records: 5', spoil((d) => (d.records = 5)), /records is not a list/],
    ['records: [null]', spoil((d) => (d.records = [null])), /records\[0\] is not an object/],
    ['no records', spoil((d) => (d.records = [])), /records is empty/],
    ['a record twice', spoil((d) => d.records.push(d.records[0])), /hold record_id "[0-9a-f-]+" twice/],
    ['an erased record with no leaf data', spoil((d) => (d.records[1].data = null)), /records\[1\]\.data is null/],
    ['website.id not bound', spoil((d) => (d.website.id = 'web_other')), /records\[0\]\.data\.website_id is not website\.id/],
    ['a fractional leaf_index', spoil((d) => (d.records[0].leaf_index += 0.5)), /records\[0\]\.leaf_index is not a whole number/],
    ['a string leaf_index', spoil((d) => (d.records[0].leaf_index = String(d.records[0].leaf_index))), /leaf_index is not/],
    [
      'hex with trailing garbage',
      spoil((d) => (d.records[0].leaf_hash += 'zz')),
      /records\[0\]\.leaf_hash is not 64 lowercase hex/,
    ],
    ['a proof hash with more digits', spoil((d) => (d.records[0].inclusion[0] += '00')), /inclusion\[0\] is not 64/],
    ['a duplicate JSON key', text.replace('"leaf_index":', '"leaf_index":0,"leaf_index":'), /duplicate key "leaf_index"/],
    [
      'a v2 leaf without its revision source',
      spoil((d) => delete d.records[0].data.revision_source),
      /records\[0\]\.data\.revision_source is not 'sent' or 'inferred'/,
    ],
    ['not JSON', `${text}}`, /unexpected text after the value/],
    ['null', 'null', /the export is not an object/],
  ];
  it.each(malformed)('exits 2, with a clear message and no stack trace, on %s', (_, bad, message) => {
    const r = verifyText(typeof bad === 'string' ? bad : JSON.stringify(bad));
    expect(r.lines.join('\n')).toMatch(message);
    expect(r.lines.at(-1)).toMatch(/^NOT AN EXPORT/);
    expect(r.code).toBe(2);
  });

  it('exits 2 as a command, printing no stack trace, on the two that crashed it', () => {
    for (const bad of [spoil((d) => (d.records = 5)), spoil((d) => (d.records = [null]))]) {
      const r = verify(bad);
      expect(r.out).not.toMatch(/^\s+at /m);
      expect(r.out).toContain('NOT AN EXPORT');
      expect(r.status).toBe(2);
    }
  });
});
