import type { Context } from 'hono';
import { badRequest, RequestError } from '../core/errors.ts';
import type { Limits } from '../core/service-settings.ts';
import type { V1Env } from './v1-env.ts';

/** Refuses any query-string parameter outside `allowed` (spec: page/offset are not supported). */
export function checkParams(c: Context<V1Env>, allowed: readonly string[]): void {
  const seen = new Set<string>();
  for (const [name] of new URL(c.req.url).searchParams) {
    if (!allowed.includes(name))
      throw badRequest('unknown_parameter', `unknown query parameter "${name}"; allowed here: ${allowed.join(', ') || 'none'}`);
    if (seen.has(name)) throw badRequest('invalid_request', `parameter "${name}" is given more than once`);
    seen.add(name);
  }
}

function checkBatch(value: unknown, what: string, limits: Limits): unknown[] {
  if (!Array.isArray(value)) throw badRequest('invalid_request', `${what} must be a JSON array of one or more objects`);
  if (value.length === 0) throw badRequest('invalid_request', `${what} must hold at least one object`);
  if (value.length > limits.maxObjects) {
    throw new RequestError(
      413,
      'too_many_objects',
      `${what} holds ${value.length} objects; at most ${limits.maxObjects} are accepted per request`,
    );
  }
  return value;
}

/** The JSON array body of a POST or PUT. */
export function readBody(c: Context<V1Env>, limits: Limits): unknown[] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(c.get('body'));
  if (text.trim() === '') throw badRequest('invalid_request', 'the body must be a JSON array of one or more objects');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw badRequest('malformed_json', `the body is not valid JSON: ${(e as Error).message}`);
  }
  return checkBatch(value, 'the body', limits);
}

/** The JSON array of the URL-encoded `query` parameter of a GET or DELETE. */
export function readQuery(c: Context<V1Env>, limits: Limits): unknown[] {
  const raw = c.req.query('query');
  if (raw === undefined)
    throw badRequest('invalid_request', 'the query parameter "query" is required (a URL-encoded JSON array)');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    throw badRequest('malformed_json', `the "query" parameter is not valid JSON: ${(e as Error).message}`);
  }
  return checkBatch(value, 'the "query" parameter', limits);
}

/** `limit` as an integer in 1..maxLimit, or the default page size. */
export function readLimit(c: Context<V1Env>, limits: Limits): number | undefined {
  const raw = c.req.query('limit');
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > limits.maxLimit) {
    throw badRequest('invalid_limit', `limit must be an integer from 1 to ${limits.maxLimit}`);
  }
  return Number(raw);
}
