import type { Request } from 'playwright-core';
import { registrableDomain } from '../classify/domains.ts';
import { findByUrl } from '../classify/trackers.ts';

/** A request of the page to its own site that the server sent on to another site. */
export interface OffsiteRedirect {
  /** The page's own URL the request was made to. */
  from: string;
  /** Where the redirect sent it, off the site. */
  to: string;
}

/** At most this many redirects are noted per page, and this many notes per scan. */
export const REDIRECTS_PER_PAGE = 20;
const NOTES = 10;

/**
 * When `req` is the hop by which a request to the page's own site (`pageHost`) left it through a redirect: the
 * first URL of its chain and this one. A redirect happens in the network, where no script in the page sees it:
 * the runtime's blocker and the server-side rewrite judge the first-party URL and let it through
 * (docs/runtime.md#automatic-blocking).
 */
export function offsiteRedirect(req: Request, pageHost: string): OffsiteRedirect | null {
  let first = req.redirectedFrom();
  if (!first) return null;
  while (first.redirectedFrom()) first = first.redirectedFrom()!;
  const site = registrableDomain(pageHost);
  let from: URL;
  let to: URL;
  try {
    from = new URL(first.url());
    to = new URL(req.url());
  } catch {
    return null;
  }
  if (registrableDomain(from.hostname) !== site || registrableDomain(to.hostname) === site) return null;
  return { from: from.href, to: to.href };
}

/**
 * The report's advice for the scan's redirects that lead to a known tracker (a `tracker` of the knowledge, by
 * its URL rule or its host): one note per first-party URL, the first `NOTES` of them.
 */
export function redirectNotes(redirects: readonly OffsiteRedirect[]): string[] {
  const notes = new Map<string, string>();
  for (const r of redirects) {
    const tracker = findByUrl(r.to);
    if (tracker?.kind !== 'tracker' || notes.has(r.from) || notes.size >= NOTES) continue;
    notes.set(
      r.from,
      `${r.from} redirects to ${r.to} (${tracker.service}${tracker.category ? `, ${tracker.category}` : ''}): ` +
        'a redirect happens where no script in the page sees it, so automatic blocking cannot hold it before consent. ' +
        `Load the tracker from its own address, or tag it with data-service-category="${tracker.category ?? 'advertising'}".`,
    );
  }
  return [...notes.values()];
}
