import { BoundedCache } from '@realty/service-kit';

/** About 32 MB of UTF-16 text: thousands of typical operations. */
export const PERSISTED_QUERIES_MAX_CHARS = 16 * 1024 * 1024;
/** Larger documents still run; they are just sent in full every time. */
export const PERSISTED_QUERY_MAX_CHARS = 64 * 1024;

/**
 * The store of automatic persisted queries (hash -> query text), bounded by the characters it holds so
 * that clients registering many distinct queries cannot grow the gateway's memory: past the budget the
 * least recently used queries are forgotten, and a client asking by hash for a forgotten one is answered
 * PersistedQueryNotFound and simply sends the text again. Entries never go stale (a hash names exactly
 * one text), so no time limit applies. Its methods match Apollo's KeyValueCache, over the one BoundedCache.
 */
export class PersistedQueryCache {
  readonly #entries: BoundedCache<string, string>;

  constructor(
    readonly maxChars: number,
    readonly maxQueryChars: number,
  ) {
    this.#entries = new BoundedCache<string, string>(maxChars, (key, text) => key.length + text.length);
  }

  get size(): number {
    return this.#entries.size;
  }

  get heldChars(): number {
    return this.#entries.weight;
  }

  async get(key: string): Promise<string | undefined> {
    return this.#entries.get(key);
  }

  async set(key: string, value: string): Promise<void> {
    // A query larger than this is still answered; it is only not kept, so it must always be sent in full.
    if (value.length > this.maxQueryChars) {
      this.#entries.delete(key);
      return;
    }
    this.#entries.set(key, value);
  }

  async delete(key: string): Promise<boolean> {
    return this.#entries.delete(key);
  }
}
