import type { Page } from 'playwright-core';
import { trackerNameLists } from '../classify/index.ts';
import { DUMP_TEXT_MAX, FRAME_DUMP_MS, FRAMES_PER_PAGE, LINKS_PER_FRAME, PAGE_CAPS } from './caps.ts';
import type { StorageDump } from './seen.ts';

type FrameDump = Omit<StorageDump, 'main'> & { trackers: number; cut: number };
interface DumpArgs {
  /** Entries of known trackers this frame may send: the page's room left for them. */
  trackerRoom: number;
  /** Other entries it may send besides, so that a frame full of noise cannot push a tracker out. */
  room: number;
  max: number;
  linksMax: number;
  cookieSetters: number;
  exact: string[];
  prefixes: string[];
}

/**
 * Runs in the frame: storage keys, IndexedDB names, setters and links, bounded
 * in the frame itself so that what leaves the browser is bounded too
 * (docs/scanner.md#caps). Keys of known trackers (by name, case ignored)
 * come first; `cut` counts what was not sent.
 */
async function readFrame(a: DumpArgs): Promise<FrameDump> {
  const cutText = (v: string) => (v.length > a.max ? `${v.slice(0, a.max)}…` : v);
  const exact = new Set(a.exact);
  const isTracker = (k: string) => {
    const l = k.toLowerCase();
    return exact.has(l) || a.prefixes.some((p) => l.startsWith(p));
  };
  let idb: string[] = [];
  try {
    idb = (await indexedDB.databases()).map((d) => d.name ?? '').filter(Boolean);
  } catch {}
  const stores = [
    ['local', localStorage],
    ['session', sessionStorage],
  ] as const;
  const all = [
    ...stores.flatMap(([kind, s]) => Object.keys(s).map((k) => [kind, k] as const)),
    ...idb.map((k) => ['idb', k] as const),
  ];
  const trackers = all.filter(([, k]) => isTracker(k)).slice(0, a.trackerRoom);
  const taken = new Set(trackers);
  const others = all.filter((e) => !taken.has(e)).slice(0, a.room);
  const sent = [...trackers, ...others];
  const entries = (kind: string, s: Storage) =>
    sent.filter(([k]) => k === kind).map(([, k]) => [cutText(k), cutText(s.getItem(k) ?? '')] as [string, string]);
  const names = new Set(sent.map(([, k]) => k));
  // The last setter of each storage key sent, and of at most `max` cookie names: the log grows with every write.
  const setters = (log: [string, string, string | null][], keys: Set<string>, max: number) => {
    const last = new Map<string, [string, string, string | null]>();
    let cookies = 0;
    for (const e of log) {
      const id = `${e[0]}|${e[1]}`;
      if (e[0] === 'cookie' ? !last.has(id) && cookies++ >= max : !keys.has(e[1])) continue;
      last.set(id, e);
    }
    return [...last.values()];
  };
  const w = window as unknown as { __consentScan?: [string, string, string | null][] };
  const links: string[] = [];
  for (const el of document.querySelectorAll('a[href]')) {
    if (links.length >= a.linksMax) break;
    links.push((el as HTMLAnchorElement).href.slice(0, 2048));
  }
  return {
    origin: location.origin,
    local: entries('local', localStorage),
    session: entries('session', sessionStorage),
    idb: sent.filter(([k]) => k === 'idb').map(([, k]) => cutText(k)),
    setters: setters(w.__consentScan ?? [], names, a.cookieSetters),
    links,
    preferenceButton: !!document.querySelector('.service-display-preferences'),
    cut: all.length - sent.length,
    trackers: trackers.length,
  };
}

let lists: { exact: string[]; prefixes: string[] } | undefined;

/**
 * Storage, IndexedDB names, setters' scripts and links of the page's first
 * FRAMES_PER_PAGE frames (a frame that does not answer within FRAME_DUMP_MS is skipped),
 * within PAGE_CAPS.storage entries of known trackers and as many others
 * (capPage then keeps PAGE_CAPS.storage of them, trackers first). Returns the dumps and how many entries were not sent.
 */
export async function dumpStorage(page: Page): Promise<{ dumps: StorageDump[]; cut: number }> {
  lists ??= trackerNameLists();
  const dumps: StorageDump[] = [];
  let room: number = PAGE_CAPS.storage;
  let trackerRoom: number = PAGE_CAPS.storage;
  let cut = 0;
  for (const frame of page.frames().slice(0, FRAMES_PER_PAGE)) {
    const main = frame === page.mainFrame();
    const args: DumpArgs = {
      room,
      trackerRoom,
      max: DUMP_TEXT_MAX,
      linksMax: LINKS_PER_FRAME,
      cookieSetters: 4 * PAGE_CAPS.cookies,
      ...lists,
    };
    const timeout = new Promise<null>((r) => setTimeout(() => r(null), main ? FRAME_DUMP_MS.main : FRAME_DUMP_MS.other).unref());
    const d = await Promise.race([frame.evaluate(readFrame, args).catch(() => null), timeout]);
    if (!d) continue;
    const { trackers, cut: notSent, ...dump } = d;
    const sent = dump.local.length + dump.session.length + dump.idb.length;
    trackerRoom = Math.max(0, trackerRoom - trackers);
    room = Math.max(0, room - (sent - trackers));
    cut += notSent;
    dumps.push({ ...dump, main });
  }
  return { dumps, cut };
}
