import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

/** How long each stage of one round took (ms); published on `roundTimings` when someone listens (the bench). */
export interface RoundTiming {
  /** Ledger documents the round inserted (claims). */
  units: number;
  decideMs: number;
  /** The reservation insertMany and the gate-changes read beside it, whichever took longer. */
  reserveMs: number;
  /** The gate-changes read alone (and the accounts read again after it); about 0 when the round needed none. */
  confirmMs: number;
  /** The ledger insertMany. */
  insertMs: number;
  /** Reads after collisions, then JetStream's acknowledgements. */
  publishMs: number;
}

/**
 * Stage timings of every round, for measuring where the time goes (node:diagnostics_channel, free when no one
 * subscribes).
 */
export const roundTimings = channel('realty:billing:authorization-round');

/** Publishes a round's stage times from its marks (start, decided, reserved) when someone listens. */
export function publishRoundTiming(
  units: number,
  [t0, t1, t2]: readonly [number, number, number],
  confirmMs: number,
  insertMs: number,
): void {
  if (!roundTimings.hasSubscribers) return;
  const timing: RoundTiming = {
    units,
    decideMs: t1 - t0,
    reserveMs: t2 - t1,
    confirmMs,
    insertMs,
    publishMs: performance.now() - t2 - insertMs,
  };
  roundTimings.publish(timing);
}
