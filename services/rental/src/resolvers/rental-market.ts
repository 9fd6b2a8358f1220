import type { RentalMarketResult } from '../domain/rental-market.ts';
import { locationCandidateToGraphQL } from './location-candidate.ts';

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
          candidates: r.resolved.alternatives.map(locationCandidateToGraphQL),
        }
      : null,
    place: r.place,
    candidates: r.candidates.map(locationCandidateToGraphQL),
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
