import type { AdminCollections, DirectoryUserDoc } from '../model.ts';
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
 * Makes sure a directory row exists before a conditional update on it. Events about one user
 * come from different producers and may arrive in any order, so any of them may be the first.
 */
export async function ensureDirectoryUser(collections: AdminCollections, userId: string): Promise<void> {
  try {
    await collections.users.updateOne({ _id: userId }, { $setOnInsert: DIRECTORY_DEFAULTS }, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
