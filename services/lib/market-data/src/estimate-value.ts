import type { MarketDataset } from './dataset.ts';
import type { AcsHousingProfile, ValueDistribution } from './dataset-types.ts';
import { addMonths, type Month } from './months.ts';
import { carryForward, latest, round, valueAt } from './series.ts';
import {
  sourceRef,
  type Confidence,
  type PropertyFacts,
  type SourceRef,
  type ValueEstimate,
} from './estimate-types.ts';

/** Upper edges of the DP04 value brackets; the open top bracket is treated as $1M-$2M. */
const VALUE_EDGES = [0, 50_000, 100_000, 150_000, 200_000, 300_000, 500_000, 1_000_000, 2_000_000];

/** A percentile of the county's owner-occupied home values, interpolated within the DP04 value brackets. */
export function valuePercentile(distribution: ValueDistribution, p: number): number | null {
  const total = distribution.reduce((s, v) => s + v, 0);
  if (total <= 0) return null;
  let cumulative = 0;
  for (let i = 0; i < distribution.length; i += 1) {
    const share = ((distribution[i] ?? 0) / total) * 100;
    if (cumulative + share >= p && share > 0) {
      const lo = VALUE_EDGES[i] ?? 0;
      const hi = VALUE_EDGES[i + 1] ?? lo;
      return lo + ((p - cumulative) / share) * (hi - lo);
    }
    cumulative += share;
  }
  return VALUE_EDGES.at(-1) ?? null;
}

/**
 * Half-width of the value range as fractions below and above the point. The county's interquartile spread
 * describes how far a single home strays from the county median; homes within one ZIP are more alike, so
 * half of that spread on a log scale is used, kept between 8% and 35%. Without a distribution, 15%.
 */
export function valueSpread(acs: AcsHousingProfile | undefined): { down: number; up: number; fromAcs: boolean } {
  const d = acs?.valueDistribution;
  const p25 = d ? valuePercentile(d, 25) : null;
  const p50 = d ? valuePercentile(d, 50) : null;
  const p75 = d ? valuePercentile(d, 75) : null;
  if (!p25 || !p50 || !p75) return { down: 0.15, up: 0.15, fromAcs: false };
  const clamp = (x: number): number => Math.min(0.35, Math.max(0.08, x));
  return { down: clamp(1 - Math.sqrt(p25 / p50)), up: clamp(Math.sqrt(p75 / p50) - 1), fromAcs: true };
}

function countyProfile(ds: MarketDataset, zip: string): AcsHousingProfile | undefined {
  const g = ds.geo.get(zip);
  const fips = g?.statCountyFips ?? g?.countyFips;
  return fips ? ds.acsCounty.get(fips) : undefined;
}

/** Typical home value for a ZIP with a range; see `method` in the result for how it is made. */
export function estimateValue(ds: MarketDataset, zip: string, property: PropertyFacts = {}): ValueEstimate | null {
  const acs = countyProfile(ds, zip);
  const spread = valueSpread(acs);
  const reasons: string[] = [];
  const sizeNote =
    property.livingAreaSqft || property.bedrooms
      ? " No adjustment is made for the property's size or bedrooms: the sources give no square footage, and ACS median rooms are for all units county-wide, too coarse to scale a ZIP value."
      : '';
  const zhvi = ds.zhviZip.get(zip);
  const obs = zhvi ? latest(zhvi.series) : null;
  const forecast = ds.zhvfZip.get(zip);
  const f1y = forecast?.oneYearPct ?? null;

  let point: number;
  let asOf: Month;
  let basis: ValueEstimate['basis'];
  let method: string;
  let confidence: Confidence;
  const sources: SourceRef[] = [];

  if (obs) {
    point = obs.value;
    asOf = obs.month;
    basis = 'zip-zhvi';
    sources.push(sourceRef(ds, 'zillow-zhvi', obs.month));
    const sixMonthsAgo = zhvi ? valueAt(zhvi.series, addMonths(obs.month, -5)) : null;
    const recentMove = sixMonthsAgo ? Math.abs(obs.value / sixMonthsAgo - 1) * 100 : 0;
    confidence = 'high';
    reasons.push(`ZIP-level Zillow Home Value Index (typical mid-tier home) as of ${obs.month}.`);
    if (recentMove > 5 || (f1y !== null && Math.abs(f1y) > 5)) {
      confidence = 'medium';
      reasons.push('Values are moving quickly here (over 5% in six months or forecast), so the point ages fast.');
    }
    method =
      `Point: Zillow ZHVI for ZIP ${zip} in ${obs.month} (typical value of homes in the 33rd-67th percentile).` +
      ` Range: half the county's ACS interquartile spread of owner-occupied home values` +
      (spread.fromAcs ? '' : ' (not available here, so +/-15%)') +
      (f1y !== null ? `, widened by Zillow's 1-year forecast (${f1y}% to ${forecast?.oneYearTarget}).` : '.') +
      sizeNote;
  } else {
    const median = acs?.medianValue.value ?? null;
    if (median === null || !acs) return null;
    // The 5-year ACS median describes roughly the middle of its window; carry it forward with the metro ZHVI.
    const mid: Month = '2022-07';
    const metro = ds.metroOfZip(zip);
    const carried = carryForward(median, mid, metro ? ds.zhviMetro.get(metro)?.series : undefined);
    point = carried.value;
    asOf = carried.to;
    basis = 'county-acs-median';
    confidence = 'low';
    sources.push(sourceRef(ds, 'acs-2024-dp04-county'));
    if (carried.factor !== 1) sources.push(sourceRef(ds, 'zillow-zhvi', carried.to));
    reasons.push('No ZIP-level Zillow value; the county median of owner-reported values stands in.');
    if (acs.medianValue.qualifier) reasons.push('The county median is top- or bottom-coded by Census.');
    method =
      `Zillow has no ZHVI for ZIP ${zip}. Point: ACS 2020-2024 median owner-reported value of ${acs.name}` +
      (carried.factor !== 1
        ? `, carried from ${mid} (the survey window's midpoint) to ${carried.to} by the ${metro} metro ZHVI change (x${round(carried.factor, 3)}).`
        : ', not trended (no metro series).') +
      ' Range: half the county ACS interquartile spread, at least +/-8%.' +
      sizeNote;
  }
  if (f1y !== null) sources.push(sourceRef(ds, 'zillow-zhvf', forecast?.baseMonth));
  if (spread.fromAcs && basis === 'zip-zhvi') sources.push(sourceRef(ds, 'acs-2024-dp04-county'));
  const drift = f1y !== null ? f1y / 100 : 0;
  return {
    zip,
    point: round(point, -3) || round(point),
    low: round(point * (1 - spread.down + Math.min(0, drift)), -3),
    high: round(point * (1 + spread.up + Math.max(0, drift)), -3),
    asOf,
    basis,
    method,
    confidence,
    confidenceReasons: reasons,
    sources,
  };
}
