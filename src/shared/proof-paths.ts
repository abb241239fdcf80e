// The public URLs of the consent log and of banner revisions (docs/proof.md#public-urls), under /public/v1:
// written once, for the routes that serve them and for the scan worker and the witness that request them.

const site = (websiteUuid: string) => `/public/v1/websites/${encodeURIComponent(websiteUuid)}`;

/** The newest signed tree head of a website's log, with its public key. */
export const headPath = (websiteUuid: string) => `${site(websiteUuid)}/proof/head`;
/** Every signed head after a size, oldest first. */
export const headsPath = (websiteUuid: string, after = 0) => `${site(websiteUuid)}/proof/heads?after=${after}`;
/** The consistency proof between two tree sizes. */
export const consistencyPath = (websiteUuid: string, first: number, second: number) =>
  `${site(websiteUuid)}/proof/consistency?first=${first}&second=${second}`;
/** A page that shows one banner revision alone, for its screenshots. */
export const revisionPreviewPath = (websiteUuid: string, revisionId: string) =>
  `${site(websiteUuid)}/banner-revisions/${encodeURIComponent(revisionId)}/preview`;
