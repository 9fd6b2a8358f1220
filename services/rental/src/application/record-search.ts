import { randomUUID } from 'node:crypto';
import { rentalSearchedOutbox } from '../events/rental-searched.ts';
import { insertSearch } from '../store/rental-searches.ts';
import type { RentalDeps } from './rental-deps.ts';

/** Rental searches are not metered but need a sign-in; each is recorded with its event in one write. */
export async function recordSearch(
  deps: Pick<RentalDeps, 'searches' | 'relay'>,
  userId: string,
  query: string,
  resolved: string | null,
  found: boolean,
): Promise<void> {
  const id = randomUUID();
  const _outbox = rentalSearchedOutbox(userId, { searchId: id, query, resolved, found });
  await insertSearch(deps.searches, { _id: id, userId, createdAt: new Date(), query, resolved, found, _outbox });
  void deps.relay.kick([id]);
}
