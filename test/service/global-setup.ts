import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/service/store/migrations.ts';
import { pgliteDb } from '../../src/service/store/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped once per run; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates an embedded database once for the whole run, so that each test
 * file loads it instead of creating and migrating its own: on a busy machine
 * start-up then stays well inside the hook timeout.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const pg = await PGlite.create();
  await migrate(pgliteDb(pg, 'template'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  project.provide('pgliteTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
