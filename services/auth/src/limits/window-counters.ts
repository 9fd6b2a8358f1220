import { Schema, trusted, type Connection } from 'mongoose';
import { isDuplicateKey } from '@realty/service-kit';
import { fixedWindow, secondsUntil } from '../domain/fixed-window.ts';

/** One key's count in one window (`_id`: the key and the window's start, see domain/fixed-window.ts). */
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

export type Claim = { granted: true; windowId: string } | { granted: false; retryAfterSeconds: number };

/**
 * The counters behind every limit of auth (sign-ups per address, sign-in attempts, API-key requests), kept in
 * the store so every auth instance, and so every gateway, counts against the same number. A use is claimed with
 * one conditional write (`count < limit`, the store decides under concurrency) on the one document of its key and
 * window: constant work and memory whatever the limit. Filters carry operators, so they are marked trusted:
 * mongoose's process-wide sanitizeFilter would otherwise turn `{ $lt: ... }` into an equality test.
 */
export class WindowCounters {
  private constructor(private readonly model: ReturnType<typeof limitWindowModel>) {}

  static async open(conn: Connection): Promise<WindowCounters> {
    const model = limitWindowModel(conn);
    await model.init();
    return new WindowCounters(model);
  }

  /** Counts one use of `key` in the current window if fewer than `limit` were counted; a refusal counts nothing. */
  async claim(key: string, limit: number, windowMs: number, now = Date.now()): Promise<Claim> {
    const window = fixedWindow(key, now, windowMs);
    const underLimit = { _id: window.id, count: trusted({ $lt: limit }) };
    try {
      // The window's first use creates the document; later ones find it under the limit and raise it.
      await this.model.updateOne(underLimit, { $inc: { count: 1 }, $setOnInsert: { windowEndsAt: window.endsAt } }, { upsert: true });
      return { granted: true, windowId: window.id };
    } catch (err) {
      // The document exists and is at the limit (the upsert's insert met its _id), or another request created it
      // between our filter and our insert: one plain conditional update tells which.
      if (!isDuplicateKey(err)) throw err;
    }
    const raised = await this.model.updateOne(underLimit, { $inc: { count: 1 } });
    if (raised.modifiedCount === 1) return { granted: true, windowId: window.id };
    return { granted: false, retryAfterSeconds: secondsUntil(window.endsAt, now) };
  }

  /** A limit of `max` uses per key and window, its keys kept apart from other limits' by `kind`. */
  limit(kind: string, max: number, windowMs: number): SharedLimit {
    return { claim: (key, now) => this.claim(`${kind}|${key}`, max, windowMs, now), release: (id) => this.release(id), clear: (id) => this.clear(id) };
  }

  /** Gives one claimed use back (the thing it was claimed for did not happen). */
  async release(windowId: string): Promise<void> {
    await this.model.updateOne({ _id: windowId, count: trusted({ $gt: 0 }) }, { $inc: { count: -1 } });
  }

  /** Forgets a window's count (a successful sign-in clears the failures before it). */
  async clear(windowId: string): Promise<void> {
    await this.model.deleteOne({ _id: windowId });
  }

  /** Deletes the counters of windows that have ended; returns how many. */
  async sweep(now = Date.now()): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ windowEndsAt: trusted({ $lte: new Date(now) }) });
    return deletedCount;
  }

  /** The current count of a key's window (tests and diagnostics). */
  async count(key: string, windowMs: number, now = Date.now()): Promise<number> {
    const doc = await this.model.findById(fixedWindow(key, now, windowMs).id).lean();
    return doc?.count ?? 0;
  }
}

/** One configured limit over the shared counters (sign-ups per address, sign-in attempts per email and address). */
export interface SharedLimit {
  claim(key: string, now?: number): Promise<Claim>;
  release(windowId: string): Promise<void>;
  clear(windowId: string): Promise<void>;
}

function limitWindowModel(conn: Connection) {
  return conn.model<LimitWindowDoc>('LimitWindow', limitWindowSchema);
}
