import type { MonthlySeries, SerializedDataset, SourceId, SourceInfo, ZillowRegionSeries } from '../dataset-types.ts';
import { addMonths, monthNumber, type Month } from '../months.ts';
import { SOURCE_URLS } from './source-urls.ts';

type DatasetWithoutSources = Omit<SerializedDataset, 'sources'>;

function lastMonth(series: MonthlySeries): Month {
  return addMonths(series.start, series.values.length - 1);
}

function latestOf(records: Record<string, ZillowRegionSeries>): Month {
  let best = '0000-01';
  for (const r of Object.values(records)) {
    const m = lastMonth(r.series);
    if (monthNumber(m) > monthNumber(best)) best = m;
  }
  return best;
}

/** The sources table, with vintages read from the data itself so that a newer raw file updates them. */
export function buildSources(ds: DatasetWithoutSources, geonamesVintage: string): SourceInfo[] {
  const zori = {
    zip: latestOf(ds.zoriZip),
    city: latestOf(ds.zoriCity),
    county: latestOf(ds.zoriCounty),
    metro: latestOf(ds.zoriMetro),
  };
  const zhviZip = latestOf(ds.zhviZip);
  const zhviMetro = latestOf(ds.zhviMetro);
  const forecast = Object.values(ds.zhvfZip)[0];
  const propertyRelations = ds.property?.metro['United States'];
  const propertyMonth = propertyRelations?.month ?? '';
  const homeTypeMonth = propertyRelations?.homeType?.month ?? '';
  const lastRate = ds.mortgage30.at(-1);
  // Realtor.com files hold one month each; the first record carries it.
  const realtorMetro = Object.values(ds.rental?.realtorMetro ?? {})[0]?.month ?? '';
  const realtorCounty = Object.values(ds.rental?.realtorCounty ?? {})[0]?.month ?? '';
  const vintages: Record<SourceId, { vintage: string; asOf: string }> = {
    'zillow-zori': {
      vintage: `monthly; ZIP to ${zori.zip}, county to ${zori.county}, city to ${zori.city}, metro to ${zori.metro}`,
      asOf: zori.metro,
    },
    'zillow-zhvi-bedrooms-tiers': { vintage: `monthly, metro and state, at ${propertyMonth}`, asOf: propertyMonth },
    'zillow-zhvi-home-type': { vintage: `monthly, metro, at ${homeTypeMonth}`, asOf: homeTypeMonth },
    'zillow-zhvi': { vintage: `monthly; ZIP to ${zhviZip}, metro to ${zhviMetro}`, asOf: zhviZip },
    'zillow-zhvf': {
      vintage: forecast ? `forecast from ${forecast.baseMonth} to ${forecast.oneYearTarget}` : 'not available',
      asOf: forecast?.baseMonth ?? '',
    },
    'hud-safmr-fy2024': { vintage: 'FY2024 (revised), effective 2023-10-01', asOf: '2023-10-01' },
    'hud-fmr-fy2026': { vintage: 'FY2026, effective 2025-10-01', asOf: '2025-10-01' },
    'acs-2024-dp04-county': { vintage: '2020-2024 ACS 5-year estimates', asOf: '2024' },
    'acs-2023-dp04-cbsa': { vintage: '2019-2023 ACS 5-year estimates', asOf: '2023' },
    'acs-2023-b25003-zcta': { vintage: '2019-2023 ACS 5-year estimates', asOf: '2023' },
    'geonames-postal': { vintage: `GeoNames snapshot ${geonamesVintage}`, asOf: geonamesVintage },
    'fred-mortgage30us': {
      vintage: `weekly, ${ds.mortgage30[0]?.date ?? '?'} to ${lastRate?.date ?? '?'} (kept in this dataset)`,
      asOf: lastRate?.date ?? '',
    },
    'taxfoundation-property-tax': { vintage: '2023 (ACS 2019-2023 5-year medians)', asOf: '2023' },
    'realtor-inventory-metro': { vintage: `month ${realtorMetro}`, asOf: realtorMetro },
    'realtor-inventory-county': { vintage: `month ${realtorCounty}`, asOf: realtorCounty },
    'zillow-zori-home-type': {
      vintage: `monthly, metro; single-family to ${latestOf(ds.rental?.zoriMetroSfr ?? {})}, multifamily to ${latestOf(ds.rental?.zoriMetroMfr ?? {})}`,
      asOf: latestOf(ds.rental?.zoriMetroMfr ?? {}),
    },
  };
  return (Object.keys(SOURCE_URLS) as SourceId[]).map((id) => ({ id, ...SOURCE_URLS[id], ...vintages[id] }));
}
