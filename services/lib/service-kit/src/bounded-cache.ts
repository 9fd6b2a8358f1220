/**
 * The capacity of a cache that keeps one entry per user (a profile, an account, a ledger view): the users
 * active at once whose state one instance keeps. A user beyond it is read again when next seen, so it bounds
 * memory, never what is answered; the per-user caches share it so that one figure sizes them together.
 */
export const USERS_KEPT = 10_000;

/**
 * A map that keeps at most `capacity` entries and forgets the least recently used one first. A Map keeps
 * insertion order, so re-inserting on every hit is enough to make its first key the least recently used.
 * Used for per-process memo tables (tokens, market lookups) whose key space is unbounded.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('BoundedCache: capacity must be at least 1');
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** The cached value, or `compute()`'s result stored first. */
  getOrSet(key: K, compute: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.set(key, value);
    return value;
  }
}
