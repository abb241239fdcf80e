import { randomUUID } from 'node:crypto';

/**
 * A decline as the runtime posts it to `/public/v1/consents`, with a fresh visitor (and id unless given): what the
 * flood benchmark and the fault script send by the thousand.
 * @param {{ website: string, version: string, url: string, id?: string }} o
 * @returns {import('../../../src/schema/consent-record.ts').ConsentRecord}
 */
export const declineRecord = ({ website, version, url, id = randomUUID() }) => ({
  id,
  visitor: randomUUID(),
  website,
  granted: ['essential'],
  method: 'decline',
  region: 'eu',
  lang: 'en',
  version,
  url,
  at: new Date().toISOString(),
  shown: 'banner',
});
