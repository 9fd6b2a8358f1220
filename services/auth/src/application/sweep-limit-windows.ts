import type { ServiceRuntime } from '@realty/service-kit';
import type { WindowCounters } from '../store/window-counters.ts';

/** Ended windows count for nothing; a sweep this often keeps the collection to about the windows in use. */
const SWEEP_EVERY_MS = 15 * 60_000;
/** The sign-up slots of the limit's first version (one document per allowed sign-up); windows replaced them. */
const LEGACY_SLOTS = 'registration_slots';

/**
 * Deletes the counters of ended windows once at start and then every 15 minutes. The embedded store refuses a TTL
 * index (`expireAfterSeconds`), so the sweep does its work on every store alike.
 */
export function startWindowSweep(
  rt: Pick<ServiceRuntime, 'db' | 'log' | 'onShutdown'>,
  counters: WindowCounters,
): Promise<void> {
  const sweep = () =>
    counters
      .sweep()
      .then((deleted) => void (deleted > 0 && rt.log.info('ended limit windows deleted', { deleted })))
      .catch((err: unknown) => rt.log.warn('limit window sweep failed', { err }));
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  rt.onShutdown(() => clearInterval(timer));
  // Settles when the first sweep and the legacy drop are done (tests wait for it; the service does not).
  return Promise.all([sweep(), dropLegacySlots(rt)]).then(() => undefined);
}

async function dropLegacySlots(rt: Pick<ServiceRuntime, 'db' | 'log'>): Promise<void> {
  try {
    const collections = await rt.db.listCollections();
    if (collections.some((c) => c.name === LEGACY_SLOTS)) await rt.db.dropCollection(LEGACY_SLOTS);
  } catch (err) {
    // Another instance dropping it at the same moment is fine; anything else is only worth a line.
    rt.log.warn('old registration slots not dropped', { err });
  }
}
