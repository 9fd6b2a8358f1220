import { subgraphSdl } from '@realty/proto-schemas';
import { createNarrator, runService, startOutboxRelay } from '@realty/service-kit';
import { loadDatasetEarly } from '@realty/market-data';
import type { RentalEnv } from './env.ts';
import { rentalSearchModel } from './store/rental-searches.ts';
import { rentalResolvers } from './resolvers/index.ts';

export function startRental(env: RentalEnv) {
  const datasetLoaded = loadDatasetEarly(env.DATA_DIR);
  return runService('rental', env, async (rt) => {
    const dataset = await datasetLoaded(rt.log);
    const searches = rentalSearchModel(rt.db);
    await searches.init();
    const relay = startOutboxRelay(rt, [searches.collection]);
    return {
      typeDefs: subgraphSdl('rental'),
      resolvers: rentalResolvers({ dataset, searches, relay, narrator: createNarrator(env, rt.log) }),
    };
  });
}
