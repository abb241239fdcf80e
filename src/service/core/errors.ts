import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A request error: the whole request is refused (spec: "request error
 * object", shape decided in docs/decisions/partner-api.md#request-error-object) as `{error, message}`. Every
 * route throws it and the app's one `onError` answers it; `headers` go with
 * the answer (`Retry-After`).
 */
export class RequestError extends HTTPException {
  constructor(
    override readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

export const requestErrorResponse = (c: Context, e: RequestError) =>
  c.json({ error: e.code, message: e.message }, e.status, e.headers);

export const badRequest = (code: string, message: string) => new RequestError(400, code, message);
