import { randomUUID } from 'node:crypto';

/**
 * A decline as the runtime posts it to `/public/v1/consents`, for a website's uuid, config version and page:
 * what the fault and sealing tests send by the hundred, each with a fresh id and visitor unless given.
 */
export const declineRecord = (o: { website: string; version: string; url: string; at?: string; id?: string }) => ({
  id: o.id ?? randomUUID(),
  visitor: randomUUID(),
  website: o.website,
  granted: ['essential'],
  method: 'decline',
  region: 'eu',
  lang: 'en',
  version: o.version,
  url: o.url,
  at: o.at ?? new Date().toISOString(),
  shown: 'banner',
});
