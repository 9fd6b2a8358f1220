import { subgraphSdl } from '@realty/proto-schemas';
import { createNarrator, runService, startOutboxRelay } from '@realty/service-kit';
import { loadDataset } from '@realty/market-data';
import type { RentalEnv } from './env.ts';
import { rentalSearchModel } from './store/rental-searches.ts';
import { rentalResolvers } from './resolvers/index.ts';

export function startRental(env: RentalEnv) {
  // Read while the store and NATS connect (it is most of a restart's CPU; connecting is mostly waiting).
  const started = Date.now();
  const datasetLoading = loadDataset(env.DATA_DIR);
  // A failed load surfaces where it is awaited; this only keeps it from counting as unhandled meanwhile.
  datasetLoading.catch(() => undefined);
  return runService('rental', env, async (rt) => {
    const dataset = await datasetLoading;
    rt.log.info('market dataset loaded', {
      ms: Date.now() - started,
      heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    });
    const searches = rentalSearchModel(rt.db);
    await searches.init();
    const relay = startOutboxRelay(rt, [searches.collection]);
    return {
      typeDefs: subgraphSdl('rental'),
      resolvers: rentalResolvers({ dataset, searches, relay, narrator: createNarrator(env, rt.log) }),
    };
  });
}
