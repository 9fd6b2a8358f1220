import { subgraphSdl } from '@realty/proto-schemas';
import { answerStoredUnits, createNarrator, runService, startOutboxRelay } from '@realty/service-kit';
import { loadDatasetEarly } from '@realty/market-data';
import type { AnalysisEnv } from './env.ts';
import { propertyAnalysisModel } from './store/property-analyses.ts';
import { analysisResolvers } from './resolvers/index.ts';
import { bulkJobEventsModel, bulkJobInputModel, bulkJobModel } from './store/bulk-jobs.ts';
import { BulkJobRunner } from './application/bulk/bulk-job-runner.ts';
import { datasetVersionOf } from './application/bulk/bulk-row-compute.ts';
import { resultIdOfUnit } from './domain/bulk-job.ts';
import { AnalysisWorkerPool, defaultPoolSize } from './application/bulk/worker-pool.ts';
import { shareLinkModel } from './store/share-links.ts';
import { ShareLinks } from './application/sharing/share-links.ts';
import { analysisReportRoutes } from './rest/report-routes.ts';

export async function startAnalysis(env: AnalysisEnv) {
  const workers = env.BULK_WORKERS ?? defaultPoolSize();
  // Made here, started (`warm`) only once the service answers; see below.
  const pool = workers > 0 ? new AnalysisWorkerPool(env.DATA_DIR, workers) : null;
  const datasetLoaded = loadDatasetEarly(env.DATA_DIR);
  const service = await runService('analysis', env, async (rt) => {
    const dataset = await datasetLoaded(rt.log);
    const analyses = propertyAnalysisModel(rt.db);
    await analyses.init();
    const jobs = bulkJobModel(rt.db);
    const inputs = bulkJobInputModel(rt.db);
    const events = bulkJobEventsModel(rt.db);
    const links = shareLinkModel(rt.db);
    await Promise.all([jobs.init(), inputs.init(), events.init(), links.init()]);
    const shareLinks = new ShareLinks(links, analyses);
    // Events wait in their analysis (older bulk jobs': in the job). Bulk batches' events have a relay of their
    // own: a relay looks up kicked ids in each of its collections, and the embedded store answers an _id $in by
    // reading the whole collection, so one pass per batch over the analyses would cost a scan of them all.
    const relay = startOutboxRelay(rt, [analyses.collection, jobs.collection]);
    const bulkRelay = startOutboxRelay(rt, [events.collection]);
    // A job's rows are read back in line order (results by page) and found by job.
    await analyses.collection.createIndex({ jobId: 1, line: 1 }, { sparse: true });
    // Billing asks before it gives back an expired unit (single analyses and bulk rows alike).
    answerStoredUnits(rt, 'property_analysis', analyses.collection, resultIdOfUnit);
    const runner = new BulkJobRunner({
      dataset,
      analyses,
      relay: bulkRelay,
      nc: rt.nats.nc,
      log: rt.log,
      pool,
      jobs,
      inputs,
      events,
      leaseMs: env.BULK_JOB_LEASE_MS,
      batchSize: env.BULK_BATCH_SIZE,
      pollMs: 1000,
    });
    // Jobs left by a stop or a crash resume here: the runner claims them once their lease is free.
    runner.start();
    rt.onShutdown(async () => {
      await runner.stop();
      await pool?.stop();
    });
    const narrator = createNarrator(env, rt.log);
    return {
      typeDefs: subgraphSdl('analysis'),
      // PDF reports of analyses (owner or share link), streamed by the gateway's REST facade.
      routes: analysisReportRoutes({
        dataset,
        analyses,
        narrator,
        shareLinks,
        jwtSecret: env.JWT_SECRET,
        revocations: rt.revocations,
        log: rt.log,
      }),
      // A 10,000-row CSV travels as one GraphQL string.
      bodyLimit: '6mb',
      resolvers: analysisResolvers({
        dataset,
        analyses,
        relay,
        nc: rt.nats.nc,
        narrator,
        shareLinks,
        bulkMaxRows: env.BULK_MAX_ROWS,
        jobs,
        inputs,
        runner,
        datasetVersion: datasetVersionOf(dataset),
      }),
    };
  });
  // The bulk workers each load the market dataset (seconds of CPU apiece): started once the service
  // answers, so a (re)start is not held up by work only bulk uploads need. A job that arrives first
  // starts them itself.
  pool?.warm();
  return service;
}
