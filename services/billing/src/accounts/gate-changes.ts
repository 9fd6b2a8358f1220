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
 * a change still between its two writes (a grant racing a plan change by milliseconds counts as before it).
 */
export class GateChanges {
  constructor(private readonly changes: GateChangesCollection) {}

  async version(): Promise<number> {
    return (await this.changes.findOne({ _id: 'gate' }))?.version ?? 0;
  }

  async bump(): Promise<void> {
    await this.changes.updateOne({ _id: 'gate' }, { $inc: { version: 1 } }, { upsert: true });
  }
}
