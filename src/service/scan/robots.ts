import { readAtMost } from '../core/bounded-body.ts';
import type { AddressGuard } from './address-guard.ts';
import { normalisePath, patternMatches, type Work } from './robots-pattern.ts';

/** The user-agent token robots.txt rules may name for this scanner. */
export const ROBOTS_AGENT = 'consentscanner';
/** How much of a robots.txt is read, counted after decompression (RFC 9309 §2.5 asks for at least 500 KiB). */
export const ROBOTS_MAX_BYTES = 500 * 1024;
/** Rules kept from one file; with the byte cap, this bounds the work of one URL's check. */
const MAX_RULES = 10_000;
/** Matching steps one URL's check may take (about 50 ms on a busy 2-vCPU machine); past them the URL counts as disallowed. */
const MAX_STEPS = 5_000_000;

interface Rule {
  allow: boolean;
  /** The rule's path, normalised (`normalisePath`). */
  path: string;
}

/** What an unreachable robots.txt means: every path disallowed. */
const DISALLOW_ALL: Rule[] = [{ allow: false, path: '/' }];

/**
 * The rules of robots.txt (RFC 9309) for our token, else for `*`: the group
 * naming us wins over the wildcard group; within it the longest matching
 * path wins, Allow over Disallow on a tie; `*` and a final `$` are honoured.
 * Reads at most ROBOTS_MAX_BYTES characters (whole lines) and keeps at most
 * MAX_RULES rules.
 */
export function parseRobots(text: string, agent = ROBOTS_AGENT): Rule[] {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  let kept = 0;
  // Past the cap only whole lines count, as when the file is loaded (readPrefix).
  const head = text.length > ROBOTS_MAX_BYTES ? text.slice(0, text.lastIndexOf('\n', ROBOTS_MAX_BYTES - 1) + 1) : text;
  for (const raw of head.split(/\r\n|\r|\n/)) {
    const hash = raw.indexOf('#');
    const line = hash < 0 ? raw : raw.slice(0, hash);
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || current.rules.length) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && current && value && kept < MAX_RULES) {
      current.rules.push({ allow: key === 'allow', path: normalisePath(value) });
      kept++;
    }
  }
  // The product token matches whole, case-insensitively (RFC 9309 §2.2.1): `User-agent: c` is not a group of ours.
  const mine = groups.filter((g) => g.agents.includes(agent));
  return (mine.length ? mine : groups.filter((g) => g.agents.includes('*'))).flatMap((g) => g.rules);
}

/**
 * Whether the rules let us load `url` (path and query, normalised like the
 * rules). Linear in the rules and the path (`patternMatches`); a check that
 * would take more than MAX_STEPS counts as disallowed. `work` counts the steps.
 */
export function allowedBy(rules: Rule[], url: URL, work: Work = { steps: 0 }): boolean {
  const path = normalisePath(url.pathname + url.search);
  let best: Rule | null = null;
  for (const r of rules) {
    const match = patternMatches(r.path, path, work);
    if (work.steps > MAX_STEPS) return false;
    if (!match) continue;
    if (!best || r.path.length > best.path.length || (r.path.length === best.path.length && r.allow)) best = r;
  }
  return best ? best.allow : true;
}

/**
 * robots.txt of each origin, fetched once per scan through the same guard
 * as the browser (no redirects followed: a moved robots.txt counts as none).
 * A missing file (4xx) allows everything (RFC 9309 §2.3.1.3); one the server
 * could not give (5xx, a network error, no answer in time) disallows
 * everything (§2.3.1.4), which `onNote` is told: the website's own url is
 * still loaded, as it always is.
 * A file larger than ROBOTS_MAX_BYTES is read up to there (its last whole
 * line) and the rest is not fetched; `onNote` is told, for the report.
 */
export function createRobots(guard: AddressGuard, o: { onNote?: (note: string) => void; timeoutMs?: number } = {}) {
  const byOrigin = new Map<string, Promise<Rule[]>>();
  const unreachable = (origin: string, why: string): Rule[] => {
    o.onNote?.(`robots.txt of ${origin} could not be read (${why}): no other page of ${origin} was loaded (RFC 9309 §2.3.1.4)`);
    return DISALLOW_ALL;
  };
  const load = async (origin: string): Promise<Rule[]> => {
    const url = `${origin}/robots.txt`;
    if (await guard.check(url)) return [];
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(o.timeoutMs ?? 5_000) });
    } catch (err) {
      return unreachable(origin, (err as Error).name === 'TimeoutError' ? 'no answer in time' : 'network error');
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return res.status >= 500 ? unreachable(origin, `HTTP ${res.status}`) : [];
    }
    try {
      const { text, cut } = await readPrefix(res, ROBOTS_MAX_BYTES);
      if (cut) o.onNote?.(`robots.txt of ${origin} is larger than 500 KiB: only its first 500 KiB were read (RFC 9309 §2.5)`);
      return parseRobots(text);
    } catch {
      return unreachable(origin, 'the body broke off');
    }
  };
  return {
    async allows(url: string): Promise<boolean> {
      const u = new URL(url);
      let rules = byOrigin.get(u.origin);
      if (!rules) byOrigin.set(u.origin, (rules = load(u.origin)));
      return allowedBy(await rules, u);
    },
  };
}

/**
 * The body's first `max` bytes as text, cut after its last whole line when
 * the body is longer (then `cut`). The bytes are counted as the reader yields
 * them, after fetch has undone gzip or br, so a small compressed body that
 * inflates to gigabytes stops at `max` too; the rest is cancelled unread.
 */
async function readPrefix(res: Response, max: number): Promise<{ text: string; cut: boolean }> {
  const reader = res.body?.getReader();
  if (!reader) return { text: '', cut: false };
  const { bytes, over } = await readAtMost(reader, max);
  if (over) await reader.cancel().catch(() => {});
  const whole = over ? bytes.subarray(0, Math.max(bytes.lastIndexOf(0x0a), bytes.lastIndexOf(0x0d)) + 1) : bytes;
  return { text: new TextDecoder().decode(whole), cut: over };
}
