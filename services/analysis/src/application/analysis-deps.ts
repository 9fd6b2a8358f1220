import type { NatsConnection } from 'nats';
import type { MarketDataset } from '@realty/market-data';
import type { Narrator, OutboxRelay } from '@realty/service-kit';
import type { BulkJobStore } from '../store/bulk-job-store.ts';
import type { PropertyAnalysisModel } from '../store/property-analyses.ts';
import type { BulkJobRunner } from './bulk/bulk-job-runner.ts';
import type { ShareLinks } from './sharing/share-links.ts';

/** What the analysis use cases need, built once at start-up by server.ts. */
export interface AnalysisDeps extends BulkJobStore {
  dataset: MarketDataset;
  analyses: PropertyAnalysisModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  narrator: Narrator;
  bulkMaxRows: number;
  runner: BulkJobRunner;
  datasetVersion: string;
  shareLinks: ShareLinks;
}
