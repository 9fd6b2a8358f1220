import { useLazyQuery } from '@apollo/client/react';
import { compareRentalMarketsSchema, type CompareRentalMarketsInput } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';
import type { RentalComparisonDetailsFragment } from '@/__generated__/graphql';

export { compareRentalMarketsSchema, type CompareRentalMarketsInput };
export type RentalComparisonResult = RentalComparisonDetailsFragment;

export const RentalComparisonDetailsFragmentDoc = graphql(`
  fragment RentalComparisonDetails on RentalComparison {
    commonMonth
    notes
    places {
      location
      place {
        kind
        name
        header
        state
        matchedBy
      }
      resolved {
        note
      }
    }
    rows {
      key
      label
      unit
      values {
        ...MarketFigureFields
      }
    }
  }
`);

export const CompareRentalMarketsDocument = graphql(`
  query CompareRentalMarkets($locations: [String!]!) {
    compareRentalMarkets(locations: $locations) {
      ...RentalComparisonDetails
    }
  }
`);

export function useCompareRentalMarkets() {
  return useLazyQuery(CompareRentalMarketsDocument, { fetchPolicy: 'network-only' });
}
