import type { mongo } from 'mongoose';
import type { MeteredTool } from '@realty/proto-schemas';
import { duplicateInserts } from './duplicate-inserts.ts';
import type { LedgerDoc } from './usage-ledger.ts';

/**
 * A reservation says "this unit is counted, but its result is not stored yet". It is written
 * before the unit is counted, removed when the tool commits (result stored) or releases (run
 * failed), and given back by the sweeper when it expires: that is how a unit authorized by a
 * tool that then died, or that could not store its result, stops being charged.
 * `_id` is the user and unit together, so one unit has at most one reservation. The ledger document is
 * written after its reservation, so a counted unit whose result may be missing always has one.
 */
export interface ReservationDoc {
  _id: string;
  userId: string;
  unitId: string;
  /** Whose results to ask about before the unit is given back; absent on reservations written before it was kept. */
  tool?: MeteredTool;
  expiresAt: Date;
  /** Set when a release of the unit has begun: what finishing it needs once the ledger document is gone. */
  releasing?: StagedRelease;
}

/** The ledger document of a unit being given back, as far as its events need it. */
export type StagedRelease = Pick<LedgerDoc, '_id' | 'userId' | 'unitId' | 'periodStart' | 'countedAt' | 'recorded'>;

export type ReservationCollection = mongo.Collection<ReservationDoc>;

export const reservationId = (userId: string, unitId: string): string => JSON.stringify([userId, unitId]);

/**
 * Reserves units (of one or several users) before they are counted, in one insertMany; a unit already reserved keeps
 * its reservation.
 */
export async function reserveUnitsOfMany(
  reservations: ReservationCollection,
  units: ReadonlyArray<{ userId: string; unitId: string; tool: MeteredTool | null }>,
  expiresAt: Date,
): Promise<void> {
  if (units.length === 0) return;
  const docs = units.map(({ userId, unitId, tool }) => ({
    _id: reservationId(userId, unitId),
    userId,
    unitId,
    ...(tool ? { tool } : {}),
    expiresAt,
  }));
  try {
    await reservations.insertMany(docs, { ordered: false });
  } catch (err) {
    // Every unit left out was reserved already.
    if (!duplicateInserts(err)) throw err;
  }
}

/** Removes the reservations of units whose results are stored; returns how many were pending. */
export async function commitUnits(
  reservations: ReservationCollection,
  userId: string,
  unitIds: readonly string[],
): Promise<number> {
  const result = await reservations.deleteMany({
    _id: { $in: unitIds.map((unitId) => reservationId(userId, unitId)) },
  });
  return result.deletedCount;
}

/** Removes the reservation of one unit whose result is stored (its result's event reached billing). */
export async function commitUnit(
  reservations: ReservationCollection,
  userId: string,
  unitId: string,
): Promise<boolean> {
  return (await reservations.deleteOne({ _id: reservationId(userId, unitId) })).deletedCount === 1;
}

/** Moves expired reservations' expiry on, when it cannot be known yet whether their results are stored. */
export async function postponeReservations(
  reservations: ReservationCollection,
  ids: readonly string[],
  until: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await reservations.updateMany(
    { _id: { $in: [...ids] }, releasing: { $exists: false } },
    { $set: { expiresAt: until } },
  );
}

/** Stages a release on the unit's reservation (made now if the unit was committed), due for the sweeper at once. */
export async function stageRelease(reservations: ReservationCollection, doc: StagedRelease, now: Date): Promise<void> {
  const releasing: StagedRelease = {
    _id: doc._id,
    userId: doc.userId,
    unitId: doc.unitId,
    periodStart: doc.periodStart,
    countedAt: doc.countedAt,
    recorded: doc.recorded,
  };
  await reservations.updateOne(
    { _id: reservationId(doc.userId, doc.unitId) },
    { $set: { releasing, expiresAt: now }, $setOnInsert: { userId: doc.userId, unitId: doc.unitId } },
    { upsert: true },
  );
}

export async function dropReservation(
  reservations: ReservationCollection,
  userId: string,
  unitId: string,
): Promise<void> {
  await reservations.deleteOne({ _id: reservationId(userId, unitId) });
}

export function expiredReservations(
  reservations: ReservationCollection,
  now: Date,
  limit: number,
): Promise<ReservationDoc[]> {
  return reservations
    .find({ expiresAt: { $lte: now } })
    .limit(limit)
    .toArray();
}
