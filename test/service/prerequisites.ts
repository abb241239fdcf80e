import { existsSync } from 'node:fs';
import { browserOnDisk } from '../../src/service/scan/browser.ts';
import { SERVICE } from './service-process.ts';

// What some service suites need beyond Node: a browser, the built service, a
// PostgreSQL server. A suite without one is skipped and says so in one line;
// under CI=1 a prerequisite that .ci/run installs or builds fails the suite
// instead, since a run that skips the scanner's security tests proves nothing.

/** The browser the scanner's tests drive, chosen as the service chooses (CHROMIUM_PATH, else a system Chromium); '' when none. */
export const CHROMIUM = browserOnDisk(process.env.CHROMIUM_PATH) ?? '';

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), as .ci/run finds them; '' when none. */
export const PG_BIN =
  ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin', '/usr/bin'].find((d) =>
    existsSync(`${d}/pg_ctl`),
  ) ?? '';

/** CI=1 (or true), as .ci/run sets it. */
const IN_CI = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI ?? '');

/** The PostgreSQL server of the second CI pass; the first runs on the embedded database. */
export const PG_URL = process.env.TEST_DATABASE_URL;

export interface Prerequisite {
  present: boolean;
  /** What is missing, and how to get it, in a few words each. */
  what: string;
  how: string;
  /** Whether every CI run has it (.ci/run installs or builds it before the tests). */
  inCi: boolean;
}

/** What a suite may need, for `canRun`. */
export const need = {
  chromium: {
    present: CHROMIUM !== '',
    what: process.env.CHROMIUM_PATH ? `Chromium at CHROMIUM_PATH (${process.env.CHROMIUM_PATH})` : 'a system Chromium',
    how: 'apt-get install chromium, or set CHROMIUM_PATH',
    inCi: true,
  },
  build: {
    present: [SERVICE, 'dist/cli.mjs', 'dist/consent.min.js'].every((f) => existsSync(f)),
    what: 'the build (dist/)',
    how: 'npm run build',
    inCi: true,
  },
  postgres: {
    present: Boolean(PG_URL),
    what: 'a PostgreSQL server',
    how: 'set TEST_DATABASE_URL (docs/service.md, "Tests")',
    inCi: false,
  },
  /** For a suite that restarts a server of its own (initdb and pg_ctl, as the postgres user when run as root). */
  pgServer: {
    present: PG_BIN !== '',
    what: "PostgreSQL's server programs (initdb, pg_ctl)",
    how: 'apt-get install postgresql',
    inCi: true,
  },
  /** For what only the embedded database does. */
  embedded: {
    present: !PG_URL,
    what: 'the embedded database',
    how: 'unset TEST_DATABASE_URL',
    inCi: false,
  },
  /**
   * For a suite that never opens a database (the scanner's fences): it runs in the first pass, and the
   * PostgreSQL pass, which exists to run the same SQL on a second database, leaves it out.
   */
  databaseFree: {
    present: !PG_URL,
    what: 'the first pass (this suite opens no database, so the PostgreSQL pass leaves it out)',
    how: 'unset TEST_DATABASE_URL',
    inCi: false,
  },
  /**
   * For a suite whose subject is what a browser does (a crawl), not the SQL it stores with: every statement it runs,
   * other suites run on PostgreSQL too, so the PostgreSQL pass leaves its minute of browser work out.
   */
  browserWork: {
    present: !PG_URL,
    what: 'the first pass (its subject is the browser; its SQL runs in the PostgreSQL pass through other suites)',
    how: 'unset TEST_DATABASE_URL',
    inCi: false,
  },
  linux: { present: process.platform === 'linux', what: 'Linux (/proc)', how: 'run on Linux', inCi: true },
} satisfies Record<string, Prerequisite>;

/**
 * Whether `suite` can run: true when every prerequisite is there. Otherwise
 * one line on stderr naming what is missing and how to get it, and false, for
 * `describe.runIf`; under CI=1 a missing prerequisite CI provides throws.
 */
export function canRun(suite: string, ...needs: Prerequisite[]): boolean {
  const missing = needs.filter((n) => !n.present);
  if (missing.length === 0) return true;
  const line = `${suite}, for want of ${missing.map((n) => `${n.what}: ${n.how}`).join('; ')}`;
  if (IN_CI && missing.some((n) => n.inCi)) throw new Error(`${line}; CI provides it, so its absence is a fault`);
  console.warn(`skipped: ${line}`);
  return false;
}
