import { subgraphSdl } from '@realty/proto-schemas';
import { createNarrator, runService, startOutboxRelay } from '@realty/service-kit';
import { loadDataset } from '@realty/market-data';
import type { RentalEnv } from './env.ts';
import { rentalSearchModel } from './model.ts';
import { rentalResolvers } from './resolvers/index.ts';

export function startRental(env: RentalEnv) {
  return runService('rental', env, async (rt) => {
    const started = Date.now();
    const dataset = await loadDataset(env.DATA_DIR);
    rt.log.info('market dataset loaded', { ms: Date.now() - started, heapMb: Math.round(process.memoryUsage().heapUsed / 1e6) });
    const searches = rentalSearchModel(rt.db);
    await searches.init();
    const relay = startOutboxRelay(rt, [searches.collection]);
    return {
      typeDefs: subgraphSdl('rental'),
      resolvers: rentalResolvers({ dataset, searches, relay, narrator: createNarrator(env, rt.log) }),
    };
  });
}
