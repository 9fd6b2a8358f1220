import { userRowLists, type PageArgs } from '@realty/service-kit';
import type { RentalSearchDoc, RentalSearchRow } from '../store/rental-searches.ts';
import type { RentalDeps } from './rental-deps.ts';

export type { RentalSearchRow };

/** A user's searches: the newest 50 unless asked, or a cursor page at a time. */
const searchRows = userRowLists<RentalSearchDoc, RentalSearchRow>(50);

export function listRentalSearches(
  deps: Pick<RentalDeps, 'searches'>,
  userId: string,
  limit: number | null | undefined,
) {
  return searchRows.latest(deps.searches, userId, limit);
}

export function pageRentalSearches(deps: Pick<RentalDeps, 'searches'>, userId: string, args: PageArgs) {
  return searchRows.page(deps.searches, userId, args);
}
