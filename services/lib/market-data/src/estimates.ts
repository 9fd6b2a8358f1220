import type { MarketDataset } from './dataset.ts';
import type { AcsHousingProfile, MonthlySeries, RentsByBedrooms, SourceId, ValueDistribution } from './dataset-types.ts';
import { addMonths, type Month } from './months.ts';
import { carryForward, latest, round, valueAt } from './series.ts';
import { zipZoriScope, zoriCandidates, type ZoriLevel } from './zori-series.ts';

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
      ? ' No adjustment is made for the property\'s size or bedrooms: the sources give no square footage, and ACS median rooms are for all units county-wide, too coarse to scale a ZIP value.'
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

interface FmrChoice {
  kind: 'safmr' | 'town-fmr' | 'county-fmr';
  rents: RentsByBedrooms;
  asOf: string;
  detail: string;
  sourceId: SourceId;
}

const SAFMR_EFFECTIVE: Month = '2023-10';

function fmrFor(ds: MarketDataset, zip: string, metroSeries: MonthlySeries | undefined): FmrChoice | null {
  const s = ds.safmr.get(zip);
  if (s) {
    // FY2024 SAFMRs took effect 2023-10; carry them to the present like the ZIP ZORI, with the metro ZORI.
    const carried = metroSeries ? carryForward(1, SAFMR_EFFECTIVE, metroSeries) : null;
    const factor = carried?.factor ?? 1;
    const others = s.otherAreas.length > 0 ? ` The ZIP is also in ${s.otherAreas.map((o) => o.hudAreaName).join('; ')}.` : '';
    return {
      kind: 'safmr',
      rents: s.rents.map((r) => r * factor) as RentsByBedrooms,
      asOf: carried && factor !== 1 ? carried.to : SAFMR_EFFECTIVE,
      detail:
        `HUD FY2024 Small Area FMR (${s.hudAreaName}), 40th-percentile gross rent` +
        (factor !== 1 ? `, carried from ${SAFMR_EFFECTIVE} to ${carried?.to} by the metro ZORI (x${round(factor, 3)}).` : '.') +
        others,
      sourceId: 'hud-safmr-fy2024',
    };
  }
  const town = ds.fmrTownByZip.get(zip);
  if (town) {
    return {
      kind: 'town-fmr',
      rents: town.rents,
      asOf: '2025-10',
      detail: `HUD FY2026 FMR for ${town.town}, ${town.state} (${town.hudAreaName}), 40th-percentile gross rent.`,
      sourceId: 'hud-fmr-fy2026',
    };
  }
  const g = ds.geo.get(zip);
  const fips = g?.statCountyFips ?? g?.countyFips;
  const county = fips ? ds.fmrCounty.get(fips) : undefined;
  if (!county) return null;
  return {
    kind: 'county-fmr',
    rents: county.rents,
    asOf: '2025-10',
    detail:
      `HUD FY2026 county FMR for ${county.name}, ${county.state} (${county.hudAreaName}), 40th-percentile gross rent` +
      (county.townsAggregated > 0 ? `, population-weighted over ${county.townsAggregated} towns.` : '.'),
    sourceId: 'hud-fmr-fy2026',
  };
}

/** Weight of the ZORI component in the blend: ZORI is a market asking rent, so it leads when it is local. */
const ZORI_WEIGHT: Record<ZoriLevel, number> = { zip: 0.7, city: 0.65, county: 0.6, metro: 0.5 };

/**
 * Monthly market rent for a ZIP, for a bedroom count (0-4; 5+ uses 4) or for the typical unit. See the
 * `method` text of the result; bathrooms and living area do not change the estimate (no source supports it).
 */
export function estimateRent(ds: MarketDataset, zip: string, property: PropertyFacts = {}): RentEstimate | null {
  const bedroomsIn = property.bedrooms ?? null;
  const bedrooms = bedroomsIn === null ? null : Math.max(0, Math.min(4, Math.round(bedroomsIn)));
  const scope = zipZoriScope(ds, zip);
  const metroSeries = scope.metro ? ds.zoriMetro.get(scope.metro)?.series : undefined;
  const zori = zoriCandidates(ds, scope)[0];
  const zoriObs = zori ? latest(zori.series) : null;
  const fmr = fmrFor(ds, zip, metroSeries);
  if (!zoriObs && !fmr) return null;

  const components: RentComponent[] = [];
  const sources: SourceRef[] = [];
  const reasons: string[] = [];
  const sizeIndex = bedrooms ?? 2;
  const bedroomRatio = fmr ? (fmr.rents[sizeIndex] ?? fmr.rents[2]) / fmr.rents[2] : 1;

  let zoriValue: number | null = null;
  let zoriAsOf: Month | null = null;
  if (zori && zoriObs) {
    const carried = zori.level === 'metro' ? null : carryForward(zoriObs.value, zoriObs.month, metroSeries);
    const level = carried?.value ?? zoriObs.value;
    zoriAsOf = carried?.to ?? zoriObs.month;
    zoriValue = level * (bedrooms === null ? 1 : bedroomRatio);
    components.push({
      kind: 'zori',
      value: round(zoriValue),
      asOf: zoriAsOf,
      detail:
        `Zillow ZORI for ${zori.label}: $${round(zoriObs.value)} in ${zoriObs.month}` +
        (carried && carried.factor !== 1
          ? `, carried to ${carried.to} by the ${scope.metro} metro ZORI change (x${round(carried.factor, 3)})`
          : '') +
        (bedrooms !== null && fmr
          ? `, scaled to ${bedrooms} bedroom(s) by HUD's ${bedrooms}BR/2BR ratio (${round(bedroomRatio, 3)}).`
          : '.'),
    });
    sources.push(sourceRef(ds, 'zillow-zori', zoriAsOf));
  }
  let fmrValue: number | null = null;
  if (fmr) {
    const value = fmr.rents[sizeIndex] ?? fmr.rents[2];
    fmrValue = value;
    components.push({ kind: fmr.kind, value: round(value), asOf: fmr.asOf, detail: fmr.detail });
    sources.push(sourceRef(ds, fmr.sourceId));
  }

  let point: number;
  let weight = 0;
  if (zoriValue !== null && fmrValue !== null && zori) {
    weight = ZORI_WEIGHT[zori.level];
    point = weight * zoriValue + (1 - weight) * fmrValue;
  } else {
    point = (zoriValue ?? fmrValue) as number;
  }

  let confidence: Confidence;
  if (zori?.level === 'zip' && fmr?.kind === 'safmr') confidence = 'high';
  else if (zori && zori.level !== 'metro' && fmr) confidence = 'medium';
  else confidence = 'low';
  if (zori) reasons.push(`Market asking rents from Zillow at ${zori.level} level.`);
  else reasons.push('No Zillow rent series covers this ZIP, its city, county or metro; HUD FMR only.');
  if (!fmr) reasons.push('No HUD FMR for this ZIP or county, so no bedroom-specific benchmark.');
  if (zoriValue !== null && fmrValue !== null) {
    const gap = Math.abs(zoriValue / fmrValue - 1);
    if (gap > 0.25) {
      if (confidence === 'high') confidence = 'medium';
      reasons.push(`Zillow and HUD differ by ${round(gap * 100)}%, so the blend is less certain.`);
    }
  }
  if (zori && zoriObs && zori.level !== 'metro' && zoriAsOf !== zoriObs.month) {
    reasons.push(`The local Zillow series ends ${zoriObs.month}; later months follow the metro trend.`);
  }
  if (bedroomsIn !== null && bedroomsIn > 4) reasons.push('HUD publishes up to 4 bedrooms; the 4-bedroom figure is used.');

  const values = [zoriValue, fmrValue].filter((v): v is number => v !== null);
  const pad = confidence === 'low' ? 0.15 : 0.075;
  const low = Math.min(...values, point * (1 - pad));
  const high = Math.max(...values, point * (1 + pad));
  const asOf = zoriAsOf ?? (fmr?.asOf.slice(0, 7) as Month);
  const unit = bedrooms === null ? 'the typical unit (HUD 2BR as benchmark)' : `${bedrooms} bedroom(s)`;
  const method =
    `Rent for ${unit}. ` +
    (weight > 0
      ? `Blend of ${round(weight * 100)}% Zillow ZORI (typical asking rent, all unit sizes) and ${round((1 - weight) * 100)}% HUD FMR (40th-percentile gross rent incl. utilities, a conservative benchmark). `
      : zoriValue !== null
        ? 'Zillow ZORI only (typical asking rent). '
        : 'HUD FMR only (40th-percentile gross rent). ') +
    'Range spans both components, at least ' +
    `+/-${round(pad * 100, 1)}%. ` +
    (property.bathrooms || property.livingAreaSqft
      ? 'Bathrooms and living area are not used: no source here relates rent to them.'
      : '');
  return {
    zip,
    bedrooms,
    point: round(point),
    low: round(low),
    high: round(high),
    asOf,
    components,
    method: method.trim(),
    confidence,
    confidenceReasons: reasons,
    sources,
  };
}
