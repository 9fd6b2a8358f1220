import {
  bareState,
  changePct,
  resolveLocation,
  round,
  sourceRef,
  stateSuggestions,
  type LocationAlternative,
  type MarketDataset,
  type ResolvedLocation,
  type SourceInfo,
  type SourceRef,
} from '@realty/market-data';
import {
  acsFor,
  acsWhere,
  inventoryFor,
  propertyTypes,
  renterSharePct,
  type PropertyTypeShare,
} from './acs-profile.ts';
import { bedroomRents, type BedroomRentRow } from './bedroom-rents.ts';
import { newestMonth, STALE_AFTER_MONTHS, type SeriesFreshness } from './freshness.ts';
import { headlineRent, type RentTrendPoint } from './headline-rent.ts';
import { homeTypeRents } from './home-type-rents.ts';
import { absent, figure, type MarketFigure } from './market-figure.ts';
import { writeMarketNarrative } from './market-narrative.ts';
import type { MarketFacts } from './market-facts.ts';
import { marketSpeed, type ListingSnapshot } from './market-speed.ts';
import { explainMetrics } from './metric-explanations.ts';
import { relatedPlaces, scopeOf, type RelatedPlace } from './place-scope.ts';
import { valueContext } from './value-context.ts';

export type { PropertyTypeShare, RentTrendPoint };
export { propertyTypes } from './acs-profile.ts';
export { trendPoints } from './headline-rent.ts';

export interface PlaceHeader {
  kind: ResolvedLocation['kind'];
  name: string;
  /** The one geography this view is about, as its header states it ("ZIP 78701 (Austin, TX) in Austin, TX metro"). */
  header: string;
  state: string | null;
  households: number | null;
  population: number | null;
  matchedBy: ResolvedLocation['matchedBy'];
}

export interface RentalMarketResult {
  location: string;
  resolved: ResolvedLocation | null;
  place: PlaceHeader | null;
  /** Other places the text could mean (or, for a bare state, its largest metros), with their sizes. */
  candidates: LocationAlternative[];
  relatedPlaces: RelatedPlace[];
  averageRent: number | null;
  medianRent: number | null;
  occupancyRate: number | null;
  inventoryCount: number | null;
  pricePerSqft: number | null;
  /** The headline tiles, each with its own geography, period and source. */
  figures: MarketFigure[];
  rentTrends: RentTrendPoint[];
  trendGeography: string | null;
  bedroomRents: BedroomRentRow[];
  homeTypeRents: MarketFigure[];
  popularPropertyTypes: PropertyTypeShare[];
  typeMixGeography: string | null;
  typeMixPeriod: string | null;
  marketSpeed: ListingSnapshot[];
  valueContext: MarketFigure[];
  freshness: { newestMonth: string; staleAfterMonths: number; series: SeriesFreshness[] };
  aiSummary: { summary: string; keyInsights: string[]; marketOutlook: string };
  dataSources: { primary: string; secondary: string[]; methodology: string };
  dataGeneration: Record<string, string>;
  /** Sources behind the figures shown, with the attribution each requires and where to find it. */
  sources: (SourceRef & { url: string })[];
  note: string | null;
}

/** Rental market statistics for free-text location; every figure says its geography and period, or why it is absent. */
export function rentalMarket(ds: MarketDataset, locationText: string): RentalMarketResult {
  const resolved = resolveLocation(ds, locationText);
  if (!resolved) return unavailable(ds, locationText);

  const scope = scopeOf(ds, resolved);
  const acs = acsFor(ds, resolved, scope.countyName, scope.metro ?? null);
  const headline = headlineRent(ds, scope);
  const speed = marketSpeed(ds, resolved, scope);
  const homeTypes = homeTypeRents(ds, scope);
  const sources: SourceRef[] = [];
  if (headline.figure.period) sources.push(sourceRef(ds, 'zillow-zori', headline.figure.period));

  const medianRentValue = acs?.profile.medianGrossRent.value ?? null;
  const medianQualifier = acs?.profile.medianGrossRent.qualifier ?? null;
  const medianRent =
    acs && medianRentValue !== null
      ? figure('medianRent', 'Median gross rent paid (ACS)', 'usd_month', medianRentValue, acsWhere(acs), {
          note: medianQualifier
            ? `Top/bottom-coded: ${medianQualifier === 'atLeast' ? 'at least' : 'at most'} this value.`
            : null,
        })
      : absent(
          'medianRent',
          'Median gross rent paid (ACS)',
          'usd_month',
          'The Census ACS median gross rent is missing or suppressed for this area.',
        );
  if (acs) sources.push(sourceRef(ds, acs.sourceId));

  const vacancy = acs?.profile.rentalVacancyRate.value ?? null;
  const occupancy =
    acs && vacancy !== null
      ? figure(
          'occupancyRate',
          'Rental occupancy (100 - ACS rental vacancy)',
          'percent',
          round(100 - vacancy, 1),
          acsWhere(acs),
        )
      : absent(
          'occupancyRate',
          'Rental occupancy (100 - ACS rental vacancy)',
          'percent',
          'The Census ACS rental vacancy rate is missing or suppressed for this area.',
        );
  const inventory = inventoryFor(ds, resolved, acs);
  sources.push(...inventory.sources);

  const ppsf = speed.primary?.figures.find((f) => f.key === 'medianListPricePerSqft');
  const pricePerSqft =
    ppsf && ppsf.value !== null
      ? { ...ppsf, key: 'pricePerSqft', label: 'Median list price per sq ft (homes for sale)' }
      : absent(
          'pricePerSqft',
          'Median list price per sq ft (homes for sale)',
          'usd_per_sqft',
          speed.unavailableReason ?? 'Realtor.com publishes no price per square foot here.',
        );
  for (const s of speed.snapshots)
    sources.push(sourceRef(ds, s.level === 'metro' ? 'realtor-inventory-metro' : 'realtor-inventory-county', s.month));
  if (homeTypes.series.length > 0) sources.push(sourceRef(ds, 'zillow-zori-home-type'));

  const figures = [headline.figure, medianRent, occupancy, inventory.figure, pricePerSqft];
  const popularPropertyTypes = acs ? propertyTypes(acs.profile) : [];
  const dom = speed.primary?.figures.find((f) => f.key === 'medianDaysOnMarket');
  const trendSeries = headline.choice?.series;
  const facts: MarketFacts = {
    name: scope.header,
    averageRent: headline.figure.value,
    averageRentAsOf: headline.figure.period,
    averageRentGeography: headline.figure.geography,
    rentChange12mPct: trendSeries ? roundOrNull(changePct(trendSeries, 12)) : null,
    rentChange3mPct: trendSeries ? roundOrNull(changePct(trendSeries, 3)) : null,
    trendLabel: headline.choice?.label ?? null,
    medianRent: medianRentValue,
    medianRentQualifier: medianQualifier,
    acsArea: acs?.geography ?? null,
    acsVintage: acs?.vintage ?? null,
    rentalVacancyPct: vacancy,
    inventoryCount: inventory.figure.value,
    topTypes: popularPropertyTypes.slice(0, 3),
    renterSharePct: renterSharePct(ds, resolved, acs?.profile ?? null),
    daysOnMarket:
      dom?.value != null && dom.geography && dom.period
        ? { days: dom.value, geography: dom.geography, month: dom.period }
        : null,
  };

  return {
    location: resolved.displayName,
    resolved,
    place: {
      kind: resolved.kind,
      name: resolved.displayName,
      header: scope.header,
      state: resolved.state,
      households: resolved.households,
      population: resolved.population,
      matchedBy: resolved.matchedBy,
    },
    candidates: resolved.alternatives,
    relatedPlaces: relatedPlaces(ds, resolved, scope),
    averageRent: headline.figure.value,
    medianRent: medianRent.value,
    occupancyRate: occupancy.value,
    inventoryCount: inventory.figure.value,
    pricePerSqft: pricePerSqft.value,
    figures,
    rentTrends: headline.trend,
    trendGeography: headline.choice?.label ?? null,
    bedroomRents: bedroomRents(ds, resolved, scope, headline.figure),
    homeTypeRents: [
      homeTypes.singleFamily,
      homeTypes.singleFamilyChange12m,
      homeTypes.multifamily,
      homeTypes.multifamilyChange12m,
    ],
    popularPropertyTypes,
    typeMixGeography: acs?.geography ?? null,
    typeMixPeriod: acs?.vintage ?? null,
    marketSpeed: speed.snapshots,
    valueContext: valueContext(ds, resolved, scope),
    freshness: {
      newestMonth: newestMonth(ds),
      staleAfterMonths: STALE_AFTER_MONTHS,
      series: [...headline.series, ...homeTypes.series, ...speed.series],
    },
    aiSummary: writeMarketNarrative(facts),
    dataSources: {
      primary: ds.source('zillow-zori').attribution,
      secondary: dedupe(sources)
        .filter((s) => s.id !== 'zillow-zori')
        .map((s) => ds.source(s.id).attribution)
        .filter((a, i, all) => all.indexOf(a) === i),
      methodology: methodologyText(scope.header),
    },
    dataGeneration: explainMetrics({ figures, headline, acs, popularPropertyTypes }),
    sources: dedupe(sources).map((s) => ({ ...s, url: ds.source(s.id).url })),
    note: resolved.note,
  };
}

function methodologyText(header: string): string {
  return (
    `This view is about ${header}. Each figure names the geography and period it describes, because the public sources ` +
    'publish at different levels: the typical asking rent is Zillow ZORI at the most local level whose series is current ' +
    `(a series ending more than ${STALE_AFTER_MONTHS} months before the newest month in the dataset is stale and only used when nothing fresher covers the place); ` +
    'rent by bedrooms comes from HUD Fair Market Rents; vacancy, median gross rent and the housing-type mix from Census ACS 5-year ' +
    'estimates; days on market and price per square foot from Realtor.com for-sale listings. Figures the data cannot support are left empty with the reason.'
  );
}

function unavailable(ds: MarketDataset, locationText: string): RentalMarketResult {
  const text = locationText.trim();
  const state = bareState(text);
  const candidates = state ? stateSuggestions(ds, state) : [];
  const why = state
    ? `"${text}" is a state; rental markets here are ZIP codes, cities, counties and metro areas. Its largest metro areas are listed.`
    : `"${text}" did not match a ZIP code, city, county or metro area in the dataset.`;
  const metrics = [
    'averageRent',
    'medianRent',
    'occupancyRate',
    'inventoryCount',
    'pricePerSqft',
    'rentTrends',
    'popularPropertyTypes',
  ];
  return {
    location: text,
    resolved: null,
    place: null,
    candidates,
    relatedPlaces: [],
    averageRent: null,
    medianRent: null,
    occupancyRate: null,
    inventoryCount: null,
    pricePerSqft: null,
    figures: [],
    rentTrends: [],
    trendGeography: null,
    bedroomRents: [],
    homeTypeRents: [],
    popularPropertyTypes: [],
    typeMixGeography: null,
    typeMixPeriod: null,
    marketSpeed: [],
    valueContext: [],
    freshness: { newestMonth: newestMonth(ds), staleAfterMonths: STALE_AFTER_MONTHS, series: [] },
    aiSummary: {
      summary: `No rental market data is available for "${text}".`,
      keyInsights: [],
      marketOutlook: 'Try a 5-digit ZIP code, "City, ST", a county ("Cook County, IL") or a metro area.',
    },
    dataSources: { primary: ds.source('zillow-zori').attribution, secondary: [], methodology: why },
    dataGeneration: Object.fromEntries(metrics.map((m) => [m, why])),
    sources: [],
    note: why,
  };
}

function roundOrNull(v: number | null): number | null {
  return v === null ? null : round(v, 1);
}

function dedupe(refs: SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

/** Every source with the attribution text the product must display. */
export function dataAttribution(
  ds: MarketDataset,
): Pick<SourceInfo, 'id' | 'name' | 'publisher' | 'attribution' | 'vintage' | 'url' | 'licence'>[] {
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

/** 'Found' means at least one figure; the same rule decides the spec's 'Rental Market Data Unavailable' notice. */
export const hasMetrics = (r: RentalMarketResult): boolean =>
  [r.averageRent, r.medianRent, r.occupancyRate, r.inventoryCount, r.pricePerSqft].some((v) => v !== null) ||
  r.rentTrends.length > 0;
