/**
 * The capacity of a cache that keeps one entry per user (a profile, an account, a ledger view): the users
 * active at once whose state one instance keeps. A user beyond it is read again when next seen, so it bounds
 * memory, never what is answered; the per-user caches share it so that one figure sizes them together.
 */
export const USERS_KEPT = 10_000;

/**
 * A map that keeps at most `capacity` worth of entries and forgets the least recently used ones first. Each entry
 * weighs 1 unless `weigh` says otherwise (the persisted-query store weighs its texts by length). A Map keeps
 * insertion order, so re-inserting on every hit is enough to make its first key the least recently used. Used for
 * per-process memo tables (tokens, market lookups, query texts) whose key space is unbounded.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();
  #weight = 0;

  constructor(
    readonly capacity: number,
    readonly weigh: (key: K, value: V) => number = () => 1,
  ) {
    if (!(capacity >= 1)) throw new RangeError('BoundedCache: capacity must be at least 1');
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The summed weight of the entries held (their count when every entry weighs 1). */
  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.#entries.set(key, value);
    this.#weight += this.weigh(key, value);
    for (const [oldest, held] of this.#entries) {
      if (this.#weight <= this.capacity) break;
      this.#entries.delete(oldest);
      this.#weight -= this.weigh(oldest, held);
    }
  }

  /** Whether the key was held. */
  delete(key: K): boolean {
    const value = this.#entries.get(key);
    if (value === undefined) return false;
    this.#entries.delete(key);
    this.#weight -= this.weigh(key, value);
    return true;
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

/**
 * Values read from the store, one per key, each trusted for `maxAgeMs` after it was read and then read again: the
 * per-user caches in front of a store read (a profile, an account). Bounded like BoundedCache; `clock` is the
 * caller's, so tests can move time.
 */
export class RecentReads<K, V> {
  readonly #kept: BoundedCache<K, { value: V; readAt: number }>;

  constructor(
    capacity: number,
    readonly maxAgeMs: number,
    readonly clock: () => number = Date.now,
  ) {
    this.#kept = new BoundedCache(capacity);
  }

  /** The value kept for `key` if it was read less than maxAgeMs before `at`. */
  fresh(key: K, at = this.clock()): V | undefined {
    const kept = this.#kept.get(key);
    return kept && at - kept.readAt < this.maxAgeMs ? kept.value : undefined;
  }

  /** Keeps a value read at `readAt` (a read that began before a slow store call should give its start). */
  keep(key: K, value: V, readAt = this.clock()): void {
    this.#kept.set(key, { value, readAt });
  }

  forget(key: K): void {
    this.#kept.delete(key);
  }
}
