import type { OutboxRelay } from '@realty/service-kit';

/** How long a write waits for others to share the relay pass that publishes its events. */
const COALESCE_MS = 20;

/**
 * Kicks the relay shortly after writes, once per burst. Every relay pass reads the accounts with
 * pending events and rewrites each document it drained; under a stream of authorizations one pass
 * per write would spend the database on the relay. Batching a burst into one pass costs each event
 * at most COALESCE_MS of extra delay. Writes that name their accounts have the relay read just those
 * (on the embedded store a scan reads every account); one that does not makes the pass a scan.
 */
export function coalescedKicks(relay: Pick<OutboxRelay, 'kick'>) {
  let timer: NodeJS.Timeout | null = null;
  let scan = false;
  const accountIds = new Set<string>();
  return {
    request: (ids?: readonly string[]) => {
      if (ids) for (const id of ids) accountIds.add(id);
      else scan = true;
      timer ??= setTimeout(() => {
        timer = null;
        const kicked = scan ? undefined : [...accountIds];
        scan = false;
        accountIds.clear();
        void relay.kick(kicked);
      }, COALESCE_MS);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
