import type { NatsConnection } from 'nats';
import type { Logger } from '@realty/service-kit';
import type { AccountStore } from '../current-account.ts';
import { finishRelease, releaseUse } from '../release-use.ts';
import {
  commitUnit,
  expiredReservations,
  postponeReservations,
  type ReservationDoc,
} from '../../store/usage-reservations.ts';
import { readLedgerDoc } from '../../store/usage-ledger.ts';
import { findStoredResults } from './stored-results.ts';

const PAGE = 200;

/**
 * Settles units whose reservations expired: the tool authorized them but its commit never reached billing (the
 * tool died, the store was down, or billing was down when the commit was sent). The service that owns the
 * tool's results is asked first: a unit whose result is stored stays counted (its commit was lost, the result
 * exists); only a unit that service answers it has no result for is given back; without an answer (the service
 * is down) the reservation waits another `retryMs`. Every billing instance sweeps; a release is idempotent, so
 * two sweeping the same reservation give the unit back once. A release that an instance began and did not
 * finish (its ledger document deleted, its events not published) is finished here.
 */
export function startReservationSweeper(
  store: AccountStore,
  nc: NatsConnection,
  log: Logger,
  everyMs: number,
  retryMs: number,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const finishStaged = async (r: ReservationDoc) => {
    if (r.releasing && !(await readLedgerDoc(store.ledger, r.releasing._id))) {
      await finishRelease(store, r.releasing, new Date());
      return;
    }
    await releaseUse(store, { userId: r.userId, unitId: r.unitId });
  };
  const settle = async (expired: ReservationDoc[]) => {
    // A staged release was asked for by the tool (its run failed), so there is no result to look for.
    for (const r of expired.filter((x) => x.releasing)) await finishStaged(r);
    const { stored, missing, unknown } = await findStoredResults(
      nc,
      expired.filter((x) => !x.releasing),
    );
    for (const r of stored) {
      if (await commitUnit(store.reservations, r.userId, r.unitId))
        log.info('kept a unit whose result is stored but whose commit was lost', {
          userId: r.userId,
          unitId: r.unitId,
        });
    }
    if (unknown.length > 0)
      log.warn('could not ask whether results are stored; asking again later', { units: unknown.length });
    await postponeReservations(
      store.reservations,
      unknown.map((r) => r._id),
      new Date(Date.now() + retryMs),
    );
    for (const r of missing) {
      const released = await releaseUse(store, { userId: r.userId, unitId: r.unitId });
      if (released) log.warn('gave back a unit whose result was never stored', { userId: r.userId, unitId: r.unitId });
    }
  };
  const sweep = async () => {
    for (;;) {
      const expired = await expiredReservations(store.reservations, new Date(), PAGE);
      await settle(expired);
      if (expired.length < PAGE || stopped) return;
    }
  };
  const tick = () => {
    if (stopped) return;
    running = sweep()
      .catch((err: unknown) => log.warn('reservation sweep failed; will retry', { err }))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  timer = setTimeout(tick, everyMs);

  return {
    /** Runs one sweep now (tests). */
    sweepNow: () => sweep(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
