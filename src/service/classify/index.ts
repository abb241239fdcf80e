// The scanner's classification layer: pure functions over the Open Cookie
// Database (data/open-cookie-database.csv), third-party-web's entities and the
// project's own table (data/third-party-web.json, data/own-trackers.json).
export { type Adequacy, adequacyOf, isAdequate } from './adequacy.ts';
export { type Classification, type ClassificationSource, type ClassifyInput, classify } from './classify.ts';
export { type CookieDatabase, defaultCookieDatabase, defaultDatabasePath, loadCookieDatabase } from './database.ts';
export { registrableDomain } from './domains.ts';
export { cookieIdentity, foldRandomParts, type IdentityInput, namePattern } from './identity.ts';
export { defaultTrackerKnowledge, loadTrackerKnowledge, type TrackerKnowledge } from './knowledge.ts';
export { CATEGORY_MAP, TPW_CATEGORY } from './source-categories.ts';
export { isKnownTracker, trackerNameLists } from './tracker-names.ts';
export type { KnownCategory, Tracker, TrackerKind } from './tracker-types.ts';
export { findByUrl, findTracker, findUrlRule, knownDomainOf } from './trackers.ts';
