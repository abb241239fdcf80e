/** What a role change sends: an editor's websites (none: null, as /v1 reads "no website yet"), none for an admin. */
export const roleBody = (role: 'admin' | 'editor', websiteIds: string[]) =>
  role === 'editor' ? { role, website_ids: websiteIds.length ? websiteIds : null } : { role };
