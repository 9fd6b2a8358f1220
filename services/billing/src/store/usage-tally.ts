import type { Logger } from '@realty/service-kit';
import type { AccountCollection } from './collections.ts';

/**
 * How long counted units wait to share one counter write (each write updates every account changed meanwhile;
 * on the embedded store every updated document is its own transaction, which holds up the ledger inserts meanwhile).
 */
const FLUSH_MS = 5000;

/**
 * Accounts per write of a flush. The embedded store runs one write command of a database at a time (its write
 * proxy), so one bulk write of every account held each round's reservation and ledger inserts for as long as all
 * the updates took (the usage bench's worst rounds, docs/performance.md); a few at a time let them in between.
 */
const FLUSH_CHUNK = 4;

/**
 * The account's `usageCount` is a display counter (the User's usageCount, subscription.changed's count): the
 * ledger decides every grant. Changes are added up in memory and written behind the grants, one bulk write for
 * every account changed in the last FLUSH_MS, each conditional on the period they were counted in (a counter
 * reset by a new period is not pushed up by the old period's units). A crash loses at most FLUSH_MS of
 * changes to the display, never a count.
 */
export class UsageTally {
  readonly #pending = new Map<string, { userId: string; periodStart: Date; delta: number }>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly accounts: AccountCollection,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  add(userId: string, periodStart: Date, delta: number): void {
    if (delta === 0) return;
    const key = tallyKey(userId, periodStart);
    const entry = this.#pending.get(key);
    if (entry) entry.delta += delta;
    else this.#pending.set(key, { userId, periodStart, delta });
    this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** The change not written yet of one account's counter in one period. */
  pending(userId: string, periodStart: Date): number {
    return this.#pending.get(tallyKey(userId, periodStart))?.delta ?? 0;
  }

  /** Writes what is pending now (also on shutdown and in tests). */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = [...this.#pending.values()];
    this.#pending.clear();
    if (batch.length === 0) return this.#flushing;
    this.#flushing = this.#flushing.then(() => this.#write(batch));
    return this.#flushing;
  }

  async #write(batch: Array<{ userId: string; periodStart: Date; delta: number }>): Promise<void> {
    for (let i = 0; i < batch.length; i += FLUSH_CHUNK) {
      const chunk = batch.slice(i, i + FLUSH_CHUNK);
      await this.accounts
        .bulkWrite(
          chunk.map(({ userId, periodStart, delta }) => ({
            updateOne: { filter: { _id: userId, periodStart }, update: { $inc: { usageCount: delta } } },
          })),
          { ordered: false },
        )
        .catch((err: unknown) => this.log.warn('usage display counter not written', { err, accounts: chunk.length }));
    }
  }
}

const tallyKey = (userId: string, periodStart: Date) => `${userId}\u0000${periodStart.getTime()}`;
