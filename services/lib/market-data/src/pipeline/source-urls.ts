import type { SourceId } from '../dataset-types.ts';
import type { RawFileSpec, SourceUrlEntry } from './source-types.ts';
import { PROPERTY_RAW_FILES, PROPERTY_SOURCE_URLS } from './property-raw-files.ts';
import { censusTable, csvFile, manualFile, zillowCsv } from './raw-file-specs.ts';

export type { DownloadMethod, RawFileSpec, SourceUrlEntry } from './source-types.ts';

export const RAW_FILES = {
  zoriZip: zillowCsv('zillow-zori-zip', 'zori', 'Zip_zori_uc_sfrcondomfr_sm_month.csv', 'zillow-zori'),
  zoriCounty: zillowCsv('zillow-zori-county-2026', 'zori', 'County_zori_uc_sfrcondomfr_sm_month.csv', 'zillow-zori'),
  zoriMetro: zillowCsv('zillow-zori-metro', 'zori', 'Metro_zori_uc_sfrcondomfr_sm_month.csv', 'zillow-zori'),
  zoriCity: zillowCsv('zillow-zori-city-2025', 'zori', 'City_zori_uc_sfrcondomfr_sm_month.csv', 'zillow-zori'),
  zhviZip: zillowCsv('zillow-zhvi-zip', 'zhvi', 'Zip_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv', 'zillow-zhvi'),
  zhvfZip: zillowCsv(
    'zillow-zhvi-zip',
    'zhvf_growth',
    'Zip_zhvf_growth_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
    'zillow-zhvf',
  ),
  zhviMetro: zillowCsv(
    'zillow-zhvi-metro',
    'zhvi',
    'Metro_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
    'zillow-zhvi',
  ),
  fmrCounty: manualFile(
    'hud-fmr-county/FY26_FMRs.csv',
    'hud-fmr-fy2026',
    'https://www.huduser.gov/portal/datasets/fmr/fmr2026/FY26_FMRs.xlsx',
    'HUD publishes FY2026 FMRs as an .xlsx workbook only. Save its FY26_FMRs sheet as CSV (UTF-8) at this path.',
  ),
  safmr: manualFile(
    'hud-safmr/fy2024_safmrs_revised.csv',
    'hud-safmr-fy2024',
    'https://www.huduser.gov/portal/datasets/fmr/fmr2024/fy2024_safmrs_revised.xlsx',
    'HUD publishes SAFMRs as an .xlsx workbook only. Save it as CSV (UTF-8), keep ZIP codes as 5-digit text, and put it at this path.',
  ),
  acsCounty: censusTable(
    'census-acs-county-dp04/ACSDP5Y2024.DP04-Data.csv',
    'acs-2024-dp04-county',
    '2024/acs/acs5/profile?get=group(DP04)&for=county:*',
  ),
  acsCbsa: censusTable(
    'census-acs-cbsa-dp04/ACSDP5Y2023.DP04-Data.csv',
    'acs-2023-dp04-cbsa',
    '2023/acs/acs5/profile?get=group(DP04)&for=metropolitan%20statistical%20area/micropolitan%20statistical%20area:*',
  ),
  tenureZcta: censusTable(
    'census-acs-zcta-b25003/Homeowners_Data.csv',
    'acs-2023-b25003-zcta',
    '2023/acs/acs5?get=group(B25003)&for=zip%20code%20tabulation%20area:*',
  ),
  geonames: {
    path: 'geonames-us-postal/US.txt',
    sourceId: 'geonames-postal',
    download: { kind: 'zip-member', url: 'https://download.geonames.org/export/zip/US.zip', member: 'US.txt' },
  },
  mortgage: csvFile(
    'fred-mortgage30us/MORTGAGE30US.csv',
    'fred-mortgage30us',
    'https://fred.stlouisfed.org/graph/fredgraph.csv?id=MORTGAGE30US',
  ),
  propertyTax: manualFile(
    'taxfoundation-property-tax-county/property_tax_county.csv',
    'taxfoundation-property-tax',
    'https://taxfoundation.org/data/all/state/property-taxes-by-state-county/',
    'The Tax Foundation publishes this table on a web page, not as a stable CSV. Export it with the columns State, County, "Median Housing Value, 2023 ($)", "Median Property Taxes Paid, 2023 ($)(5-Year Estimate)", "Effective Property Tax Rate (2023)" to this path.',
  ),
  realtorMetro: csvFile(
    'realtor-inventory-metro/RDC_Inventory_Core_Metrics_Metro.csv',
    'realtor-inventory-metro',
    'https://econdata.s3-us-west-2.amazonaws.com/Reports/Core/RDC_Inventory_Core_Metrics_Metro.csv',
  ),
  realtorCounty: csvFile(
    'realtor-inventory-county/RDC_Inventory_Core_Metrics_County.csv',
    'realtor-inventory-county',
    'https://econdata.s3-us-west-2.amazonaws.com/Reports/Core/RDC_Inventory_Core_Metrics_County.csv',
  ),
  zoriMetroSfr: zillowCsv(
    'zillow-zori-metro-home-type',
    'zori',
    'Metro_zori_uc_sfr_sm_month.csv',
    'zillow-zori-home-type',
  ),
  zoriMetroMfr: zillowCsv(
    'zillow-zori-metro-home-type',
    'zori',
    'Metro_zori_uc_mfr_sm_month.csv',
    'zillow-zori-home-type',
  ),
  ...PROPERTY_RAW_FILES,
} as const satisfies Record<string, RawFileSpec>;

export type RawFileKey = keyof typeof RAW_FILES;

export const SOURCE_URLS: Record<SourceId, SourceUrlEntry> = {
  ...PROPERTY_SOURCE_URLS,
  'zillow-zori': {
    name: 'Zillow Observed Rent Index (ZORI), all homes plus multifamily, smoothed',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    attribution: 'Rent data: Zillow Observed Rent Index (ZORI), Zillow Research',
    licence:
      'Free for public use under Zillow Terms of Use; clear attribution to Zillow required. Commercial use needs a legal check.',
  },
  'zillow-zhvi': {
    name: 'Zillow Home Value Index (ZHVI), SFR + condo, mid tier, smoothed, seasonally adjusted',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    attribution: 'Home value data: Zillow Home Value Index (ZHVI), Zillow Research',
    licence: 'Free for public use under Zillow Terms of Use; clear attribution to Zillow required.',
  },
  'zillow-zhvf': {
    name: 'Zillow Home Value Forecast (ZHVF)',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    attribution: 'Home value forecast: Zillow Home Value Forecast (ZHVF), Zillow Research',
    licence: 'Free for public use under Zillow Terms of Use; clear attribution to Zillow required.',
  },
  'hud-safmr-fy2024': {
    name: 'Small Area Fair Market Rents FY2024 (revised)',
    publisher: 'U.S. Department of Housing and Urban Development, HUD USER',
    url: 'https://www.huduser.gov/portal/datasets/fmr/smallarea/index.html',
    attribution: 'HUD USER, FY2024 Small Area Fair Market Rents',
    licence: 'U.S. federal government work, public domain.',
  },
  'hud-fmr-fy2026': {
    name: 'Fair Market Rents FY2026 (county and New England town)',
    publisher: 'U.S. Department of Housing and Urban Development, HUD USER',
    url: 'https://www.huduser.gov/portal/datasets/fmr.html',
    attribution: 'HUD USER, FY2026 Fair Market Rents',
    licence: 'U.S. federal government work, public domain.',
  },
  'acs-2024-dp04-county': {
    name: 'ACS 5-year DP04 Selected Housing Characteristics, counties',
    publisher: 'U.S. Census Bureau',
    url: 'https://data.census.gov/table/ACSDP5Y2024.DP04',
    attribution: 'U.S. Census Bureau, 2020-2024 American Community Survey 5-Year Estimates, table DP04',
    licence: 'U.S. federal government work, public domain.',
  },
  'acs-2023-dp04-cbsa': {
    name: 'ACS 5-year DP04 Selected Housing Characteristics, metro/micro areas',
    publisher: 'U.S. Census Bureau',
    url: 'https://data.census.gov/table/ACSDP5Y2023.DP04',
    attribution: 'U.S. Census Bureau, 2019-2023 American Community Survey 5-Year Estimates, table DP04',
    licence: 'U.S. federal government work, public domain.',
  },
  'acs-2023-b25003-zcta': {
    name: 'ACS 5-year B25003 Tenure, ZIP Code Tabulation Areas',
    publisher: 'U.S. Census Bureau',
    url: 'https://data.census.gov/table/ACSDT5Y2023.B25003',
    attribution: 'U.S. Census Bureau, 2019-2023 American Community Survey 5-Year Estimates, table B25003',
    licence: 'U.S. federal government work, public domain.',
  },
  'geonames-postal': {
    name: 'GeoNames US postal codes',
    publisher: 'GeoNames',
    url: 'https://download.geonames.org/export/zip/',
    attribution: 'ZIP code places: GeoNames (www.geonames.org), CC BY 4.0',
    licence: 'Creative Commons Attribution 4.0; provided "as is".',
  },
  'fred-mortgage30us': {
    name: '30-Year Fixed Rate Mortgage Average in the United States (MORTGAGE30US)',
    publisher: 'Freddie Mac, Primary Mortgage Market Survey; distributed by FRED, Federal Reserve Bank of St. Louis',
    url: 'https://fred.stlouisfed.org/series/MORTGAGE30US',
    attribution:
      'Freddie Mac, 30-Year Fixed Rate Mortgage Average in the United States [MORTGAGE30US], retrieved from FRED, Federal Reserve Bank of St. Louis',
    licence: 'Cite Freddie Mac and FRED; check Freddie Mac PMMS terms before commercial redistribution.',
  },
  'taxfoundation-property-tax': {
    name: 'Property Taxes by State and County (effective rate = median taxes paid / median home value)',
    publisher: 'Tax Foundation, from U.S. Census Bureau ACS 2019-2023',
    url: 'https://taxfoundation.org/data/all/state/property-taxes-by-state-county/',
    attribution: 'Tax Foundation; U.S. Census Bureau, American Community Survey',
    licence: 'Underlying ACS figures are public domain; check Tax Foundation reuse terms before commercial use.',
  },
  'realtor-inventory-metro': {
    name: 'Realtor.com Inventory Core Metrics, metro (CBSA), one month',
    publisher: 'Realtor.com Economic Research',
    url: 'https://www.realtor.com/research/data/',
    attribution: 'Listing data: Realtor.com Economic Research',
    licence:
      'Free download on Realtor.com research data page; no licence text found. Credit Realtor.com; legal check before paid use.',
  },
  'realtor-inventory-county': {
    name: 'Realtor.com Inventory Core Metrics, county, one month',
    publisher: 'Realtor.com Economic Research',
    url: 'https://www.realtor.com/research/data/',
    attribution: 'Listing data: Realtor.com Economic Research',
    licence:
      'Free download on Realtor.com research data page; no licence text found. Credit Realtor.com; legal check before paid use.',
  },
  'zillow-zori-home-type': {
    name: 'Zillow Observed Rent Index (ZORI) by home type: single-family and multifamily rentals, metro, smoothed',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    attribution: 'Rent data: Zillow Observed Rent Index (ZORI), Zillow Research',
    licence: 'Free for public use under Zillow Terms of Use; clear attribution to Zillow required.',
  },
};
