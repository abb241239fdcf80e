import { TCF_STORAGE_KEY } from '../../shared/tcf-paths.ts';

/** A TC string as kept: for the consent version and the decision (its time, in seconds as the cookie keeps it) it was made for. */
interface StoredTc {
  v: string;
  at: number;
  tc: string;
  ac: string;
}

const seconds = (at: string) => Math.floor(Date.parse(at) / 1000);

/**
 * The TC string kept for this decision: the consent cookie says what was decided, this what the TC string said of
 * it. Another version's string, or one of an earlier decision, is not used (a re-consent makes a new one).
 */
export function readTc(version: string, at: string): { tc: string; ac: string } | null {
  try {
    const s = JSON.parse(localStorage.getItem(TCF_STORAGE_KEY) || 'null') as StoredTc | null;
    return s && s.v === version && s.at === seconds(at) && typeof s.tc === 'string' && typeof s.ac === 'string' ? s : null;
  } catch {
    return null;
  }
}

/** Keeps the TC string in the website's own storage; where the browser keeps nothing, this page view still has it. */
export function writeTc(version: string, at: string, tc: string, ac: string): void {
  try {
    localStorage.setItem(TCF_STORAGE_KEY, JSON.stringify({ v: version, at: seconds(at), tc, ac } satisfies StoredTc));
  } catch {
    // Storage blocked or full.
  }
}
