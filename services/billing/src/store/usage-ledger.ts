import type { mongo } from 'mongoose';
import type { UsageAuthorizeRequest } from '@realty/proto-schemas';
import { duplicateInserts } from './duplicate-inserts.ts';

/**
 * The usage ledger: one insert-only document per counted unit. Correctness needs only what MongoDB and the
 * embedded store both guarantee, single-document inserts and unique indexes:
 * - on a limited plan `_id` is the slot (user, period, k) with k below the plan's limit, so at most `limit`
 *   units can be counted in a period, whatever the number of billing instances;
 * - on an unlimited plan `_id` is the unit itself (user, period, unit);
 * - a unique index on (userId, periodStart, unitId) counts a unit at most once per period (a retried request).
 * Every read and delete of it is by `_id` (the embedded store answers other filters by scanning the collection).
 */
export interface LedgerDoc {
  _id: string;
  userId: string;
  periodStart: Date;
  unitId: string;
  /** The slot on a limited plan; null on an unlimited one. */
  slot: number | null;
  /** The tool that asked; null for units migrated from before the ledger. */
  tool: UsageAuthorizeRequest['tool'] | null;
  countedAt: Date;
  /** The unit's usage.recorded event (JSON), published before its grant is answered; null for migrated units. */
  recorded: string | null;
}

export type LedgerCollection = mongo.Collection<LedgerDoc>;

export const slotId = (userId: string, periodStart: Date, slot: number): string =>
  JSON.stringify([userId, periodStart.getTime(), slot]);
export const unitKey = (userId: string, periodStart: Date, unitId: string): string =>
  JSON.stringify([userId, periodStart.getTime(), 'unit', unitId]);
export const ledgerId = (userId: string, periodStart: Date, unitId: string, slot: number | null): string =>
  slot === null ? unitKey(userId, periodStart, unitId) : slotId(userId, periodStart, slot);

export async function ensureLedgerIndexes(ledger: LedgerCollection): Promise<void> {
  await ledger.createIndex({ userId: 1, periodStart: 1, unitId: 1 }, { unique: true, name: 'one_count_per_unit' });
}

/** Inserts in one unordered insertMany; returns the ids that were not inserted because a unique key was taken. */
export async function insertLedgerDocs(ledger: LedgerCollection, docs: readonly LedgerDoc[]): Promise<Set<string>> {
  const refused = new Set<string>();
  if (docs.length === 0) return refused;
  try {
    await ledger.insertMany(
      docs.map((d) => ({ ...d })),
      { ordered: false },
    );
  } catch (err) {
    const duplicates = duplicateInserts(err);
    if (!duplicates) throw err;
    for (const index of duplicates) refused.add(docs[index]!._id);
  }
  return refused;
}

/** The taken slots of a limited plan's period, read by `_id` (one point read per slot, concurrently). */
export async function readSlots(
  ledger: LedgerCollection,
  userId: string,
  periodStart: Date,
  limit: number,
): Promise<Map<number, string>> {
  const docs = await Promise.all(
    Array.from({ length: limit }, (_, k) =>
      ledger.findOne({ _id: slotId(userId, periodStart, k) }, { projection: { unitId: 1, slot: 1 } }),
    ),
  );
  const taken = new Map<number, string>();
  docs.forEach((doc, k) => {
    if (doc) taken.set(k, doc.unitId);
  });
  return taken;
}

export function readLedgerDoc(ledger: LedgerCollection, id: string): Promise<LedgerDoc | null> {
  return ledger.findOne({ _id: id });
}

/** Deletes a unit's ledger document if it still counts that unit; returns whether this call deleted it. */
export async function deleteLedgerDoc(
  ledger: LedgerCollection,
  doc: Pick<LedgerDoc, '_id' | 'unitId'>,
): Promise<boolean> {
  const { deletedCount } = await ledger.deleteOne({ _id: doc._id, unitId: doc.unitId });
  return deletedCount > 0;
}
