import { ApiError } from '../core/api-client.ts';

/** The service's validation errors by field (`email`, `website_ids`), to show each next to its field. */
export function fieldErrors(e: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(e instanceof ApiError)) return out;
  for (const v of (e.body.validation_errors as { field?: string; message?: string }[] | undefined) ?? [])
    if (v.field && v.message && !out[v.field]) out[v.field] = v.message;
  return out;
}

/** What a role change sends: an editor's websites (none: null, as /v1 reads "no website yet"), none for an admin. */
export const roleBody = (role: 'admin' | 'editor', websiteIds: string[]) =>
  role === 'editor' ? { role, website_ids: websiteIds.length ? websiteIds : null } : { role };
