import { subgraphSdl } from '@realty/proto-schemas';
import { createNarrator, runService, startOutboxRelay } from '@realty/service-kit';
import { loadDataset } from '@realty/market-data';
import type { AnalysisEnv } from './env.ts';
import { propertyAnalysisModel } from './model.ts';
import { analysisResolvers } from './resolvers/index.ts';

export function startAnalysis(env: AnalysisEnv) {
  return runService('analysis', env, async (rt) => {
    const started = Date.now();
    const dataset = await loadDataset(env.DATA_DIR);
    rt.log.info('market dataset loaded', { ms: Date.now() - started, heapMb: Math.round(process.memoryUsage().heapUsed / 1e6) });
    const analyses = propertyAnalysisModel(rt.db);
    await analyses.init();
    const relay = startOutboxRelay(rt, [analyses.collection]);
    return {
      typeDefs: subgraphSdl('analysis'),
      // A 10,000-row CSV travels as one GraphQL string.
      bodyLimit: '6mb',
      resolvers: analysisResolvers({
        dataset, analyses, relay, nc: rt.nats.nc, narrator: createNarrator(env, rt.log),
        bulkMaxRows: env.BULK_MAX_ROWS,
      }),
    };
  });
}
