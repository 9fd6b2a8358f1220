import type { SourceId } from '../dataset-types.ts';
import type { RawFileSpec } from './source-types.ts';

const ZILLOW = 'https://files.zillowstatic.com/research/public_csvs';

/** A raw file its publisher offers as a CSV, downloaded as it is. */
export function csvFile(path: string, sourceId: SourceId, url: string): RawFileSpec {
  return { path, sourceId, download: { kind: 'csv', url } };
}

/** A Zillow Research CSV: kept in `dir` of the raw folder, published in the `series` folder of Zillow's public CSVs. */
export function zillowCsv(dir: string, series: string, file: string, sourceId: SourceId): RawFileSpec {
  return csvFile(`${dir}/${file}`, sourceId, `${ZILLOW}/${series}/${file}`);
}

/**
 * A Census Data API table (`query` after https://api.census.gov/data/), rewritten in the data.census.gov CSV layout.
 */
export function censusTable(path: string, sourceId: SourceId, query: string): RawFileSpec {
  return { path, sourceId, download: { kind: 'census-api', url: `https://api.census.gov/data/${query}` } };
}

/** A file the publisher offers only as a spreadsheet or a web table: someone saves it as CSV by `manualSteps`. */
export function manualFile(path: string, sourceId: SourceId, url: string, manualSteps: string): RawFileSpec {
  return { path, sourceId, download: { kind: 'manual', url, manualSteps } };
}
