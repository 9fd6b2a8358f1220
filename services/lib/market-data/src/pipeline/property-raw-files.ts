import { zillowCsv } from './raw-file-specs.ts';
import type { RawFileSpec, SourceUrlEntry } from './source-types.ts';

// The Zillow value files behind the property-level estimates (SOURCES.md sections 15-18): ZHVI by bedroom
// count and by value tier (metro and state, one release), and by home type (metro, the next release).

function zhvi(folder: string, file: string, sourceId: RawFileSpec['sourceId']): RawFileSpec {
  return zillowCsv(folder, 'zhvi', file, sourceId);
}

const bed = (level: 'Metro' | 'State', n: number) =>
  zhvi(
    level === 'Metro' ? 'zillow-zhvi-metro-bedrooms' : 'zillow-zhvi-state',
    `${level}_zhvi_bdrmcnt_${n}_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv`,
    'zillow-zhvi-bedrooms-tiers',
  );
const tier = (level: 'Metro' | 'State', band: string) =>
  zhvi(
    level === 'Metro' ? 'zillow-zhvi-metro-tiers' : 'zillow-zhvi-state',
    `${level}_zhvi_uc_sfrcondo_tier_${band}_sm_sa_month.csv`,
    'zillow-zhvi-bedrooms-tiers',
  );
const homeType = (type: string) =>
  zhvi('zillow-zhvi-metro-home-type', `Metro_zhvi_uc_${type}_tier_0.33_0.67_sm_sa_month.csv`, 'zillow-zhvi-home-type');

export const PROPERTY_RAW_FILES = {
  zhviMetroBed1: bed('Metro', 1),
  zhviMetroBed2: bed('Metro', 2),
  zhviMetroBed3: bed('Metro', 3),
  zhviMetroBed4: bed('Metro', 4),
  zhviMetroBed5: bed('Metro', 5),
  zhviStateBed1: bed('State', 1),
  zhviStateBed2: bed('State', 2),
  zhviStateBed3: bed('State', 3),
  zhviStateBed4: bed('State', 4),
  zhviStateBed5: bed('State', 5),
  zhviMetroTierBottom: tier('Metro', '0.0_0.33'),
  zhviMetroTierMid: tier('Metro', '0.33_0.67'),
  zhviMetroTierTop: tier('Metro', '0.67_1.0'),
  zhviStateTierBottom: tier('State', '0.0_0.33'),
  zhviStateTierMid: tier('State', '0.33_0.67'),
  zhviStateTierTop: tier('State', '0.67_1.0'),
  zhviStateSfr: zhvi(
    'zillow-zhvi-state',
    'State_zhvi_uc_sfr_tier_0.33_0.67_sm_sa_month.csv',
    'zillow-zhvi-bedrooms-tiers',
  ),
  zhviMetroTypeAll: homeType('sfrcondo'),
  zhviMetroTypeSfr: homeType('sfr'),
  zhviMetroTypeCondo: homeType('condo'),
} satisfies Record<string, RawFileSpec>;

const ZILLOW_TERMS = 'Free for public use under Zillow Terms of Use; clear attribution to Zillow required.';

export const PROPERTY_SOURCE_URLS: Record<'zillow-zhvi-bedrooms-tiers' | 'zillow-zhvi-home-type', SourceUrlEntry> = {
  'zillow-zhvi-bedrooms-tiers': {
    name: 'Zillow Home Value Index by bedroom count (1-5+) and by value tier (bottom, middle, top third), metro and state',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    attribution: 'Home value data: Zillow Home Value Index (ZHVI) by bedrooms and tier, Zillow Research',
    licence: ZILLOW_TERMS,
  },
  'zillow-zhvi-home-type': {
    name: 'Zillow Home Value Index by home type (single-family, condo/co-op, all homes), metro',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    attribution: 'Home value data: Zillow Home Value Index (ZHVI) by home type, Zillow Research',
    licence: ZILLOW_TERMS,
  },
};
