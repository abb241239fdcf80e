// The console API (/console/api), as the page calls it: the session cookie goes by itself, the CSRF token with every
// write. Errors keep the service's answer, so a screen shows the service's own message and validation errors.

/** An answer that is not 2xx. `body` is the service's JSON error (`error`, `message`, `validation_errors`…). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; [k: string]: unknown },
  ) {
    super(body.message ?? `the service answered ${status}`);
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => {};

/** Set once /me has answered: the token of this session. */
export const useCsrfToken = (token: string) => {
  csrfToken = token;
};
/** What to do when the service says the session is gone (signed out elsewhere, expired). */
export const whenSignedOut = (f: () => void) => {
  onSignedOut = f;
};

const BASE = '/console/api';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(BASE + path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, {
      error: 'network',
      message: 'The service could not be reached. Check your connection and try again.',
    });
  }
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => ({}));
  if (res.status === 401 && path !== '/sign-in') onSignedOut();
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body),
};

/** A query string from defined values only. */
export const query = (params: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};
