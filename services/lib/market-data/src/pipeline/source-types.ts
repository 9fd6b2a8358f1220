import type { SourceId } from '../dataset-types.ts';

/**
 * How a raw file can be fetched from its publisher when no local copy exists. Census files come from the
 * Census Data API as JSON and are rewritten in the data.census.gov CSV layout; GeoNames ships a zip archive;
 * HUD and the Tax Foundation publish spreadsheets or web tables only, which this library cannot read without
 * an xlsx dependency, so those files must be converted to CSV by hand (see `manualSteps`).
 */
export type DownloadMethod =
  | { kind: 'csv'; url: string }
  | { kind: 'census-api'; url: string }
  | { kind: 'zip-member'; url: string; member: string }
  | { kind: 'manual'; url: string; manualSteps: string };

export interface RawFileSpec {
  /** Path relative to the raw data directory, identical to the layout of shared/data/raw. */
  path: string;
  sourceId: SourceId;
  download: DownloadMethod;
}

/** One row per source: who publishes it, where it comes from and what the product must show. */
export interface SourceUrlEntry {
  name: string;
  publisher: string;
  url: string;
  attribution: string;
  licence: string;
}
