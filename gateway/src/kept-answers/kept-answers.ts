import { BoundedCache, USERS_KEPT } from '@realty/service-kit';

/** When a subgraph call began: an answer is kept only if nothing about its users was dropped since. */
export interface CallStart {
  seq: number;
  at: number;
  live: boolean;
}

interface Kept<V> {
  value: V;
  start: CallStart;
  /** The users the answer is about: the caller and every entity it was asked for. */
  users: readonly string[];
}

/**
 * Subgraph answers kept for a short bound and dropped as soon as something says a user's data changed. An answer is
 * kept only while the events that say so can be heard (`setLive`), and counts as old from the moment its call
 * began, so a change that lands while a call is on its way never leaves the older answer kept.
 */
export class KeptAnswers<V> {
  readonly #answers: BoundedCache<string, Kept<V>>;
  /** Every drop raises it; an answer whose call began before its users' last drop is not used. */
  #seq = 0;
  #clearedAtSeq = 0;
  /** The last drop of each user within the last keepMs, oldest first (older drops cannot matter any more). */
  readonly #dropped = new Map<string, { seq: number; at: number }>();
  #live = false;

  /**
   * At most `capacity` worth of answers (by `weigh`, each 1 by default), least recently used forgotten first: an
   * answer past its bound is only noticed when asked for again, so the capacity is what bounds the memory.
   */
  constructor(
    readonly keepMs: number,
    capacity = USERS_KEPT,
    private readonly clock: () => number = Date.now,
    weigh: (key: string, value: V) => number = () => 1,
  ) {
    this.#answers = new BoundedCache(capacity, (key, kept) => weigh(key, kept.value));
  }

  /** Whether changes can be heard now: while they cannot, nothing is kept and what was kept is forgotten. */
  setLive(live: boolean): void {
    if (!live) this.clear();
    this.#live = live;
  }

  /** Called as a subgraph call begins; hand the result to `keep` with its answer. */
  begin(): CallStart {
    return { seq: this.#seq, at: this.clock(), live: this.#live };
  }

  get(key: string): V | undefined {
    const kept = this.#answers.get(key);
    if (!kept) return undefined;
    if (this.#stale(kept.start, kept.users)) {
      this.#answers.delete(key);
      return undefined;
    }
    return kept.value;
  }

  keep(key: string, users: readonly string[], start: CallStart, value: V): void {
    if (this.#live && !this.#stale(start, users)) this.#answers.set(key, { value, start, users });
  }

  /** Forgets every answer about `userId`, and any answer about them still on its way. */
  dropUser(userId: string): void {
    const now = this.clock();
    this.#seq += 1;
    this.#dropped.delete(userId);
    this.#dropped.set(userId, { seq: this.#seq, at: now });
    for (const [user, drop] of this.#dropped) {
      if (now - drop.at <= this.keepMs) break;
      this.#dropped.delete(user);
    }
  }

  clear(): void {
    this.#seq += 1;
    this.#clearedAtSeq = this.#seq;
  }

  #stale(start: CallStart, users: readonly string[]): boolean {
    if (!start.live || start.seq < this.#clearedAtSeq || this.clock() - start.at >= this.keepMs) return true;
    return users.some((user) => (this.#dropped.get(user)?.seq ?? 0) > start.seq);
  }
}
