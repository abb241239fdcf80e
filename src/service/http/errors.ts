import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A request error: the whole request is refused (spec: "request error
 * object", shape decided in docs/decisions.md) as `{error, message}`.
 */
export class RequestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const requestErrorResponse = (c: Context, e: RequestError) => c.json({ error: e.code, message: e.message }, e.status);

export const badRequest = (code: string, message: string) => new RequestError(400, code, message);
