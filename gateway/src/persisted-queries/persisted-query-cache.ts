/** About 32 MB of UTF-16 text: thousands of typical operations. */
export const PERSISTED_QUERIES_MAX_CHARS = 16 * 1024 * 1024;
/** Larger documents still run; they are just sent in full every time. */
export const PERSISTED_QUERY_MAX_CHARS = 64 * 1024;

/**
 * The store of automatic persisted queries (hash -> query text), bounded by the characters it holds so
 * that clients registering many distinct queries cannot grow the gateway's memory: past the budget the
 * least recently used queries are forgotten, and a client asking by hash for a forgotten one is answered
 * PersistedQueryNotFound and simply sends the text again. Entries never go stale (a hash names exactly
 * one text), so no time limit applies. Its methods match Apollo's KeyValueCache.
 */
export class PersistedQueryCache {
  readonly #entries = new Map<string, string>();
  #chars = 0;

  constructor(
    readonly maxChars: number,
    readonly maxQueryChars: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get heldChars(): number {
    return this.#chars;
  }

  async get(key: string): Promise<string | undefined> {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the end of the Map's order: the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  async set(key: string, value: string): Promise<void> {
    await this.delete(key);
    // A query larger than this is still answered; it is only not kept, so it must always be sent in full.
    if (value.length > this.maxQueryChars) return;
    this.#entries.set(key, value);
    this.#chars += key.length + value.length;
    for (const [oldest, text] of this.#entries) {
      if (this.#chars <= this.maxChars) break;
      this.#entries.delete(oldest);
      this.#chars -= oldest.length + text.length;
    }
  }

  async delete(key: string): Promise<boolean> {
    const value = this.#entries.get(key);
    if (value === undefined) return false;
    this.#entries.delete(key);
    this.#chars -= key.length + value.length;
    return true;
  }
}
