import type { RentalSearchRow } from '../application/list-rental-searches.ts';

/** A stored search in the shape of the RentalSearch type. */
export function rentalSearchToGraphQL(d: RentalSearchRow) {
  return { id: d._id, createdAt: d.createdAt.toISOString(), query: d.query, resolved: d.resolved, found: d.found };
}
