import type { mongo } from 'mongoose';

/** One document whose `version` goes up after every change of an account's plan, status or trial end. */
export interface GateChangesDoc {
  _id: 'gate';
  version: number;
}

export type GateChangesCollection = mongo.Collection<GateChangesDoc>;

/**
 * Tells billing instances that some account's plan, status or trial changed, so an account state an instance
 * kept between authorization rounds is read again before it decides another grant. One point read per round
 * replaces a read of every account in it. A writer changes the account first and then bumps the version; a
 * reader reads the version before the account, so a state kept under an unchanged version is current but for
 * a change still between its two writes (a grant racing a plan change by a moment counts as before it).
 *
 * `epoch` is this instance's count of the changes it has learnt of: its own bumps at once, other instances'
 * when a read of the version (a round's, or the watch's) finds it moved. What is kept under an older epoch may
 * be out of date.
 */
export class GateChanges {
  #seen: number | null = null;
  #epoch = 0;

  constructor(private readonly changes: GateChangesCollection) {}

  get epoch(): number {
    return this.#epoch;
  }

  async version(): Promise<number> {
    const version = (await this.changes.findOne({ _id: 'gate' }))?.version ?? 0;
    if (version !== this.#seen) {
      this.#seen = version;
      this.#epoch += 1;
    }
    return version;
  }

  async bump(): Promise<void> {
    await this.changes.updateOne({ _id: 'gate' }, { $inc: { version: 1 } }, { upsert: true });
    this.#epoch += 1;
  }

  /**
   * Reads the version every `intervalMs` (one point read), so changes made through other instances raise the
   * epoch within that time even when no round runs. A failed read is tried again next time; `onError` hears of
   * the first failure after a success, not of every one while the store is away. Returns the stop.
   */
  watch(intervalMs: number, onError: (err: unknown) => void): () => void {
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    let failing = false;
    const tick = async () => {
      try {
        await this.version();
        failing = false;
      } catch (err) {
        if (!failing) onError(err);
        failing = true;
      }
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    };
    timer = setTimeout(tick, 0).unref();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }
}
