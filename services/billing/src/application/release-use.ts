import type { UsageReleaseRequest } from '@realty/proto-schemas';
import type { AccountDoc } from '../store/collections.ts';
import { deleteLedgerDoc, readLedgerDoc, slotId, unitKey, type LedgerDoc } from '../store/usage-ledger.ts';
import { readAccount } from '../store/accounts.ts';
import { usageReleased } from '../events/usage-events.ts';
import { loadCurrentAccount, type AccountStore } from './current-account.ts';
import { dropReservation, stageRelease, type StagedRelease } from '../store/usage-reservations.ts';

/**
 * Gives a counted unit of the current period back, once: its ledger document is deleted (which frees its
 * slot), so a repeated release, or one after the period rolled over, changes nothing. Before the delete, the
 * release is staged on the unit's reservation; if this instance stops between the delete and the publishing
 * of usage.released, the sweeper finds the staged release and publishes it (its event id is derived from the
 * ledger document, so it is published once however many instances finish it).
 */
export function releaseUse(store: AccountStore, req: UsageReleaseRequest): Promise<boolean> {
  return store.lock.run(req.userId, async () => {
    const now = new Date();
    const account = await loadCurrentAccount(store, req.userId, now);
    const doc = await countedUnit(store, account, req.unitId);
    if (!doc) {
      await dropReservation(store.reservations, req.userId, req.unitId);
      return false;
    }
    await stageRelease(store.reservations, doc, now);
    // Another instance deleted it first: that one publishes (or its staged release is finished by a sweeper).
    if (!(await deleteLedgerDoc(store.ledger, doc))) return false;
    await finishRelease(store, doc, now);
    return true;
  });
}

/**
 * Publishes a deleted unit's events (usage.recorded again, in case it never went out, then usage.released with
 * the count read afresh from the ledger: consumers store it as the account's count).
 */
export async function finishRelease(store: AccountStore, doc: StagedRelease, now: Date): Promise<void> {
  store.tally.add(doc.userId, doc.periodStart, -1);
  const account = await readAccount(store.accounts, doc.userId);
  const current = account && account.periodStart.getTime() === doc.periodStart.getTime();
  const usageCount = current ? (await store.views.reload(account)).count : 0;
  const events = [...(doc.recorded ? [doc.recorded] : []), JSON.stringify(usageReleased(doc, usageCount, now))];
  await store.publish(events);
  await dropReservation(store.reservations, doc.userId, doc.unitId);
}

/** The ledger document counting a unit in the account's current period, or null. */
async function countedUnit(store: AccountStore, account: AccountDoc, unitId: string): Promise<LedgerDoc | null> {
  const byKey = await readLedgerDoc(store.ledger, unitKey(account._id, account.periodStart, unitId));
  if (byKey) return byKey;
  const kept = await store.views.of(account);
  const view = kept.view.slotOf.has(unitId) || kept.fresh ? kept.view : await store.views.reload(account);
  const slot = view.slotOf.get(unitId);
  if (slot === undefined) return null;
  const doc = await readLedgerDoc(store.ledger, slotId(account._id, account.periodStart, slot));
  return doc?.unitId === unitId ? doc : null;
}
