import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/ports.mjs';

/** Where initdb and pg_ctl are: Debian keeps them out of PATH, under /usr/lib/postgresql/<major>/bin. */
function pgBin() {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const m of majors) if (existsSync(join(base, m, 'bin/pg_ctl'))) return join(base, m, 'bin');
  return null;
}

/**
 * A throwaway PostgreSQL server, as .ci/run starts one (initdb, then pg_ctl on a free port, trust auth on
 * loopback), or null when PostgreSQL is not installed. PostgreSQL refuses to run as root: then as `postgres`.
 */
export async function startLocalPostgres() {
  const bin = pgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  chmodSync(dir, 0o777);
  const root = process.getuid?.() === 0;
  /** @type {(cmd: string, args: string[]) => unknown} */
  const run = (cmd, args) =>
    root
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], {
          stdio: 'ignore',
        })
      : execFileSync(cmd, args, { stdio: 'ignore' });
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty schema of its own in the database at `url` (the user's, with --pg), and the URL whose search_path is it.
 * @param {string} url
 */
export async function freshSchema(url) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${name}`);
  const version = (await admin.query('SHOW server_version')).rows[0].server_version;
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: scoped.toString(),
    version: `PostgreSQL ${version}`,
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => {});
      await admin.end();
    },
  };
}
