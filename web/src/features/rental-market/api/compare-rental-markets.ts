import { useLazyQuery } from '@apollo/client/react';
import { compareRentalMarketsSchema, type CompareRentalMarketsInput } from '@realty/proto-schemas';
// The operations are written in ./compare-rental-markets.graphql; codegen types them into '@/__generated__/graphql'.
import { CompareRentalMarketsDocument, type RentalComparisonDetailsFragment } from '@/__generated__/graphql';

export { compareRentalMarketsSchema, type CompareRentalMarketsInput };
export type RentalComparisonResult = RentalComparisonDetailsFragment;

export function useCompareRentalMarkets() {
  return useLazyQuery(CompareRentalMarketsDocument, { fetchPolicy: 'network-only' });
}
