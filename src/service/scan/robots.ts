import type { Guard } from './guard.ts';

/** The user-agent token robots.txt rules may name for this scanner. */
export const ROBOTS_AGENT = 'consentscanner';

interface Rule {
  allow: boolean;
  path: string;
}

/**
 * The rules of robots.txt (RFC 9309) for our token, else for `*`: the group
 * naming us wins over the wildcard group; within it the longest matching
 * path wins, Allow over Disallow on a tie; `*` and a final `$` are honoured.
 */
export function parseRobots(text: string, agent = ROBOTS_AGENT): Rule[] {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (key === 'user-agent') {
      if (!current || current.rules.length) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && current) {
      if (value) current.rules.push({ allow: key === 'allow', path: value });
    }
  }
  const mine = groups.filter((g) => g.agents.some((a) => a !== '*' && agent.includes(a)));
  return (mine.length ? mine : groups.filter((g) => g.agents.includes('*'))).flatMap((g) => g.rules);
}

const matches = (pattern: string, path: string) => {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern).split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${body.join('.*')}${anchored ? '$' : ''}`).test(path);
};

/** Whether the rules let us load `url` (path and query). */
export function allowedBy(rules: Rule[], url: URL): boolean {
  const path = url.pathname + url.search;
  let best: Rule | null = null;
  for (const r of rules) {
    if (!matches(r.path, path)) continue;
    if (!best || r.path.length > best.path.length || (r.path.length === best.path.length && r.allow)) best = r;
  }
  return best ? best.allow : true;
}

/**
 * robots.txt of each origin, fetched once per scan through the same guard
 * as the browser (no redirects followed: a moved robots.txt counts as none).
 * A missing, unreadable or slow file allows everything (RFC 9309 §2.3.1.3).
 */
export function createRobots(guard: Guard, timeoutMs = 5_000) {
  const byOrigin = new Map<string, Promise<Rule[]>>();
  const load = async (origin: string): Promise<Rule[]> => {
    const url = `${origin}/robots.txt`;
    if (await guard.check(url)) return [];
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) return [];
      return parseRobots((await res.text()).slice(0, 500_000));
    } catch {
      return [];
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
