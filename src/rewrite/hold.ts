import type { BlockedCategory } from '../shared/blocking.ts';
import { type MapLike, waitsFor } from '../shared/blocking-match.ts';

/**
 * The one decision of the rewrite: the categories a request to `url` from the page at `page` waits for, or
 * undefined when it never waits. Everything the rewrite knows of trackers is behind it, so that another source
 * of knowledge than the website's blocking map plugs in here alone.
 */
export type Hold = (url: URL, page: URL) => readonly BlockedCategory[] | undefined;

/** The decision of the runtime's blocker with the website's blocking map (src/shared/blocking-match.ts `waitsFor`). */
export const holdByMap =
  (map: MapLike): Hold =>
  (url, page) =>
    waitsFor(url.href, map, page);
