// A fresh WordPress for test/e2e/wordpress.spec.ts, from Debian's packages: a private MariaDB (its own data
// directory and socket, no TCP port), a copy of /usr/share/wordpress with its own wp-config.php, the plugin
// (integrations/wordpress/, its zip), the WP Consent API (the real plugin from WP_CONSENT_API_DIR, else the
// stand-in in test/fixtures/wordpress/) and `php -S` on a free loopback port.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { canRun, type Prerequisite } from '../service/prerequisites.ts';

const run = promisify(execFile);
const WORDPRESS = '/usr/share/wordpress';
const THEME = `${WORDPRESS}/wp-content/themes/twentytwentythree`;
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'wordpress');
const PLUGIN = join(import.meta.dirname, '..', '..', 'integrations', 'wordpress');
const ROOT = process.getuid?.() === 0;
/** Start-ups on a busy two-core machine: MariaDB's first start, WordPress's install. */
const START_MS = 20_000;

/** A program's path: MariaDB's server is in /usr/sbin, which a user's PATH may leave out. */
const program = (name: string) =>
  ['/usr/local/bin', '/usr/bin', '/usr/sbin'].map((d) => join(d, name)).find((p) => existsSync(p)) ?? '';
const PHP = program('php');
const MARIADBD = program('mariadbd');
const MARIADB_INSTALL_DB = program('mariadb-install-db');
const mysqli = () => execFileSync(PHP, ['-r', "echo extension_loaded('mysqli') ? 'yes' : 'no';"], { encoding: 'utf8' }) === 'yes';
const apt = 'apt-get install wordpress wordpress-theme-twentytwentythree php php-mysql mariadb-server';
/** What the spec needs; .ci/run installs all of it. */
const NEEDS: Prerequisite[] = [
  { present: PHP !== '', what: 'PHP (the CLI and its built-in server)', how: apt, inCi: true },
  { present: PHP !== '' && mysqli(), what: "PHP's MySQL extension (mysqli)", how: apt, inCi: true },
  { present: MARIADBD !== '' && MARIADB_INSTALL_DB !== '', what: 'MariaDB', how: apt, inCi: true },
  { present: existsSync(`${WORDPRESS}/wp-settings.php`), what: "Debian's WordPress", how: apt, inCi: true },
  { present: existsSync(`${THEME}/theme.json`), what: 'the Twenty Twenty-Three theme', how: apt, inCi: true },
];

export const canRunWordPress = () => canRun('the WordPress plugin spec', ...NEEDS);

export interface WordPress {
  url: string;
  /** The page with `[consent_service_policy]`, and the one with `[consent_service_preferences]`. */
  pages: { policy: string; preferences: string };
  admin: { user: string; password: string };
  /** Whether the real WP Consent API runs (WP_CONSENT_API_DIR) rather than the stand-in. */
  realConsentApi: boolean;
  /** PHP's notices, warnings and errors so far (WP_DEBUG_LOG). */
  phpErrors(): string;
  stop(): Promise<void>;
}

export interface WordPressOptions {
  service: string;
  websiteUuid: string;
  policyUuid: string;
}

/** `website` may still be on its way: MariaDB's install and WordPress's copy do not wait for it. */
export async function startWordPress(website: WordPressOptions | Promise<WordPressOptions>): Promise<WordPress> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-wordpress-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(end));
    rmSync(dir, { recursive: true, force: true });
  };
  const socket = join(dir, 'mysql.sock');
  const database = startMariaDb(dir, socket, children);
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const wp = join(dir, 'wp');
    // Debian's copy has symlinks into /usr/share/javascript and a wp-config.php that reads /etc/wordpress.
    cpSync(WORDPRESS, wp, { recursive: true, dereference: true });
    const consentApi = process.env.WP_CONSENT_API_DIR || join(FIXTURES, 'wp-consent-api-stand-in');
    cpSync(consentApi, join(wp, 'wp-content/plugins/wp-consent-api'), { recursive: true, dereference: true });
    // The plugin as an owner uploads it: the zip its build makes, which the install unpacks with WordPress's own unzip.
    const zip = join(dir, 'consent-service.zip');
    await run(process.execPath, [join(PLUGIN, 'build.mjs'), zip], { timeout: START_MS });
    mkdirSync(join(wp, 'wp-content/mu-plugins'));
    cpSync(join(FIXTURES, 'e2e-mu-plugin.php'), join(wp, 'wp-content/mu-plugins/e2e.php'));
    cpSync(join(FIXTURES, 'e2e-head.js'), join(wp, 'wp-content/mu-plugins/e2e-head.js'));
    cpSync(join(FIXTURES, 'install.php'), join(wp, 'e2e-install.php'));
    writeFileSync(join(wp, 'wp-config.php'), wpConfig(url, socket, join(dir, 'php-errors.log')));
    const password = randomBytes(12).toString('hex');
    const [o] = await Promise.all([website, database]);
    const env = {
      ...process.env,
      E2E_DB_SOCKET: socket,
      E2E_PLUGIN_ZIP: zip,
      E2E_WP_PASSWORD: password,
      E2E_SERVICE_URL: o.service,
      E2E_WEBSITE_UUID: o.websiteUuid,
      E2E_POLICY_UUID: o.policyUuid,
    };
    const installed = await run(PHP, ['e2e-install.php'], { cwd: wp, env, timeout: START_MS }).catch((e) => {
      // PHP's CLI writes its errors to stdout.
      throw new Error(`WordPress's install failed: ${e.stdout}${e.stderr}`);
    });
    const ids = JSON.parse(installed.stdout) as { policy: number; preferences: number };
    // Several workers, as the browser loads a page's scripts and styles in parallel: forked processes, which a group
    // of their own lets end() stop with the server.
    const php = spawn(PHP, ['-S', `127.0.0.1:${port}`, '-t', wp], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      detached: true,
    });
    children.push(php);
    await untilAnswers(url, php);
    return {
      url,
      pages: { policy: `${url}/?page_id=${ids.policy}`, preferences: `${url}/?page_id=${ids.preferences}` },
      admin: { user: 'admin', password },
      realConsentApi: Boolean(process.env.WP_CONSENT_API_DIR),
      phpErrors: () => (existsSync(join(dir, 'php-errors.log')) ? readFileSync(join(dir, 'php-errors.log'), 'utf8') : ''),
      stop,
    };
  } catch (e) {
    // A server still starting would outlive stop(): it is stopped once it is up.
    await database.catch(() => {});
    await stop();
    throw e;
  }
}

/** mariadb-install-db into the directory, then mariadbd on a socket there: no port, no system service touched. */
async function startMariaDb(dir: string, socket: string, children: ChildProcess[]): Promise<void> {
  const data = join(dir, 'mysql');
  const user = ROOT ? ['--user=root'] : [];
  await run(
    MARIADB_INSTALL_DB,
    ['--no-defaults', `--datadir=${data}`, ...user, '--auth-root-authentication-method=normal', '--skip-test-db'],
    { timeout: START_MS },
  );
  const server = spawn(
    MARIADBD,
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${join(dir, 'mysql.pid')}`,
      `--log-error=${join(dir, 'mysql.log')}`,
      ...user,
    ],
    { stdio: 'ignore', detached: true },
  );
  children.push(server);
  const deadline = Date.now() + START_MS;
  // The socket appears once the server accepts connections.
  while (!existsSync(socket)) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`MariaDB did not start: ${readFileSync(join(dir, 'mysql.log'), 'utf8').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function wpConfig(url: string, socket: string, log: string): string {
  const salt = () => randomBytes(32).toString('hex');
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  return `<?php
define('DB_NAME', 'wp');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((k) => `define('${k}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
// Nothing leaves this machine but the requests to the e2e service on loopback; no cron, no updates.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${log}');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function untilAnswers(url: string, php: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_MS;
  for (;;) {
    if (php.exitCode !== null) throw new Error(`php -S ended (${php.exitCode})`);
    const ok = await fetch(`${url}/wp-login.php`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`WordPress did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stops a child started in a process group of its own, and the processes it forked. */
function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-pid, 'SIGTERM');
  });
}
