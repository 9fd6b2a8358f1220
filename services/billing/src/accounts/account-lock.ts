import type { mongo } from 'mongoose';

/**
 * Runs writes to one account one after another within this process.
 *
 * Why: the conditional updates below are atomic on MongoDB, but our embedded default,
 * FerretDB 1.24 over SQLite, applies concurrent updates to one document as an unisolated
 * read-modify-write (measured: 40 parallel `$inc: 1` on one document leave it at 8, and
 * findOneAndUpdate returns a document for writers whose update was lost). Serialising each
 * account's writes in process makes the single-instance default exact; the compare-and-set
 * filters still guard several instances against each other on MongoDB.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => current);
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      // The last holder cleans up, so the map only holds keys with writers waiting.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/**
 * The collection as the outbox relay should see it: its removal of published events
 * (updateOne by _id) takes the same per-account lock as the domain writes, so neither can
 * overwrite the other on FerretDB.
 */
export function relayView(collection: mongo.Collection, lock: KeyedLock): mongo.Collection {
  const updateOne: mongo.Collection['updateOne'] = (filter, update, options) =>
    lock.run(String(filter._id), () => collection.updateOne(filter, update, options));
  return new Proxy(collection, {
    get(target, prop) {
      if (prop === 'updateOne') return updateOne;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
