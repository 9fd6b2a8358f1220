import { useLazyQuery } from '@apollo/client/react';
import { rentalMarketSchema, type RentalMarketInput } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';
import type { MarketFigureFieldsFragment, RentalMarketDetailsFragment } from '@/__generated__/graphql';

export { rentalMarketSchema, type RentalMarketInput };
export type RentalMarketResult = RentalMarketDetailsFragment;
export type MarketFigure = MarketFigureFieldsFragment;

export const MarketFigureFieldsFragmentDoc = graphql(`
  fragment MarketFigureFields on MarketFigure {
    key
    label
    value
    unit
    geography
    level
    period
    sourceId
    stale
    note
  }
`);

export const RentalMarketDetailsFragmentDoc = graphql(`
  fragment RentalMarketDetails on RentalMarket {
    location
    resolved {
      kind
      name
      state
      note
      alternatives
      matchedBy
    }
    place {
      kind
      name
      header
      state
      households
      population
      matchedBy
    }
    candidates {
      kind
      name
      query
      state
      households
      population
    }
    relatedPlaces {
      kind
      label
      query
    }
    averageRent
    medianRent
    occupancyRate
    inventoryCount
    pricePerSqft
    figures {
      ...MarketFigureFields
    }
    rentTrends {
      period
      averageRent
      changePercent
    }
    trendGeography
    bedroomRents {
      bedrooms
      label
      smallAreaFmr {
        ...MarketFigureFields
      }
      fmr {
        ...MarketFigureFields
      }
      zoriBased {
        ...MarketFigureFields
      }
    }
    homeTypeRents {
      ...MarketFigureFields
    }
    popularPropertyTypes {
      type
      percentage
      averageRent
    }
    typeMixGeography
    typeMixPeriod
    marketSpeed {
      geography
      level
      month
      stale
      figures {
        ...MarketFigureFields
      }
    }
    valueContext {
      ...MarketFigureFields
    }
    freshness {
      newestMonth
      staleAfterMonths
      series {
        series
        geography
        lastMonth
        monthsBehind
        stale
        usedFor
      }
    }
    aiSummary {
      summary
      keyInsights
      marketOutlook
    }
    dataSources {
      primary
      secondary
      methodology
    }
    dataGeneration {
      metric
      explanation
    }
    sources {
      ...DataSourceFields
    }
  }
`);

export const RentalMarketDocument = graphql(`
  query RentalMarket($location: String!) {
    rentalMarket(location: $location) {
      ...RentalMarketDetails
    }
  }
`);

export function useRentalMarketSearch() {
  // Each search is a fresh read (it is also recorded in the user's search history).
  return useLazyQuery(RentalMarketDocument, { fetchPolicy: 'network-only' });
}

/** 'No metric returned' is the spec's trigger for the 'Rental Market Data Unavailable' notice. */
export function hasMarketData(market: RentalMarketResult): boolean {
  return [market.averageRent, market.medianRent, market.occupancyRate, market.inventoryCount, market.pricePerSqft].some(
    (value) => value !== null && value !== undefined,
  );
}

/** Occupancy as a percent; a fraction (0.95) is read as 95%. */
export function occupancyPercent(value: number | null): number | null {
  if (value === null) return null;
  return value <= 1 ? value * 100 : value;
}
