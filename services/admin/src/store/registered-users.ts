import type { EventEnvelope } from '@realty/proto-schemas';
import type { AdminCollections } from './collections.ts';
import { DIRECTORY_DEFAULTS } from './directory-users.ts';
import { isDuplicateKey } from '@realty/service-kit';

/** user.registered: names, email, role and the signup time; setting the same values again changes nothing. */
export async function recordRegisteredUser(
  collections: AdminCollections,
  event: EventEnvelope<'user.registered'>,
  userId: string,
): Promise<void> {
  const { email, firstName, lastName, role, createdAt } = event.data;
  try {
    await collections.users.updateOne(
      { _id: userId },
      {
        $set: { registered: true, email, firstName, lastName, role, createdAt: new Date(createdAt) },
        $setOnInsert: DIRECTORY_DEFAULTS,
      },
      { upsert: true },
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
