// The migrations' list (src/service/store/migrations/index.ts) against the files beside it: in order, numbered
// without gaps, one file per entry and one entry per file, and the ids that databases already record unchanged.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../../src/service/store/migrations/index.ts';

const DIR = new URL('../../../../../src/service/store/migrations/', import.meta.url);
const ids = MIGRATIONS.map((m) => m.id);

describe('migrations', () => {
  it('are numbered 001, 002, … in list order, without gaps', () => {
    expect(ids.map((id) => id.slice(0, 4))).toEqual(ids.map((_, i) => `${String(i + 1).padStart(3, '0')}_`));
    for (const id of ids) expect(id).toMatch(/^\d{3}(_[a-z0-9]+)+$/);
  });

  it('list every file of the folder, each once, named after its id', () => {
    const files = readdirSync(DIR)
      .filter((f) => f !== 'index.ts')
      .sort();
    expect(files).toEqual(ids.map((id) => `${id.replaceAll('_', '-')}.ts`));
  });

  it('keep the ids that schema_migrations already records (a migration that has run is never renamed)', () => {
    expect(ids.slice(0, 5)).toEqual(['001_partner_api', '002_rate_limits', '003_revisions', '004_replay_guard', '005_scans']);
  });

  it('each hold SQL', () => {
    for (const m of MIGRATIONS) expect(m.sql.trim()).not.toBe('');
  });
});
