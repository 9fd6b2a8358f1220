import type { Month } from './months.ts';

/** A monthly series: `values[i]` is the value for `start + i` months; null where the publisher has no value. */
export interface MonthlySeries {
  start: Month;
  values: (number | null)[];
}

/** One region's row of a Zillow file: its identity and its monthly series. */
export interface ZillowRegionSeries {
  regionId: string;
  sizeRank: number;
  name: string;
  state: string;
  metro: string;
  county: string;
  series: MonthlySeries;
}
