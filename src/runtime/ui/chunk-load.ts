import { CHUNK_CONTRACT, CHUNK_HOOK, CHUNK_PATH, type Chunk, type ChunkHook } from './chunk-contract.ts';

// The chunk's content hash (build/build.mjs), so that a cached chunk never
// outlives the main bundle that asks for it; undefined in tests.
declare const CHUNK_VERSION: string | undefined;

/** One page view's access to the second chunk. */
export interface ChunkLoader {
  /**
   * Loads the chunk once from the service origin, then calls `then` with it;
   * with nothing when it failed to load (offline, blocked by a CSP or an
   * extension), in which case a later call tries again. Without `then` it only
   * prefetches.
   */
  load(then?: (c: Chunk | undefined) => void): void;
  /** The chunk when it has already loaded. */
  loadedChunk(): Chunk | undefined;
}

export function createChunkLoader(origin: string, nonce: string | undefined): ChunkLoader {
  let chunk: Chunk | undefined;
  let script: HTMLScriptElement | undefined;
  const waiting: ((c: Chunk | undefined) => void)[] = [];
  /** What the chunk calls when it runs, with its parts. */
  const receive: ChunkHook = (contract, parts) => {
    if (contract === CHUNK_CONTRACT && !chunk) chunk = parts;
  };
  return {
    loadedChunk: () => chunk,
    load(then) {
      if (chunk) return void (then && then(chunk));
      if (then) waiting.push(then);
      if (script) return;
      // Non-enumerable: not listed among the page's globals. Defined only now, so a second copy of the runtime
      // (which does nothing) never takes it over.
      Object.defineProperty(window, CHUNK_HOOK, { value: receive, configurable: true });
      const s = (script = document.createElement('script'));
      s.src = origin + CHUNK_PATH + (typeof CHUNK_VERSION === 'string' ? '?v=' + CHUNK_VERSION : '');
      if (nonce) s.nonce = nonce;
      // A classic script has run by the time `load` fires: the chunk registered, or it was not ours.
      s.onload = s.onerror = () => {
        if (!chunk) {
          s.remove();
          script = undefined;
        }
        for (const fn of waiting.splice(0)) fn(chunk);
      };
      document.head.append(s);
    },
  };
}
