// The scanner's classification layer: pure functions over the Open Cookie
// Database (data/open-cookie-database.csv) and the project's own tables.
export { type Adequacy, adequacyOf, isAdequate } from './adequacy.ts';
export { CATEGORY_MAP } from './category-rules.ts';
export { type Classification, type ClassifyInput, classify } from './classify.ts';
export { type CookieDatabase, defaultCookieDatabase, defaultDatabasePath, loadCookieDatabase } from './database.ts';
export { cookieIdentity, foldRandomParts, type IdentityInput } from './identity.ts';
export { isKnownTracker, trackerNameLists } from './tracker-names.ts';
export { findTracker, type Tracker } from './trackers.ts';
