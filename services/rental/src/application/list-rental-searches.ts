import { cursorPage, listLimit, userRowPage, type Connection, type PageArgs } from '@realty/service-kit';
import { latestSearches, type RentalSearchDoc, type RentalSearchRow } from '../store/rental-searches.ts';
import type { RentalDeps } from './rental-deps.ts';

export type { RentalSearchRow };

/** A user's newest searches, 50 unless asked. */
export function listRentalSearches(
  deps: Pick<RentalDeps, 'searches'>,
  userId: string,
  limit: number | null | undefined,
): Promise<RentalSearchRow[]> {
  return latestSearches(deps.searches, userId, listLimit(limit, 50));
}

/** A user's searches a cursor page at a time. */
export function pageRentalSearches(
  deps: Pick<RentalDeps, 'searches'>,
  userId: string,
  args: PageArgs,
): Promise<Connection<RentalSearchRow>> {
  return cursorPage(args, (after, limit) =>
    userRowPage<RentalSearchDoc, RentalSearchRow>(deps.searches, userId, after, limit),
  );
}
