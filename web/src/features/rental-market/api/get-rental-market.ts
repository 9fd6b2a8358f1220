import { useLazyQuery } from '@apollo/client/react';
import { rentalMarketSchema, type RentalMarketInput } from '@realty/proto-schemas';
// The operations are written in ./get-rental-market.graphql; codegen types them into '@/__generated__/graphql'.
import {
  RentalMarketDocument,
  type MarketFigureFieldsFragment,
  type RentalMarketDetailsFragment,
} from '@/__generated__/graphql';

export { rentalMarketSchema, type RentalMarketInput };
export type RentalMarketResult = RentalMarketDetailsFragment;
export type MarketFigure = MarketFigureFieldsFragment;

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
