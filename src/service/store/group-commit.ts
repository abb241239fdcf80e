/** One write of a group: the items in the order given, and a result for each, in that order. */
export type WriteGroup<I, O> = (items: readonly I[]) => Promise<O[]>;

export interface GroupCommitOptions<I, O> {
  /** Writes several items in one statement or transaction: all of them or none. */
  writeAll: WriteGroup<I, O>;
  /** Writes one item alone: an item that waits by itself, and each item of a group that failed. */
  writeOne: (item: I) => Promise<O>;
  /** Items with the same key never share a group (the later one waits for the next), so a group never races itself. */
  key?: (item: I) => string;
  /** Most items in one group. */
  maxItems?: number;
  /**
   * Longest a caller waits for its item, in ms: past it the caller's promise rejects with `late()` while the item
   * stays in the queue or the write (it may still be written; a caller who sends it again must be told apart).
   */
  waitMs?: number;
  late?: () => unknown;
  /** A failure of a whole group that each item alone would meet too (the database is down): no item is tried alone. */
  sharedFailure?: (err: unknown) => boolean;
}

interface Waiting<I, O> {
  item: I;
  resolve: (o: O) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit: writes go to the database together — one statement, one
 * commit, instead of one each. A write waits for the end of the event loop's
 * current turn (`setImmediate`, no timer: no added latency when the service is
 * quiet), so that every request whose body arrived in that turn joins it; and
 * a write that arrives while another is in flight waits for that one, and goes
 * with everything else that waited meanwhile. The embedded database needs the
 * first: its queries run synchronously on this thread, so no request is read
 * while one is in flight. Each caller's promise settles only once its own item
 * is written.
 *
 * A group is all or nothing (`writeAll`), so when it fails nothing of it was
 * kept and every item is written again alone (`writeOne`): one bad item gets
 * its own error and takes no other item down with it, and none is answered
 * as written unless it was.
 */
export function groupCommit<I, O>(opts: GroupCommitOptions<I, O>): (item: I) => Promise<O> {
  const { writeAll, writeOne, key, waitMs, late, sharedFailure } = opts;
  const maxItems = opts.maxItems ?? 200;
  let queue: Waiting<I, O>[] = [];
  let running = false;

  const take = (): Waiting<I, O>[] => {
    if (!key) return queue.splice(0, maxItems);
    const group: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    const rest: Waiting<I, O>[] = [];
    for (const w of queue) {
      const k = key(w.item);
      if (group.length < maxItems && !keys.has(k)) {
        keys.add(k);
        group.push(w);
      } else rest.push(w);
    }
    queue = rest;
    return group;
  };

  const alone = (w: Waiting<I, O>) => writeOne(w.item).then(w.resolve, w.reject);

  const write = async (group: Waiting<I, O>[]) => {
    if (group.length === 1) return alone(group[0]!);
    let results: O[];
    try {
      results = await writeAll(group.map((w) => w.item));
      if (results.length !== group.length) throw new Error(`a group of ${group.length} answered ${results.length} results`);
    } catch (err) {
      if (sharedFailure?.(err)) for (const w of group) w.reject(err);
      else for (const w of group) await alone(w);
      return;
    }
    for (const [i, w] of group.entries()) w.resolve(results[i]!);
  };

  const run = async () => {
    try {
      while (queue.length) await write(take());
    } finally {
      running = false;
    }
  };

  const enqueue = (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(run);
      }
    });
  if (!waitMs) return enqueue;
  return (item) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(late ? late() : new Error(`not written within ${waitMs} ms`)), waitMs);
    });
    return Promise.race([enqueue(item), deadline]).finally(() => clearTimeout(timer));
  };
}
