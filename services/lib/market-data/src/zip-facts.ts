import type { MarketDataset } from './dataset.ts';
import {
  estimateRent,
  estimateValue,
  sourceRef,
  type PropertyFacts,
  type RentEstimate,
  type SourceRef,
  type ValueEstimate,
} from './estimates.ts';
import { changePct, latest, monthlyChanges, round, stdDev } from './series.ts';
import { zipZoriScope, zoriCandidates } from './zori-series.ts';

export interface ZipLocation {
  city: string;
  state: string;
  countyName: string;
  countyFips: string | null;
  metro: string | null;
  lat: number;
  lon: number;
}

export interface RateFact {
  ratePct: number;
  source: SourceRef;
}

export interface ZipFacts {
  zip: string;
  location: ZipLocation | null;
  value: ValueEstimate | null;
  /** Rent for the property's bedrooms when given, else for the typical unit. */
  rent: RentEstimate | null;
  rentByBedrooms: { bedrooms: number; estimate: RentEstimate }[];
  propertyTax: (RateFact & { level: 'county' | 'state'; area: string }) | null;
  rentalVacancy: (RateFact & { moe: number | null; level: 'county' | 'metro'; area: string }) | null;
  mortgageRate30y: (RateFact & { date: string }) | null;
  valueTrend: {
    zhvi6MonthChangePct: number | null;
    zhviPeriod: { from: string; to: string } | null;
    forecast1YearPct: number | null;
    forecastTarget: string | null;
    metro12MonthChangePct: number | null;
    metroAsOf: string | null;
    sources: SourceRef[];
  };
  rentTrend: {
    local12MonthChangePct: number | null;
    localLevel: string | null;
    localAsOf: string | null;
    metro12MonthChangePct: number | null;
    metroAsOf: string | null;
    sources: SourceRef[];
  };
  metroValueVolatility: {
    monthlyStdDevPct: number;
    annualizedPct: number;
    months: number;
    asOf: string;
    source: SourceRef;
  } | null;
  /** Home value / annual rent, both for the typical home. */
  priceToRent: { ratio: number; value: number; annualRent: number } | null;
  renterSharePct: { pct: number; source: SourceRef } | null;
  notes: string[];
}

const VOLATILITY_MONTHS = 60;

/** Everything an underwriting engine needs about a ZIP, each figure with its source; null for an unknown ZIP. */
export function zipFacts(ds: MarketDataset, zip: string, property: PropertyFacts = {}): ZipFacts | null {
  const g = ds.geo.get(zip);
  const value = estimateValue(ds, zip, property);
  const typicalRent = estimateRent(ds, zip, { ...property, bedrooms: null });
  if (!g && !value && !typicalRent) return null;
  const notes: string[] = [];
  const scope = zipZoriScope(ds, zip);
  const metro = scope.metro ?? null;
  const county = g?.statCountyFips ?? g?.countyFips ?? null;

  const rentByBedrooms = [0, 1, 2, 3, 4].flatMap((bedrooms) => {
    const estimate = estimateRent(ds, zip, { ...property, bedrooms });
    return estimate ? [{ bedrooms, estimate }] : [];
  });
  const rent = property.bedrooms != null ? estimateRent(ds, zip, property) : typicalRent;

  let propertyTax: ZipFacts['propertyTax'] = null;
  const countyTax = county ? ds.taxCounty.get(county) : undefined;
  const stateTax = g ? ds.taxState.get(g.state) : undefined;
  if (countyTax) {
    propertyTax = {
      ratePct: countyTax.effectiveRatePct,
      level: 'county',
      area: `${countyTax.name}, ${countyTax.state}`,
      source: sourceRef(ds, 'taxfoundation-property-tax'),
    };
  } else if (stateTax && g) {
    propertyTax = {
      ratePct: stateTax.medianCountyRatePct,
      level: 'state',
      area: g.stateName,
      source: sourceRef(ds, 'taxfoundation-property-tax'),
    };
    notes.push(`No county property-tax rate; the median of ${stateTax.countyCount} ${g.state} counties is used.`);
  }

  let rentalVacancy: ZipFacts['rentalVacancy'] = null;
  const acs = county ? ds.acsCounty.get(county) : undefined;
  const cbsa = county ? ds.countyCbsa.get(county) : undefined;
  const acsMetro = cbsa ? ds.acsCbsa.get(cbsa) : undefined;
  if (acs?.rentalVacancyRate.value != null) {
    rentalVacancy = {
      ratePct: acs.rentalVacancyRate.value,
      moe: acs.rentalVacancyRate.moe,
      level: 'county',
      area: acs.name,
      source: sourceRef(ds, 'acs-2024-dp04-county'),
    };
  } else if (acsMetro?.rentalVacancyRate.value != null) {
    rentalVacancy = {
      ratePct: acsMetro.rentalVacancyRate.value,
      moe: acsMetro.rentalVacancyRate.moe,
      level: 'metro',
      area: acsMetro.name,
      source: sourceRef(ds, 'acs-2023-dp04-cbsa'),
    };
  }

  const lastRate = ds.mortgage30.at(-1);
  const mortgageRate30y = lastRate
    ? { ratePct: lastRate.ratePct, date: lastRate.date, source: sourceRef(ds, 'fred-mortgage30us', lastRate.date) }
    : null;

  const zhvi = ds.zhviZip.get(zip);
  const zhviEnd = zhvi ? latest(zhvi.series) : null;
  const zhviMetro = metro ? ds.zhviMetro.get(metro) : undefined;
  const zhviMetroEnd = zhviMetro ? latest(zhviMetro.series) : null;
  const forecast = ds.zhvfZip.get(zip);
  const valueSources: SourceRef[] = [];
  if (zhviEnd || zhviMetroEnd) valueSources.push(sourceRef(ds, 'zillow-zhvi', zhviEnd?.month ?? zhviMetroEnd?.month));
  if (forecast) valueSources.push(sourceRef(ds, 'zillow-zhvf', forecast.baseMonth));
  const valueTrend: ZipFacts['valueTrend'] = {
    // The ZIP file keeps six months, so the change spans five month-steps (first to last kept month).
    zhvi6MonthChangePct: zhvi ? roundOrNull(changePct(zhvi.series, zhvi.series.values.length - 1), 2) : null,
    zhviPeriod: zhvi && zhviEnd ? { from: zhvi.series.start, to: zhviEnd.month } : null,
    forecast1YearPct: forecast?.oneYearPct ?? null,
    forecastTarget: forecast?.oneYearTarget ?? null,
    metro12MonthChangePct: zhviMetro ? roundOrNull(changePct(zhviMetro.series, 12), 2) : null,
    metroAsOf: zhviMetroEnd?.month ?? null,
    sources: valueSources,
  };

  const local = zoriCandidates(ds, { ...scope, metro: null })[0];
  const zoriMetro = metro ? ds.zoriMetro.get(metro) : undefined;
  const rentTrend: ZipFacts['rentTrend'] = {
    local12MonthChangePct: local ? roundOrNull(changePct(local.series, 12), 2) : null,
    localLevel: local?.label ?? null,
    localAsOf: local ? (latest(local.series)?.month ?? null) : null,
    metro12MonthChangePct: zoriMetro ? roundOrNull(changePct(zoriMetro.series, 12), 2) : null,
    metroAsOf: zoriMetro ? (latest(zoriMetro.series)?.month ?? null) : null,
    sources:
      local || zoriMetro ? [sourceRef(ds, 'zillow-zori', zoriMetro ? latest(zoriMetro.series)?.month : undefined)] : [],
  };

  let metroValueVolatility: ZipFacts['metroValueVolatility'] = null;
  if (zhviMetro && zhviMetroEnd) {
    const changes = monthlyChanges(zhviMetro.series, VOLATILITY_MONTHS);
    const sd = stdDev(changes);
    if (sd !== null) {
      metroValueVolatility = {
        monthlyStdDevPct: round(sd, 3),
        annualizedPct: round(sd * Math.sqrt(12), 2),
        months: changes.length,
        asOf: zhviMetroEnd.month,
        source: sourceRef(ds, 'zillow-zhvi', zhviMetroEnd.month),
      };
    }
  }

  const priceToRent =
    value && typicalRent && typicalRent.point > 0
      ? {
          ratio: round(value.point / (typicalRent.point * 12), 1),
          value: value.point,
          annualRent: typicalRent.point * 12,
        }
      : null;

  const tenure = ds.tenureZcta.get(zip);
  const renterSharePct =
    tenure && tenure.occupied > 0
      ? {
          pct: round((tenure.renterOccupied / tenure.occupied) * 100, 1),
          source: sourceRef(ds, 'acs-2023-b25003-zcta'),
        }
      : null;

  if (!value) notes.push('No home value estimate: no Zillow ZHVI and no county ACS median for this ZIP.');
  if (!typicalRent) notes.push('No rent estimate: no Zillow rent series and no HUD FMR covers this ZIP.');
  if (value && value.asOf < (typicalRent?.asOf ?? value.asOf)) {
    notes.push(`The home value describes ${value.asOf}; rents run to ${typicalRent?.asOf}.`);
  }
  if (g && !metro) notes.push('The ZIP is outside the metros Zillow tracks; trends are unavailable.');
  if (tenure) notes.push('Tenure is for the ZIP Code Tabulation Area, which approximates the USPS ZIP.');

  return {
    zip,
    location: g
      ? { city: g.city, state: g.state, countyName: g.countyName, countyFips: county, metro, lat: g.lat, lon: g.lon }
      : null,
    value,
    rent,
    rentByBedrooms,
    propertyTax,
    rentalVacancy,
    mortgageRate30y,
    valueTrend,
    rentTrend,
    metroValueVolatility,
    priceToRent,
    renterSharePct,
    notes,
  };
}

function roundOrNull(value: number | null, digits: number): number | null {
  return value === null ? null : round(value, digits);
}
