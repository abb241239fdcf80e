/**
 * A map that holds at most `maxBytes` of values, by the sizes its callers
 * give, dropping the least recently used first. A value larger than the
 * whole bound is not kept (its caller still has it).
 */
export class ByteLru<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;
  /** The most recently used key: getting it again (the hot case, one website's script) moves nothing. */
  #newest: K | undefined;

  constructor(readonly maxBytes: number) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const e = this.#entries.get(key);
    if (!e) return undefined;
    if (key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, e);
      this.#newest = key;
    }
    return e.value;
  }

  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#newest = key;
    this.#bytes += bytes;
    for (const [k, e] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= e.bytes;
    }
  }

  delete(key: K): void {
    const e = this.#entries.get(key);
    if (!e) return;
    this.#entries.delete(key);
    this.#bytes -= e.bytes;
  }
}
