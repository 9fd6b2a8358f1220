import type { MarketDataset } from './dataset.ts';
import type { SourceId } from './dataset-types.ts';
import { type Month } from './months.ts';

export type Confidence = 'high' | 'medium' | 'low';

export interface SourceRef {
  id: SourceId;
  label: string;
  asOf: string;
}

export interface PropertyFacts {
  bedrooms?: number | null;
  bathrooms?: number | null;
  livingAreaSqft?: number | null;
}

export interface ValueEstimate {
  zip: string;
  point: number;
  low: number;
  high: number;
  /** The month the point value describes. */
  asOf: Month;
  basis: 'zip-zhvi' | 'county-acs-median';
  method: string;
  confidence: Confidence;
  confidenceReasons: string[];
  sources: SourceRef[];
}

export interface RentComponent {
  kind: 'zori' | 'safmr' | 'town-fmr' | 'county-fmr';
  /** Monthly rent of this component for the requested bedroom count (or the typical unit). */
  value: number;
  asOf: string;
  detail: string;
}

export interface RentEstimate {
  zip: string;
  /** Bedrooms used (0-4), or null for the typical unit of any size. */
  bedrooms: number | null;
  point: number;
  low: number;
  high: number;
  asOf: Month;
  components: RentComponent[];
  method: string;
  confidence: Confidence;
  confidenceReasons: string[];
  sources: SourceRef[];
}

export function sourceRef(ds: MarketDataset, id: SourceId, asOf?: string): SourceRef {
  const s = ds.source(id);
  return { id, label: s.attribution, asOf: asOf ?? s.asOf };
}
