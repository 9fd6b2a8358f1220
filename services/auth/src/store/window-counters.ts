import { Schema, trusted, type Connection } from 'mongoose';
import { isDuplicateKey } from '@realty/service-kit';
import { nextStep } from '../domain/fixed-window.ts';

/** One key's count in its current window (`_id`: the limit's kind and the key). */
export interface LimitWindowDoc {
  _id: string;
  count: number;
  windowEndsAt: Date;
}

const limitWindowSchema = new Schema<LimitWindowDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    // The sweep deletes by it.
    windowEndsAt: { type: Date, required: true, index: true },
  },
  { collection: 'limit_windows', versionKey: false },
);

/** A granted use names its window (key and end), so giving it back never touches a later window. */
export type Claim = { granted: true; key: string; windowEndsAt: Date } | { granted: false; retryAfterSeconds: number };

/** Each round that fails lost to another request's successful write; a handful of rounds is far more than enough. */
const MAX_ROUNDS = 8;

/**
 * The counters behind every limit of auth (sign-ups per address, sign-in attempts, API-key requests), kept in
 * the store so every auth instance, and so every gateway, counts against the same number. One document per key;
 * a use is one conditional increment (`count < limit` in a current window, decided by the store under concurrency) that
 * also creates the document, so work and memory per claim are constant whatever the limit. A refusal costs a read more,
 * and the first use after a window ended a read and a compare-and-set. Filters carry operators and are marked trusted:
 * mongoose's process-wide sanitizeFilter would otherwise turn `{ $lt: ... }` into an equality test.
 */
export class WindowCounters {
  private constructor(private readonly model: ReturnType<typeof limitWindowModel>) {}

  static async open(conn: Connection): Promise<WindowCounters> {
    const model = limitWindowModel(conn);
    await model.init();
    return new WindowCounters(model);
  }

  /** Counts one use of `key` if fewer than `limit` were counted in its current window; a refusal counts nothing. */
  async claim(key: string, limit: number, windowMs: number, now = Date.now()): Promise<Claim> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const windowEndsAt = new Date(now + windowMs);
      try {
        // Raises a current window with room, or creates the key's document as its window's first use. A document
        // that exists but is full or ended does not match, so the upsert's insert meets its _id (duplicate key).
        const raised = await this.model
          .findOneAndUpdate(
            { _id: key, count: trusted({ $lt: limit }), windowEndsAt: trusted({ $gt: new Date(now) }) },
            { $inc: { count: 1 }, $setOnInsert: { windowEndsAt } },
            // No projection: the embedded store does not implement one on findAndModify.
            { upsert: true, returnDocument: 'after' },
          )
          .lean();
        return { granted: true, key, windowEndsAt: raised!.windowEndsAt };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const step = nextStep(await this.model.findById(key).lean(), limit, windowMs, now);
      if (step.kind === 'refuse') return { granted: false, retryAfterSeconds: step.retryAfterSeconds };
      if (step.kind === 'restart') {
        const restarted = await this.model.updateOne(
          { _id: key, windowEndsAt: step.endedAt },
          { $set: { count: 1, windowEndsAt } },
        );
        if (restarted.modifiedCount === 1) return { granted: true, key, windowEndsAt };
      }
    }
    throw new Error(`limit counter ${key} stayed contended for ${MAX_ROUNDS} rounds`);
  }

  /** A limit of `max` uses per key and window, its keys kept apart from other limits' by `kind`. */
  limit(kind: string, max: number, windowMs: number): SharedLimit {
    return {
      claim: (key, now) => this.claim(`${kind}|${key}`, max, windowMs, now),
      release: (claim) => this.release(claim),
      clear: (claim) => this.clear(claim),
    };
  }

  /** Gives one granted use back (the thing it was claimed for did not happen). */
  async release(claim: GrantedClaim): Promise<void> {
    await this.model.updateOne(
      { _id: claim.key, windowEndsAt: claim.windowEndsAt, count: trusted({ $gt: 0 }) },
      { $inc: { count: -1 } },
    );
  }

  /** Forgets the count of the claim's window (a successful sign-in clears the failures before it). */
  async clear(claim: GrantedClaim): Promise<void> {
    await this.model.deleteOne({ _id: claim.key, windowEndsAt: claim.windowEndsAt });
  }

  /** Deletes the counters of windows that have ended; returns how many. */
  async sweep(now = Date.now()): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ windowEndsAt: trusted({ $lte: new Date(now) }) });
    return deletedCount;
  }

  /** The count of a key's current window (tests and diagnostics). */
  async count(key: string, now = Date.now()): Promise<number> {
    const doc = await this.model.findById(key).lean();
    return doc && doc.windowEndsAt.getTime() > now ? doc.count : 0;
  }
}

export type GrantedClaim = Extract<Claim, { granted: true }>;

/** One configured limit over the shared counters (sign-ups per address, sign-in attempts per email and address). */
export interface SharedLimit {
  claim(key: string, now?: number): Promise<Claim>;
  release(claim: GrantedClaim): Promise<void>;
  clear(claim: GrantedClaim): Promise<void>;
}

function limitWindowModel(conn: Connection) {
  return conn.model<LimitWindowDoc>('LimitWindow', limitWindowSchema);
}
