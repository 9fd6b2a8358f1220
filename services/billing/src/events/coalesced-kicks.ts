import type { OutboxRelay } from '@realty/service-kit';

/** How long a write waits for others to share the relay pass that publishes its events. */
const COALESCE_MS = 20;

/**
 * Kicks the relay shortly after writes, once per burst. Every relay pass scans the accounts
 * for pending events and rewrites each document it drained; under a stream of
 * authorizations one pass per write would spend the database on the relay. Batching a burst
 * into one pass costs each event at most COALESCE_MS of extra delay.
 */
export function coalescedKicks(relay: Pick<OutboxRelay, 'kick'>) {
  let timer: NodeJS.Timeout | null = null;
  return {
    request: () => {
      timer ??= setTimeout(() => {
        timer = null;
        void relay.kick();
      }, COALESCE_MS);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
