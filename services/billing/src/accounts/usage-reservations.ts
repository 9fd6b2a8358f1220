import type { mongo } from 'mongoose';
import { isDuplicateKey } from '@realty/service-kit';

/**
 * A reservation says "this unit is counted, but its result is not stored yet". It is written
 * before the unit is counted, removed when the tool commits (result stored) or releases (run
 * failed), and given back by the sweeper when it expires: that is how a unit authorized by a
 * tool that then died, or that could not store its result, stops being charged.
 * `_id` is the user and unit together, so one unit has at most one reservation.
 */
export interface ReservationDoc {
  _id: string;
  userId: string;
  unitId: string;
  expiresAt: Date;
}

export type ReservationCollection = mongo.Collection<ReservationDoc>;

export const reservationId = (userId: string, unitId: string): string => JSON.stringify([userId, unitId]);

/** Reserves units before they are counted; a unit already reserved keeps its reservation. */
export function reserveUnits(reservations: ReservationCollection, userId: string, unitIds: readonly string[], expiresAt: Date): Promise<void> {
  return reserveUnitsOfMany(reservations, unitIds.map((unitId) => ({ userId, unitId })), expiresAt);
}

/** reserveUnits for units of several users at once, in one insertMany. */
export async function reserveUnitsOfMany(reservations: ReservationCollection, units: ReadonlyArray<{ userId: string; unitId: string }>, expiresAt: Date): Promise<void> {
  if (units.length === 0) return;
  const docs = units.map(({ userId, unitId }) => ({ _id: reservationId(userId, unitId), userId, unitId, expiresAt }));
  try {
    await reservations.insertMany(docs, { ordered: false });
  } catch (err) {
    if (!onlyDuplicates(err)) throw err;
  }
}

/** Removes the reservations of units whose results are stored; returns how many were pending. */
export async function commitUnits(reservations: ReservationCollection, userId: string, unitIds: readonly string[]): Promise<number> {
  const result = await reservations.deleteMany({ _id: { $in: unitIds.map((unitId) => reservationId(userId, unitId)) } });
  return result.deletedCount;
}

export async function dropReservation(reservations: ReservationCollection, userId: string, unitId: string): Promise<void> {
  await reservations.deleteOne({ _id: reservationId(userId, unitId) });
}

export function expiredReservations(reservations: ReservationCollection, now: Date, limit: number): Promise<ReservationDoc[]> {
  return reservations.find({ expiresAt: { $lte: now } }).limit(limit).toArray();
}

/** An insertMany whose every failure is a duplicate key (the unit was reserved already). */
function onlyDuplicates(err: unknown): boolean {
  if (isDuplicateKey(err)) {
    const writeErrors = (err as { writeErrors?: unknown }).writeErrors;
    return !Array.isArray(writeErrors) || writeErrors.every((e) => isDuplicateKey(e));
  }
  return false;
}
