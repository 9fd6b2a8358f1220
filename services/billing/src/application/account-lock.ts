/**
 * Runs this process's writes to one account one after another.
 *
 * Not what makes usage exact: every account write is a compare-and-set that is atomic on
 * MongoDB and on the embedded store (whose write proxy serialises writes per collection), so
 * several billing instances stay exact without it. It saves work: concurrent requests for one
 * account inside one instance would otherwise mostly lose their compare-and-set and retry.
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
