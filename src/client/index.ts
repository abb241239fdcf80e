import type { z } from 'zod';
import type { Banner, BannerUpdate } from '../schema/banner.ts';
import type { Collaborator, CollaboratorCreate } from '../schema/collaborator.ts';
import type { Cookie, CookieCreate, CookieUpdate } from '../schema/cookie.ts';
import type { PolicyDocument } from '../schema/policy-document.ts';
import type { ScanReport, TriggerScanItem, TriggerScanResult } from '../schema/scan.ts';
import type { CustomConsentTheme, ThemeCreate, ThemeUpdate } from '../schema/theme.ts';
import type { Website, WebsiteCreate, WebsiteUpdate } from '../schema/website.ts';
import { authorizationHeader, formatTimestamp, sign, TIMESTAMP_HEADER } from './signing.ts';

/**
 * A typed, signing client of the partner API (/v1). Works wherever `fetch`
 * and Web Crypto exist; pass `fetch` to run against an in-process app.
 */
export interface ClientOptions {
  baseUrl: string;
  publicKey: string;
  privateKey: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** The clock that stamps requests (tests move it). */
  now?: () => Date;
}

export interface ItemError {
  _idx: number;
  error: string;
  validation_errors?: Record<string, string>[];
  [k: string]: unknown;
}
export type Item<T> = (T & { _idx: number }) | ItemError;
export interface Paging {
  next: string | null;
  previous: string | null;
  next_results: string | null;
  previous_results: string | null;
}
export interface ListResponse<T> {
  results: T[];
  errors: Record<string, unknown>[];
  paging: Paging;
  scrolling: Paging;
}
export interface RequestErrorBody {
  error: string;
  message: string;
}

/** An HTTP answer that is not 2xx: the spec's request error object. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: RequestErrorBody,
  ) {
    super(`${status} ${body.error}: ${body.message}`);
  }
}

export interface RawRequest {
  method: string;
  path: string;
  query?: unknown[];
  paging?: string;
  limit?: number;
  body?: unknown;
  /** Sent as `Idempotency-Key` (POST): a retry with the same key and body answers the first answer and writes nothing. */
  idempotencyKey?: string;
}

/** Options of a batch write. */
export interface WriteOptions {
  /** A key of your own per logical request (a UUID), reused for its retries. */
  idempotencyKey?: string;
}

/** A preview result: the spec's document plus when it was published and whether it must be republished. */
export type PreviewDocument = PolicyDocument & {
  published_at: string | null;
  republish_required: boolean;
  /** What the policy cannot say for want of company details (`company_incomplete`, with the field to fill). */
  warnings: { code: string; field: string; message: string }[];
};

export const isItemError = (v: unknown): v is ItemError => typeof v === 'object' && v !== null && 'error' in v;

/** What a cookie write answers for each cookie. */
type CookieAck = { account_id: string; id: string; website_id: string };
/** One item of publish_cookie_policies, and its answer. */
type PublishItem = z.ZodType<{ account_id: string; website_id: string }, { account_id: string; website_id: string }>;
type Published = { account_id: string; website_id: string; document_id: string; published_at: string };

export function createClient(opts: ClientOptions) {
  const doFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const now = opts.now ?? (() => new Date());
  const base = new URL(opts.baseUrl);
  // The service serves a write's signature once (a replay guard). Two identical
  // writes within one second would carry the same signature, so the later one is
  // stamped a second later — well inside the ±300 s window. Signature → its stamp (ms).
  const sentWrites = new Map<string, number>();

  async function stampAndSign(req: RawRequest, path: string, param: string, body: string) {
    const clock = now().getTime();
    for (let at = clock; ; at += 1000) {
      const timestamp = formatTimestamp(new Date(at));
      const signature = await sign(opts.privateKey, { method: req.method, host: base.host, path, param, timestamp, body });
      if (req.method.toUpperCase() === 'GET') return { timestamp, signature };
      if (sentWrites.has(signature)) continue;
      for (const [sig, stamped] of sentWrites) if (stamped < clock - 1000) sentWrites.delete(sig);
      sentWrites.set(signature, at);
      return { timestamp, signature };
    }
  }

  /** Signs and sends one request; returns the status and the parsed JSON. */
  async function send(req: RawRequest): Promise<{ status: number; body: unknown; headers: Headers }> {
    const search: string[] = [];
    let param = '';
    if (req.query !== undefined) {
      param = encodeURIComponent(JSON.stringify(req.query));
      search.push(`query=${param}`);
    }
    if (req.paging !== undefined) {
      param = req.query !== undefined ? param : encodeURIComponent(req.paging);
      search.push(`paging=${encodeURIComponent(req.paging)}`);
    }
    if (req.limit !== undefined) search.push(`limit=${req.limit}`);
    const body = req.body === undefined ? '' : JSON.stringify(req.body);
    const path = base.pathname.replace(/\/$/, '') + req.path;
    const { timestamp, signature } = await stampAndSign(req, path, param, body);
    const res = await doFetch(`${base.origin}${path}${search.length ? `?${search.join('&')}` : ''}`, {
      method: req.method,
      headers: {
        Authorization: authorizationHeader(opts.publicKey, signature),
        [TIMESTAMP_HEADER]: timestamp,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(req.idempotencyKey === undefined ? {} : { 'Idempotency-Key': req.idempotencyKey }),
      },
      ...(body ? { body } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  async function call<T>(req: RawRequest): Promise<T> {
    const res = await send(req);
    if (res.status < 200 || res.status > 299) {
      const b: Partial<Record<keyof RequestErrorBody, unknown>> =
        typeof res.body === 'object' && res.body !== null ? res.body : {};
      throw new ServiceError(res.status, { error: String(b.error ?? 'http_error'), message: String(b.message ?? res.body) });
    }
    return res.body as T;
  }

  /** A signed batch write: typed items in (the schema's input), typed results or item errors out. */
  const write =
    <S extends z.ZodType, T>(method: 'POST' | 'PUT', path: string) =>
    (items: z.input<S>[], o: WriteOptions = {}) =>
      call<Item<T>[]>({ method, path, body: items, ...o });
  const remove =
    <T>(path: string) =>
    (criteria: unknown[]) =>
      call<T>({ method: 'DELETE', path, query: criteria });
  const get =
    <T>(path: string) =>
    (criteria: unknown[], o: { limit?: number } = {}) =>
      call<ListResponse<T>>({ method: 'GET', path, query: criteria, ...(o.limit ? { limit: o.limit } : {}) });
  const page =
    <T>(path: string) =>
    (token: string) =>
      call<ListResponse<T>>({ method: 'GET', path, paging: token });

  return {
    send,
    call,
    websites: {
      create: write<typeof WebsiteCreate, Website>('POST', '/v1/websites'),
      update: write<typeof WebsiteUpdate, Website>('PUT', '/v1/websites'),
      delete: remove<Item<{ account_id: string; id: string }>[]>('/v1/websites'),
      list: get<Website>('/v1/websites'),
      page: page<Website>('/v1/websites'),
    },
    cookies: {
      create: write<typeof CookieCreate, CookieAck>('POST', '/v1/websites/cookies'),
      update: write<typeof CookieUpdate, CookieAck>('PUT', '/v1/websites/cookies'),
      delete: remove<{ results: (CookieAck & { cookie_id: string; _idx: number })[]; errors: ItemError[] }>(
        '/v1/websites/cookies',
      ),
      list: get<Cookie>('/v1/websites/cookies'),
      page: page<Cookie>('/v1/websites/cookies'),
    },
    banners: {
      list: get<Banner>('/v1/websites/banners'),
      page: page<Banner>('/v1/websites/banners'),
      put: write<typeof BannerUpdate, Banner>('PUT', '/v1/banners'),
    },
    themes: {
      create: write<typeof ThemeCreate, CustomConsentTheme>('POST', '/v1/websites/custom_consent_themes'),
      update: write<typeof ThemeUpdate, CustomConsentTheme>('PUT', '/v1/websites/custom_consent_themes'),
      delete: remove<Item<{ account_id: string; website_id: string; id: string }>[]>('/v1/websites/custom_consent_themes'),
      list: get<CustomConsentTheme>('/v1/websites/custom_consent_themes'),
      page: page<CustomConsentTheme>('/v1/websites/custom_consent_themes'),
    },
    documents: {
      preview: get<PreviewDocument>('/v1/websites/documents/preview'),
      page: page<PreviewDocument>('/v1/websites/documents/preview'),
      publish: write<PublishItem, Published>('POST', '/v1/websites/documents/publish_cookie_policies'),
    },
    collaborators: {
      create: write<typeof CollaboratorCreate, Collaborator>('POST', '/v1/collaborators'),
      delete: remove<Item<{ account_id: string; id: string }>[]>('/v1/collaborators'),
      list: get<Collaborator>('/v1/collaborators'),
      page: page<Collaborator>('/v1/collaborators'),
    },
    scans: {
      /** Queues a scan (or answers the website's running one): poll `report` with `{id: report_id}`. */
      trigger: (items: TriggerScanItem[], o: WriteOptions = {}) =>
        call<Item<TriggerScanResult>[]>({ method: 'POST', path: '/v1/websites/trigger_scan', body: items, ...o }),
      /** Criteria `{account_id, website_id, id?, latest_scan?}`: by id, else the current report, or the latest. */
      report: get<ScanReport>('/v1/websites/scan_report'),
    },
  };
}

export type ServiceClient = ReturnType<typeof createClient>;
