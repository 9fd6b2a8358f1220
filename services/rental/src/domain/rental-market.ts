import {
  addMonths,
  carryForward,
  changePct,
  latest,
  monthsBetween,
  resolveLocation,
  round,
  sourceRef,
  valueAt,
  zipZoriScope,
  zoriCandidates,
  type AcsHousingProfile,
  type MarketDataset,
  type MonthlySeries,
  type ResolvedLocation,
  type SourceInfo,
  type SourceRef,
  type ZoriChoice,
  type ZoriScope,
} from '@realty/market-data';
import { writeMarketNarrative } from './market-narrative.ts';

export interface RentTrendPoint {
  /** Month, 'YYYY-MM'. */
  period: string;
  averageRent: number;
  /** Percent change from the previous month. */
  changePercent: number | null;
}

export interface PropertyTypeShare {
  type: string;
  percentage: number;
  averageRent: number | null;
}

export interface RentalMarketResult {
  location: string;
  resolved: ResolvedLocation | null;
  averageRent: number | null;
  medianRent: number | null;
  occupancyRate: number | null;
  inventoryCount: number | null;
  pricePerSqft: number | null;
  rentTrends: RentTrendPoint[];
  popularPropertyTypes: PropertyTypeShare[];
  aiSummary: { summary: string; keyInsights: string[]; marketOutlook: string };
  dataSources: { primary: string; secondary: string[]; methodology: string };
  dataGeneration: Record<string, string>;
  sources: SourceRef[];
  note: string | null;
}

/** Facts the narrative is written from; exported for the narrative template and its tests. */
export interface MarketFacts {
  name: string;
  averageRent: number | null;
  averageRentAsOf: string | null;
  rentChange12mPct: number | null;
  rentChange3mPct: number | null;
  trendLabel: string | null;
  medianRent: number | null;
  medianRentQualifier: 'atLeast' | 'atMost' | null;
  acsArea: string | null;
  acsVintage: string | null;
  rentalVacancyPct: number | null;
  inventoryCount: number | null;
  topTypes: PropertyTypeShare[];
  renterSharePct: number | null;
}

const TREND_MONTHS = 12;
/** A local series this many months behind the metro series is too old to show as the current trend. */
const STALE_AFTER_MONTHS = 6;

/** Rental market statistics for free-text location; every metric the data cannot support is null with a reason. */
export function rentalMarket(ds: MarketDataset, locationText: string): RentalMarketResult {
  const resolved = resolveLocation(ds, locationText);
  if (!resolved) return unavailable(ds, locationText);

  const scope = scopeOf(ds, resolved);
  const candidates = zoriCandidates(ds, scope);
  const metroSeries = scope.metro ? ds.zoriMetro.get(scope.metro)?.series : undefined;
  const acs = acsFor(ds, resolved);
  const sources: SourceRef[] = [];
  const gen: Record<string, string> = {};

  const local = candidates[0];
  let averageRent: number | null = null;
  let averageRentAsOf: string | null = null;
  const localObs = local ? latest(local.series) : null;
  if (local && localObs) {
    const carried = local.level === 'metro' ? null : carryForward(localObs.value, localObs.month, metroSeries);
    averageRent = round(carried?.value ?? localObs.value);
    averageRentAsOf = carried?.to ?? localObs.month;
    sources.push(sourceRef(ds, 'zillow-zori', averageRentAsOf));
    gen.averageRent =
      `Zillow Observed Rent Index (ZORI) for ${local.label}: the typical asking rent across all unit sizes (Zillow's smoothed ` +
      `mean of listed rents between the 35th and 65th percentiles). Latest local value $${round(localObs.value)} in ${localObs.month}` +
      (carried && carried.factor !== 1
        ? `, carried forward to ${carried.to} by the ${scope.metro} metro ZORI change (x${round(carried.factor, 3)}), because the local series ends earlier.`
        : '.');
  } else {
    gen.averageRent = 'Zillow publishes no rent index for this location, its county or its metro area.';
  }

  const trend = trendSeries(candidates);
  const rentTrends = trend ? trendPoints(trend.series) : [];
  if (trend && rentTrends.length > 0) {
    gen.rentTrends =
      `Last ${rentTrends.length} months of the Zillow ZORI for ${trend.label}, with month-over-month change.` +
      (trend !== local ? ` The more local series ends too early (${localObs?.month}) to show the current trend.` : '');
  } else {
    gen.rentTrends = 'No Zillow rent series with monthly history covers this location.';
  }

  const medianRent = acs?.profile.medianGrossRent.value ?? null;
  if (acs && medianRent !== null) {
    sources.push(sourceRef(ds, acs.sourceId));
    const q = acs.profile.medianGrossRent.qualifier;
    gen.medianRent =
      `Census ACS ${acs.vintage} median gross rent (rent plus utilities) paid by renter households in ${acs.profile.name}` +
      `${q ? ` (top/bottom-coded: ${q === 'atLeast' ? 'at least' : 'at most'} this value)` : ''}; margin of error +/-$${acs.profile.medianGrossRent.moe ?? '?'}.` +
      ' It includes long-running leases, so it sits below current asking rents, and it is not trended.';
  } else {
    gen.medianRent = 'The Census ACS median gross rent is missing or suppressed for this area.';
  }

  const vacancy = acs?.profile.rentalVacancyRate.value ?? null;
  const occupancyRate = vacancy === null ? null : round(100 - vacancy, 1);
  gen.occupancyRate =
    vacancy === null
      ? 'The Census ACS rental vacancy rate is missing or suppressed for this area.'
      : `100 minus the Census ACS ${acs?.vintage} rental vacancy rate of ${acs?.profile.name} (${vacancy}% +/- ${acs?.profile.rentalVacancyRate.moe ?? '?'} points).` +
        (resolved.kind === 'zip' || resolved.kind === 'city' ? ' County-level: ACS publishes no vacancy for ZIP codes in the available tables.' : '');

  const inventory = inventoryFor(ds, resolved, acs?.profile ?? null);
  const inventoryCount = inventory?.count ?? null;
  gen.inventoryCount = inventory?.explanation ?? 'Cannot be derived: renter households or the rental vacancy rate is missing.';
  if (inventory?.usedZcta) sources.push(sourceRef(ds, 'acs-2023-b25003-zcta'));

  gen.pricePerSqft =
    'Not available: none of the public sources here (Zillow ZORI/ZHVI, HUD FMR, Census ACS) reports unit floor area, so rent per square foot cannot be computed honestly.';

  const popularPropertyTypes = acs ? propertyTypes(acs.profile) : [];
  gen.popularPropertyTypes = acs
    ? `Share of all housing units by units in structure, Census ACS ${acs.vintage} (${acs.profile.name}); DP04 does not split structure type by tenure, so shares cover owner and renter homes. Average rent per type is null: no source here reports rent by structure type.`
    : 'No Census ACS housing profile covers this area.';

  const renterShare = renterSharePct(ds, resolved, acs?.profile ?? null);
  const facts: MarketFacts = {
    name: resolved.displayName,
    averageRent,
    averageRentAsOf,
    rentChange12mPct: trend ? roundOrNull(changePct(trend.series, 12), 1) : null,
    rentChange3mPct: trend ? roundOrNull(changePct(trend.series, 3), 1) : null,
    trendLabel: trend?.label ?? null,
    medianRent,
    medianRentQualifier: acs?.profile.medianGrossRent.qualifier ?? null,
    acsArea: acs?.profile.name ?? null,
    acsVintage: acs?.vintage ?? null,
    rentalVacancyPct: vacancy,
    inventoryCount,
    topTypes: popularPropertyTypes.slice(0, 3),
    renterSharePct: renterShare,
  };
  const aiSummary = writeMarketNarrative(facts);
  gen.aiSummary = 'Written by a fixed template from the numbers above; no language model and no data beyond those figures.';

  const acsSource = acs ? ds.source(acs.sourceId) : null;
  const methodology =
    'Average rent is Zillow ZORI (typical asking rent) at the most local level available, brought to the latest metro month ' +
    'when the local series ends earlier. Median rent, occupancy, available units and property types come from Census ACS 5-year ' +
    `estimates for ${acs?.profile.name ?? 'the area'}. Metrics the data cannot support are left empty and explained per metric.`;
  return {
    location: resolved.displayName,
    resolved,
    averageRent,
    medianRent,
    occupancyRate,
    inventoryCount,
    pricePerSqft: null,
    rentTrends,
    popularPropertyTypes,
    aiSummary,
    dataSources: {
      primary: ds.source('zillow-zori').attribution,
      secondary: acsSource ? [acsSource.attribution] : [],
      methodology,
    },
    dataGeneration: gen,
    sources: dedupe(sources),
    note: resolved.note,
  };
}

function unavailable(ds: MarketDataset, locationText: string): RentalMarketResult {
  const why = `"${locationText.trim()}" did not match a ZIP code, city, county or metro area in the dataset.`;
  const metrics = ['averageRent', 'medianRent', 'occupancyRate', 'inventoryCount', 'pricePerSqft', 'rentTrends', 'popularPropertyTypes'];
  return {
    location: locationText.trim(),
    resolved: null,
    averageRent: null,
    medianRent: null,
    occupancyRate: null,
    inventoryCount: null,
    pricePerSqft: null,
    rentTrends: [],
    popularPropertyTypes: [],
    aiSummary: {
      summary: `No rental market data is available for "${locationText.trim()}".`,
      keyInsights: [],
      marketOutlook: 'Try a 5-digit ZIP code, "City, ST", a county ("Cook County, IL") or a metro area.',
    },
    dataSources: { primary: ds.source('zillow-zori').attribution, secondary: [], methodology: why },
    dataGeneration: Object.fromEntries(metrics.map((m) => [m, why])),
    sources: [],
    note: why,
  };
}

function scopeOf(ds: MarketDataset, r: ResolvedLocation): ZoriScope {
  switch (r.kind) {
    case 'zip':
      return zipZoriScope(ds, r.zip);
    case 'city':
      return { cityKey: r.cityKey, countyFips: r.countyFips, metro: r.metro };
    case 'county':
      return { countyFips: r.countyFips, metro: metroOfCounty(ds, r.countyFips) };
    case 'metro':
      return { metro: r.metro };
  }
}

function metroOfCounty(ds: MarketDataset, fips: string): string | null {
  const zoriCountyMetro = ds.zoriCounty.get(fips)?.metro;
  if (zoriCountyMetro) return ds.metroName(zoriCountyMetro);
  const cbsa = ds.countyCbsa.get(fips);
  if (!cbsa) return null;
  for (const [metro, code] of ds.metroCbsa) if (code === cbsa) return metro;
  return null;
}

interface AcsChoice {
  profile: AcsHousingProfile;
  sourceId: 'acs-2024-dp04-county' | 'acs-2023-dp04-cbsa';
  vintage: string;
}

function acsFor(ds: MarketDataset, r: ResolvedLocation): AcsChoice | null {
  const county = r.countyFips ? ds.acsCounty.get(r.countyFips) : undefined;
  if (county && r.kind !== 'metro') return { profile: county, sourceId: 'acs-2024-dp04-county', vintage: '2020-2024' };
  const cbsa = r.kind === 'metro' ? r.cbsa : r.countyFips ? (ds.countyCbsa.get(r.countyFips) ?? null) : null;
  const metro = cbsa ? ds.acsCbsa.get(cbsa) : undefined;
  return metro ? { profile: metro, sourceId: 'acs-2023-dp04-cbsa', vintage: '2019-2023' } : null;
}

/**
 * The most local series that is still current (within six months of the metro series) and long enough for a
 * 12-month change, else the metro series.
 */
function trendSeries(candidates: ZoriChoice[]): ZoriChoice | null {
  const metro = candidates.find((c) => c.level === 'metro');
  const metroEnd = metro ? latest(metro.series)?.month : undefined;
  for (const c of candidates) {
    const end = latest(c.series)?.month;
    if (!end || changePct(c.series, TREND_MONTHS) === null) continue;
    if (!metroEnd || monthsBetween(end, metroEnd) <= STALE_AFTER_MONTHS) return c;
  }
  return metro ?? candidates[0] ?? null;
}

export function trendPoints(series: MonthlySeries, months = TREND_MONTHS): RentTrendPoint[] {
  const end = latest(series);
  if (!end) return [];
  const out: RentTrendPoint[] = [];
  for (let i = months - 1; i >= 0; i -= 1) {
    const period = addMonths(end.month, -i);
    const value = valueAt(series, period);
    if (value === null) continue;
    const previous = valueAt(series, addMonths(period, -1));
    out.push({
      period,
      averageRent: round(value),
      changePercent: previous ? round((value / previous - 1) * 100, 2) : null,
    });
  }
  return out;
}

const TYPE_GROUPS: { type: string; keys: (keyof AcsHousingProfile['unitsInStructure'])[] }[] = [
  { type: 'Single-family detached', keys: ['oneUnitDetached'] },
  { type: 'Single-family attached (townhouse)', keys: ['oneUnitAttached'] },
  { type: 'Small multifamily (2-4 units)', keys: ['twoUnits', 'threeToFourUnits'] },
  { type: 'Mid-size apartments (5-19 units)', keys: ['fiveToNineUnits', 'tenToNineteenUnits'] },
  { type: 'Large apartments (20+ units)', keys: ['twentyOrMoreUnits'] },
  { type: 'Mobile home', keys: ['mobileHome'] },
];

export function propertyTypes(profile: AcsHousingProfile): PropertyTypeShare[] {
  const out: PropertyTypeShare[] = [];
  for (const group of TYPE_GROUPS) {
    const parts = group.keys.map((k) => profile.unitsInStructure[k]);
    if (parts.some((p) => p === null)) continue;
    const percentage = round(parts.reduce((s: number, p) => s + (p ?? 0), 0), 1);
    if (percentage > 0) out.push({ type: group.type, percentage, averageRent: null });
  }
  return out.sort((a, b) => b.percentage - a.percentage);
}

interface InventoryEstimate {
  count: number;
  explanation: string;
  usedZcta: boolean;
}

function inventoryFor(ds: MarketDataset, r: ResolvedLocation, acs: AcsHousingProfile | null): InventoryEstimate | null {
  const rate = acs?.rentalVacancyRate.value ?? null;
  if (!acs || rate === null || rate >= 100) return null;
  const formula = `renter households x ${rate}% / (100 - ${rate}%)`;
  if (r.kind === 'zip' || r.kind === 'city') {
    const zips = r.kind === 'zip' ? [r.zip] : r.zips;
    let renters = 0;
    let found = 0;
    for (const z of zips) {
      const t = ds.tenureZcta.get(z);
      if (t) {
        renters += t.renterOccupied;
        found += 1;
      }
    }
    if (found === 0) return null;
    return {
      count: Math.round((renters * rate) / (100 - rate)),
      usedZcta: true,
      explanation:
        `Estimated vacant units for rent: ${renters.toLocaleString('en-US')} renter households in ${found} ZIP code tabulation area(s) ` +
        `(ACS 2019-2023 B25003) x the ${acs.name} rental vacancy rate: ${formula}. It assumes the county vacancy rate holds locally, ` +
        'and leaves out units rented but not yet occupied. It is not a count of listings.',
    };
  }
  if (acs.estimatedVacantForRent === null) return null;
  return {
    count: acs.estimatedVacantForRent,
    usedZcta: false,
    explanation:
      `Estimated vacant units for rent in ${acs.name}: ${(acs.renterOccupied.value ?? 0).toLocaleString('en-US')} renter-occupied units x ` +
      `${formula} (Census ACS DP04). It leaves out units rented but not yet occupied. It is not a count of listings.`,
  };
}

function renterSharePct(ds: MarketDataset, r: ResolvedLocation, acs: AcsHousingProfile | null): number | null {
  if (r.kind === 'zip') {
    const t = ds.tenureZcta.get(r.zip);
    return t && t.occupied > 0 ? round((t.renterOccupied / t.occupied) * 100, 1) : null;
  }
  const renters = acs?.renterOccupied.value ?? null;
  const occupied = acs?.occupiedUnits ?? null;
  return renters !== null && occupied ? round((renters / occupied) * 100, 1) : null;
}

function roundOrNull(v: number | null, digits: number): number | null {
  return v === null ? null : round(v, digits);
}

function dedupe(refs: SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

/** Every source with the attribution text the product must display. */
export function dataAttribution(ds: MarketDataset): Pick<SourceInfo, 'id' | 'name' | 'publisher' | 'attribution' | 'vintage' | 'url' | 'licence'>[] {
  return ds.sources.map(({ id, name, publisher, attribution, vintage, url, licence }) => ({
    id,
    name,
    publisher,
    attribution,
    vintage,
    url,
    licence,
  }));
}

