import type { RentalComparison } from '../domain/compare-markets.ts';
import { rentalMarketToGraphQL } from './rental-market.ts';

/** The comparison in the shape of the RentalComparison type: each place as a RentalMarket. */
export function comparisonToGraphQL(c: RentalComparison) {
  return { places: c.places.map(rentalMarketToGraphQL), commonMonth: c.commonMonth, rows: c.rows, notes: c.notes };
}
