import type { Logger } from '@realty/service-kit';
import type { AccountStore } from '../accounts/current-account.ts';
import { finishRelease, releaseUse } from '../accounts/release-use.ts';
import { expiredReservations, type ReservationDoc } from '../accounts/usage-reservations.ts';
import { readLedgerDoc } from '../ledger/usage-ledger.ts';

const PAGE = 200;

/**
 * Gives back units whose reservations expired: the tool authorized them but never said the
 * result was stored (it died, or the store was down when it tried, or its release did not get
 * through). Every billing instance sweeps; a release is idempotent, so two sweeping the same
 * reservation give the unit back once. A release that an instance began and did not finish (its
 * ledger document deleted, its events not published) is finished here.
 */
export function startReservationSweeper(store: AccountStore, log: Logger, everyMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const giveBack = async (r: ReservationDoc) => {
    if (r.releasing && !(await readLedgerDoc(store.ledger, r.releasing._id))) {
      await finishRelease(store, r.releasing, new Date());
      return;
    }
    const released = await releaseUse(store, { userId: r.userId, unitId: r.unitId });
    if (released) log.warn('gave back a unit whose result was never stored', { userId: r.userId, unitId: r.unitId });
  };
  const sweep = async () => {
    for (;;) {
      const expired = await expiredReservations(store.reservations, new Date(), PAGE);
      for (const r of expired) await giveBack(r);
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
