import { subgraphSdl } from '@realty/proto-schemas';
import { FixedWindowLimiter, runService, startOutboxRelay } from '@realty/service-kit';
import type { AdminEnv } from './env.ts';
import { openAdminCollections } from './store/collections.ts';
import { adminResolvers } from './resolvers/index.ts';
import { consumeAllEvents } from './events/consume-all-events.ts';
import { applyAdminEvent } from './application/apply-admin-event.ts';

export function startAdmin(env: AdminEnv) {
  return runService('admin', env, async (rt) => {
    const { collections, contactOutbox } = await openAdminCollections(rt.db);
    const relay = startOutboxRelay(rt, [contactOutbox]);
    const consumer = await consumeAllEvents(rt, (event) => applyAdminEvent(collections, event));
    rt.onShutdown(() => consumer.stop());
    return {
      typeDefs: subgraphSdl('admin'),
      resolvers: adminResolvers({
        collections,
        limiter: new FixedWindowLimiter(env.CONTACT_RATE_LIMIT, env.CONTACT_RATE_WINDOW_SECONDS * 1000),
        onEventsQueued: (ids) => void relay.kick(ids),
      }),
    };
  });
}
