import { join } from 'node:path';
import { DEFAULT_COMPOSED_CACHE_BYTES, DEFAULT_LIMITS, type ServiceSettings, type TcfSettings } from './core/service-settings.ts';
import { LOG_LEVELS, type LogLevel } from './log.ts';
import { signerFromSetting } from './proof/signing-key.ts';
import { DEFAULT_RECORD_WAIT_MS } from './public/records/consent-writer.ts';
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from './scan/settings.ts';
import { MIN_FREE_TO_START } from './store/disk-space.ts';
import type { StoreOptions } from './store/open.ts';
import { DEFAULT_POSTGRES_TIMEOUTS } from './store/postgres.ts';
import { refusedVendorUrl } from './tcf/fetch-vendor-file.ts';

/**
 * Every setting the service reads, read once at start (documented whole in
 * docs/service.md, "Environment"). Nothing else in src/ reads process.env.
 */
export interface Environment {
  port: number;
  /** Address to listen on: 127.0.0.1 by default, 0.0.0.0 (or ::) behind a load balancer. */
  host: string;
  store: StoreOptions;
  settings: ServiceSettings;
  /** The start-up account, created when missing. */
  accountId: string;
  keys: { publicKey: string; privateKey: string } | null;
  /** Whether the start-up account is provisioned for policy embedding at start. */
  embedForStartupAccount: boolean;
  logLevel: LogLevel;
  /** Readable log lines instead of JSON: stdout is a terminal and NODE_ENV is not `production` (log.ts `startLogger`). */
  prettyLogs: boolean;
  scan: ScanSettings;
  /** The consent log (docs/proof.md): the key that signs tree heads, and how often waiting records are sealed. */
  proof: ProofSettings;
  /** What slow or greedy clients may hold (docs/service.md#slow-clients). */
  clients: ClientLimits;
  /** DISK_MIN_FREE_MB: free space under DATA_DIR below which /readyz fails (the embedded database only). */
  diskMinFreeBytes: number;
}

export interface ClientLimits {
  /** REQUEST_TIMEOUT_SECONDS: longest time to receive a whole request (headers and body); then 408. */
  requestTimeoutMs: number;
  /** CONNECTIONS_PER_ADDRESS: most open connections from one address; 0 = no cap (the default behind a proxy). */
  connectionsPerAddress: number;
}

export interface ProofSettings {
  /** PROOF_SIGNING_KEY: Ed25519 private key (PEM) or base64 seed; absent: one made and kept with the data. */
  signingKey: string | undefined;
  /** PROOF_SEAL_SECONDS: how often a seal job is queued while records wait (default 10). */
  sealEveryMs: number;
}

export function readEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): Environment {
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be 1–65535, got ${env.PORT}`);
  const local = `http://127.0.0.1:${port}`;
  const url = (name: string, v: string | undefined) => {
    const value = (v || local).replace(/\/+$/, '');
    if (!/^https?:\/\//.test(value)) throw new Error(`${name} must be an http(s) URL, got ${v}`);
    return value;
  };
  let keyEncryptionKey: Buffer | undefined;
  if (env.SERVICE_KEY_ENCRYPTION_KEY) {
    keyEncryptionKey = Buffer.from(env.SERVICE_KEY_ENCRYPTION_KEY, 'base64');
    if (keyEncryptionKey.length !== 32) throw new Error('SERVICE_KEY_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  }
  const pub = env.SERVICE_PUBLIC_KEY;
  const priv = env.SERVICE_PRIVATE_KEY;
  if (!!pub !== !!priv) throw new Error('set both SERVICE_PUBLIC_KEY and SERVICE_PRIVATE_KEY, or neither');
  const trustedProxies = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0 || trustedProxies > 10) {
    throw new Error(`TRUST_PROXY is the number of proxies in front of the service (0–10), got ${env.TRUST_PROXY}`);
  }
  const perMinute = (name: string, fallback: number) => {
    const v = env[name];
    if (!v) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} is a count per minute (a whole number ≥ 1), got ${v}`);
    return n;
  };
  const count = (name: string, fallback: number) => {
    const n = env[name] ? Number(env[name]) : fallback;
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} is a count (a whole number ≥ 1), got ${env[name]}`);
    return n;
  };
  const megabytes = (name: string, fallback: number) => {
    const v = env[name];
    if (!v) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} is a size in MB (a whole number ≥ 1), got ${v}`);
    return n * 1024 * 1024;
  };
  const onOff = (name: string) => {
    const v = env[name] || 'on';
    if (v !== 'on' && v !== 'off') throw new Error(`${name} must be on or off, got ${env[name]}`);
    return v === 'on';
  };
  const rateLimits = onOff('RATE_LIMITS') ? 'on' : 'off';
  const whole = (name: string, fallback: number, min: number) => {
    const n = env[name] ? Number(env[name]) : fallback;
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got ${env[name]}`);
    return n;
  };
  const diskMinFreeBytes = whole('DISK_MIN_FREE_MB', 256, 0) * 1024 * 1024;
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${env.LOG_LEVEL}`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    store: {
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: env.DATA_DIR || '.data',
      timeouts: {
        statementMs: whole('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_POSTGRES_TIMEOUTS.statementMs, 1),
        connectMs: whole('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_POSTGRES_TIMEOUTS.connectMs, 1),
      },
      minFreeToStart: Math.min(diskMinFreeBytes, MIN_FREE_TO_START),
    },
    diskMinFreeBytes,
    clients: {
      requestTimeoutMs: whole('REQUEST_TIMEOUT_SECONDS', 30, 1) * 1000,
      // Behind a proxy every connection comes from it: a cap there would refuse the visitors it carries.
      connectionsPerAddress: whole('CONNECTIONS_PER_ADDRESS', trustedProxies > 0 ? 0 : 64, 0),
    },
    settings: {
      baseUrl: url('BASE_URL', env.BASE_URL),
      appUrl: url('APP_URL', env.APP_URL),
      limits: {
        ...DEFAULT_LIMITS,
        configRequestsPerMinute: perMinute('CONFIG_REQUESTS_PER_MINUTE', DEFAULT_LIMITS.configRequestsPerMinute),
        pageViewsPerMinute: perMinute('PAGE_VIEWS_PER_MINUTE', DEFAULT_LIMITS.pageViewsPerMinute),
        scansQueuedPerAccount: count('SCAN_QUEUED_PER_ACCOUNT', DEFAULT_LIMITS.scansQueuedPerAccount),
      },
      keyEncryptionKey,
      distDir: env.DIST_DIR || join(process.cwd(), 'dist'),
      trustedProxies,
      geoHeaders: { country: env.GEO_COUNTRY_HEADER || undefined, subdivision: env.GEO_SUBDIVISION_HEADER || undefined },
      rateLimits: rateLimits === 'on',
      bannerScreenshots: onOff('PROOF_SCREENSHOTS'),
      composedCacheBytes: megabytes('COMPOSED_CACHE_MB', DEFAULT_COMPOSED_CACHE_BYTES),
      tcf: readTcfSettings(env),
      recordWaitMs: whole('RECORD_WAIT_MS', DEFAULT_RECORD_WAIT_MS, 1),
    },
    accountId: env.SERVICE_ACCOUNT_ID || 'acct_demo',
    keys: pub && priv ? { publicKey: pub, privateKey: priv } : null,
    embedForStartupAccount: env.SERVICE_EMBED !== 'off',
    logLevel,
    prettyLogs: stdoutIsTerminal && env.NODE_ENV !== 'production',
    scan: readScanSettings(env),
    proof: readProofSettings(env),
  };
}

/** The PROOF_* settings; a key that is not one stops the start here, not at the first seal. */
function readProofSettings(env: NodeJS.ProcessEnv): ProofSettings {
  const signingKey = env.PROOF_SIGNING_KEY || undefined;
  if (signingKey) signerFromSetting(signingKey);
  const seconds = Number(env.PROOF_SEAL_SECONDS || 10);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`PROOF_SEAL_SECONDS must be a whole number ≥ 1, got ${env.PROOF_SEAL_SECONDS}`);
  return { signingKey, sealEveryMs: seconds * 1000 };
}

/**
 * The TCF_* settings: all three or none. The CMP id is 12 bits in a TC string and
 * the IAB gives out ids from 2; the version is 12 bits too.
 */
function readTcfSettings(env: NodeJS.ProcessEnv): TcfSettings | undefined {
  const { TCF_VENDOR_LIST_URL: url, TCF_CMP_ID: id, TCF_CMP_VERSION: version } = env;
  if (!url && !id && !version) return undefined;
  if (!url || !id) throw new Error('set TCF_VENDOR_LIST_URL and TCF_CMP_ID together (TCF_CMP_VERSION is optional, default 1)');
  const httpLoopback = env.TCF_VENDOR_LIST_HTTP_LOOPBACK === '1';
  const refused = refusedVendorUrl(url, httpLoopback);
  if (refused) throw new Error(`TCF_VENDOR_LIST_URL: ${refused}`);
  const twelveBits = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > 4095) throw new Error(`${name} must be a whole number ${min}–4095, got ${v}`);
    return n;
  };
  return {
    vendorListUrl: url,
    ...(httpLoopback ? { vendorListHttpLoopback: true } : {}),
    cmpId: twelveBits('TCF_CMP_ID', id, 2),
    cmpVersion: version ? twelveBits('TCF_CMP_VERSION', version, 1) : 1,
  };
}

/** The SCAN_* settings (docs/service.md, "Environment"). */
function readScanSettings(env: NodeJS.ProcessEnv): ScanSettings {
  const d = DEFAULT_SCAN_SETTINGS;
  const whole = (name: string, fallback: number, min: number, scale = 1) => {
    const v = env[name];
    const n = v ? Number(v) : fallback;
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got ${v}`);
    return n * scale;
  };
  return {
    concurrency: whole('SCAN_CONCURRENCY', d.concurrency, 0),
    inFlightPerAccount: whole('SCAN_IN_FLIGHT_PER_ACCOUNT', d.inFlightPerAccount, 1),
    chromiumPath: env.CHROMIUM_PATH || undefined,
    allowPrivate: env.SCAN_ALLOW_PRIVATE === '1',
    // Not from the environment: a composition that scans a site of its own passes it (demo/main.ts).
    allowPrivateOrigins: d.allowPrivateOrigins,
    maxPages: whole('SCAN_MAX_PAGES', d.maxPages, 1),
    timeBudgetMs: whole('SCAN_TIME_BUDGET_SECONDS', d.timeBudgetMs / 1000, 1, 1000),
    pageDelayMs: whole('SCAN_PAGE_DELAY_MS', d.pageDelayMs, 0),
    pageTimeoutMs: whole('SCAN_PAGE_TIMEOUT_SECONDS', d.pageTimeoutMs / 1000, 1, 1000),
    leaseMs: whole('SCAN_LEASE_SECONDS', d.leaseMs / 1000, 3, 1000),
    maxBytes: whole('SCAN_MAX_MEGABYTES', d.maxBytes / 1e6, 1, 1e6),
    maxMemoryMb: whole('SCAN_MAX_MEMORY_MB', d.maxMemoryMb, 0),
    settleMs: d.settleMs,
  };
}
