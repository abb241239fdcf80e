import { DEFAULT_LIMITS, type ServiceConfig } from './config.ts';
import type { StoreOptions } from './store/open.ts';

/** Everything main.ts and the CLI read from the environment (docs/service.md, "Environment"). */
export interface Environment {
  port: number;
  store: StoreOptions;
  config: ServiceConfig;
  accountId: string;
  keys: { publicKey: string; privateKey: string } | null;
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
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
  return {
    port,
    store: { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || '.data' },
    config: { baseUrl: url('BASE_URL', env.BASE_URL), appUrl: url('APP_URL', env.APP_URL), limits: DEFAULT_LIMITS, keyEncryptionKey },
    accountId: env.SERVICE_ACCOUNT_ID || 'acct_demo',
    keys: pub && priv ? { publicKey: pub, privateKey: priv } : null,
  };
}
