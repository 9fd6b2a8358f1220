import type { LocationAlternative } from '@realty/market-data';
import type { RentalComparison } from '../domain/compare-markets.ts';
import type { RentalMarketResult } from '../domain/rental-market.ts';

export function candidateToGraphQL(a: LocationAlternative) {
  return {
    kind: a.kind,
    name: a.displayName,
    query: a.query,
    state: a.state,
    households: a.households,
    population: a.population,
  };
}

/** The engine's result in the shape of the RentalMarket type (lists joined, maps turned into entries). */
export function rentalMarketToGraphQL(r: RentalMarketResult) {
  return {
    location: r.location,
    resolved: r.resolved
      ? {
          kind: r.resolved.kind,
          name: r.resolved.displayName,
          state: r.resolved.state,
          note: r.resolved.note,
          alternatives: r.resolved.alternatives.map((a) => a.displayName),
          matchedBy: r.resolved.matchedBy,
          candidates: r.resolved.alternatives.map(candidateToGraphQL),
        }
      : null,
    place: r.place,
    candidates: r.candidates.map(candidateToGraphQL),
    relatedPlaces: r.relatedPlaces,
    averageRent: r.averageRent,
    medianRent: r.medianRent,
    occupancyRate: r.occupancyRate,
    inventoryCount: r.inventoryCount,
    pricePerSqft: r.pricePerSqft,
    figures: r.figures,
    rentTrends: r.rentTrends,
    trendGeography: r.trendGeography,
    bedroomRents: r.bedroomRents,
    homeTypeRents: r.homeTypeRents,
    popularPropertyTypes: r.popularPropertyTypes,
    typeMixGeography: r.typeMixGeography,
    typeMixPeriod: r.typeMixPeriod,
    marketSpeed: r.marketSpeed,
    valueContext: r.valueContext,
    freshness: r.freshness,
    aiSummary: r.aiSummary,
    dataSources: {
      primary: r.dataSources.primary,
      secondary: r.dataSources.secondary.join('; '),
      methodology: r.dataSources.methodology,
    },
    dataGeneration: Object.entries(r.dataGeneration).map(([metric, explanation]) => ({ metric, explanation })),
    sources: r.sources.map((s) => ({ ...s, asOf: s.asOf ?? null, attribution: null })),
  };
}

export function comparisonToGraphQL(c: RentalComparison) {
  return { places: c.places.map(rentalMarketToGraphQL), commonMonth: c.commonMonth, rows: c.rows, notes: c.notes };
}

/** 'Found' means at least one figure; the same rule decides the spec's 'Rental Market Data Unavailable' notice. */
export const hasMetrics = (r: RentalMarketResult): boolean =>
  [r.averageRent, r.medianRent, r.occupancyRate, r.inventoryCount, r.pricePerSqft].some((v) => v !== null) ||
  r.rentTrends.length > 0;
