/** Limits of the partner API (documented in docs/service.md; enforced in src/service/api and src/service/core). */
export interface Limits {
  /** Largest request body in bytes. */
  maxBodyBytes: number;
  /** Most objects in one write body or one `query` array. */
  maxObjects: number;
  /** Page size when `limit` is absent (spec: 20). */
  defaultLimit: number;
  /** Largest accepted `limit`. */
  maxLimit: number;
  /** Requests per key per minute, across processes (core/rate-limiter.ts). */
  requestsPerMinute: number;
  /** How far X-Service-Timestamp may be from the server clock, in seconds, either way. */
  timestampWindowSeconds: number;
  /** Consent records per website per minute, from all clients together, across processes. */
  consentsPerWebsitePerMinute: number;
  /**
   * Config requests per client address per minute (an IPv6 address by its
   * /64), in each process's memory: the config must answer without a
   * database round trip. Generous, since one office or mobile carrier's NAT
   * is one address for many visitors.
   */
  configRequestsPerMinute: number;
  /** Page views counted per website per minute, across processes; views beyond it are served but not counted. */
  pageViewsPerMinute: number;
  /** Scans one account may have waiting, all processes together (SCAN_QUEUED_PER_ACCOUNT); a trigger past it is refused. */
  scansQueuedPerAccount: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxBodyBytes: 1024 * 1024,
  maxObjects: 100,
  defaultLimit: 20,
  maxLimit: 100,
  requestsPerMinute: 600,
  timestampWindowSeconds: 300,
  // A large site's visitors decide a few hundred times a minute at peak; a script was seen at 686 a second.
  consentsPerWebsitePerMinute: 1200,
  configRequestsPerMinute: 1200,
  pageViewsPerMinute: 10_000,
  scansQueuedPerAccount: 100,
};

/** 128 MB: a usual website's variant (language × region, with its first-view script) takes about 100 KB. */
export const DEFAULT_COMPOSED_CACHE_BYTES = 128 * 1024 * 1024;

/** The operator's IAB TCF settings (docs/service.md#iab-tcf); absent, the service serves no vendor list. */
export interface TcfSettings {
  /** Where the service fetches vendor-list.json; the IAB's translations (purposes-xx.json) are beside it (TCF_VENDOR_LIST_URL). */
  vendorListUrl: string;
  /** Plain http allowed for a loopback vendor-list location (TCF_VENDOR_LIST_HTTP_LOOPBACK=1, for tests); else https only. */
  vendorListHttpLoopback?: boolean;
  /** The operator's CMP id, as the IAB registered it (TCF_CMP_ID). */
  cmpId: number;
  /** The CMP's version the TC strings carry (TCF_CMP_VERSION). */
  cmpVersion: number;
}

/** The operator's settings of the service, read once at start (env.ts): not the runtime config visitors are served. */
export interface ServiceSettings {
  /** `{base_url}`: where /v1 is served. */
  baseUrl: string;
  /** `{app_url}`: where bundles and policies are served (code snippets point here). */
  appUrl: string;
  limits: Limits;
  /** 32 bytes that encrypt stored private keys; default a server secret in the database. */
  keyEncryptionKey?: Buffer | undefined;
  /** Where the built bundles are (`npm run build`). */
  distDir?: string;
  /**
   * How many proxies in front of the service append to `X-Forwarded-For`: the
   * client is the address the outermost of them saw. 0: the socket's address.
   */
  trustedProxies?: number;
  /** Request headers the operator's edge sets to the visitor's country and subdivision; unset, none is trusted. */
  geoHeaders?: { country?: string | undefined; subdivision?: string | undefined };
  /**
   * Most bytes of composed answers (configs, first-view scripts, cookies answers) each process keeps in
   * memory, least recently used out (`COMPOSED_CACHE_MB`).
   */
  composedCacheBytes?: number;
  tcf?: TcfSettings | undefined;
  /** Longest a consent record waits for its write before the answer is 503 (RECORD_WAIT_MS); default 10 s. */
  recordWaitMs?: number | undefined;
  /** false: no request is refused for its rate (`RATE_LIMITS=off`, for benchmarks); page-view caps still apply. */
  rateLimits?: boolean;
  /** false: banner revisions are kept but not screenshotted (`PROOF_SCREENSHOTS=off`, for tests and benchmarks). */
  bannerScreenshots?: boolean;
}
