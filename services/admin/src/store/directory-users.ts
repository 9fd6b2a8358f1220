import type { AdminCollections, DirectoryUserDoc } from './collections.ts';
import type { mongo } from 'mongoose';
import { isDuplicateKey } from '@realty/service-kit';

/** Older than any event, so the first plan or usage event always applies. */
export const NEVER = new Date(0);

export const DIRECTORY_DEFAULTS: Omit<DirectoryUserDoc, '_id'> = {
  planType: 'trial',
  subscriptionStatus: 'trial',
  trialEndDate: null,
  planAt: NEVER,
  usageCount: 0,
  usageAt: NEVER,
};

/**
 * Makes sure a directory row exists before a conditional update on it, applying `also` (updates that
 * commute, such as `$max`) in the same write. Events about one user come from different producers and
 * may arrive in any order, so any of them may be the first; when two first ones insert at once, the one
 * refused as a duplicate applies `also` to the row the other made.
 */
export async function ensureDirectoryUser(
  collections: AdminCollections,
  userId: string,
  also: mongo.UpdateFilter<DirectoryUserDoc> = {},
): Promise<void> {
  try {
    await collections.users.updateOne({ _id: userId }, { $setOnInsert: DIRECTORY_DEFAULTS, ...also }, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    if (Object.keys(also).length > 0) await collections.users.updateOne({ _id: userId }, also);
  }
}

/** Registered users by offset over a stable order (newest first, id as tie-break), so pages never overlap. */
export function registeredUsers(
  collections: AdminCollections,
  offset: number,
  limit: number,
): Promise<DirectoryUserDoc[]> {
  return collections.users
    .find({ registered: true })
    .sort({ createdAt: -1, _id: 1 })
    .skip(offset)
    .limit(limit)
    .toArray();
}
