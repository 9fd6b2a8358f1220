import { isDuplicateKey, OUTBOX_FIELD } from '@realty/service-kit';
import type { AccountCollection, AccountDoc } from './collections.ts';

// Every query of the accounts collection. The writes that decide something are compare-and-sets on the fields the
// decision read, so a caller that gets false (or null) read a stale account and reads again.

export function readAccount(accounts: AccountCollection, userId: string): Promise<AccountDoc | null> {
  return accounts.findOne({ _id: userId });
}

export async function accountExists(accounts: AccountCollection, userId: string): Promise<boolean> {
  return (await accounts.countDocuments({ _id: userId }, { limit: 1 })) > 0;
}

/**
 * Inserts the account with its first events in its outbox unless the user has one already (an upsert whose
 * $setOnInsert carries it, so a second call matches the existing document and changes nothing). Returns whether
 * this call created it.
 */
export async function insertAccountOnce(
  accounts: AccountCollection,
  userId: string,
  fields: Omit<AccountDoc, '_id'>,
  outbox: readonly string[],
): Promise<boolean> {
  try {
    const result = await accounts.updateOne(
      { _id: userId },
      { $setOnInsert: { ...fields, [OUTBOX_FIELD]: [...outbox] } },
      { upsert: true },
    );
    return result.upsertedCount === 1;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** Starts a new usage period if the account is still in the one read (`readStart`); the account after, or null. */
export function startUsagePeriod(
  accounts: AccountCollection,
  userId: string,
  readStart: Date,
  nextStart: Date,
): Promise<AccountDoc | null> {
  return accounts.findOneAndUpdate(
    { _id: userId, periodStart: readStart },
    { $set: { periodStart: nextStart, usageCount: 0 }, $unset: { unitIds: '' } },
    { returnDocument: 'after' },
  );
}

/** The account that owns a Stripe customer. */
export async function accountIdOfCustomer(accounts: AccountCollection, customerId: string): Promise<string | null> {
  const account = await accounts.findOne({ stripeCustomerId: customerId }, { projection: { _id: 1 } });
  return account?._id ?? null;
}

/** Stores the Stripe customer if the account has none yet; returns the one stored (the first write wins). */
export async function keepFirstCustomer(
  accounts: AccountCollection,
  userId: string,
  customerId: string,
): Promise<string | null> {
  const stored = await accounts.findOneAndUpdate(
    { _id: userId, stripeCustomerId: null },
    { $set: { stripeCustomerId: customerId } },
  );
  if (stored) return customerId;
  return (await readAccount(accounts, userId))?.stripeCustomerId ?? null;
}

/**
 * Adds a Stripe event to the account's applied ones and its events to the outbox, unless it is applied already;
 * returns whether this call added it.
 */
export async function applyStripeEventOnce(
  accounts: AccountCollection,
  userId: string,
  stripeEventId: string,
  outbox: readonly string[],
): Promise<boolean> {
  const updated = await accounts.findOneAndUpdate(
    { _id: userId, appliedStripeEvents: { $ne: stripeEventId } },
    {
      $push: {
        appliedStripeEvents: stripeEventId,
        ...(outbox.length ? { [OUTBOX_FIELD]: { $each: [...outbox] } } : {}),
      },
    },
  );
  return updated !== null;
}

/**
 * Applies a Stripe event's change of subscription state (`set`, with its events in the outbox) if the account is
 * still as `read` says on the fields the change was decided from; `resetUnits` drops the legacy units of a period
 * that the change starts anew. Returns false when another writer came first.
 */
export async function applySubscriptionState(
  accounts: AccountCollection,
  read: AccountDoc,
  stripeEventId: string,
  change: { set: Partial<AccountDoc>; outbox: readonly string[]; resetUnits: boolean },
): Promise<boolean> {
  const updated = await accounts.findOneAndUpdate(
    {
      _id: read._id,
      appliedStripeEvents: { $ne: stripeEventId },
      stripeStateAt: read.stripeStateAt,
      planType: read.planType,
      subscriptionStatus: read.subscriptionStatus,
      periodStart: read.periodStart,
    },
    {
      $set: change.set,
      $push: { appliedStripeEvents: stripeEventId, [OUTBOX_FIELD]: { $each: [...change.outbox] } },
      ...(change.resetUnits ? { $unset: { unitIds: '' } } : {}),
    },
  );
  return updated !== null;
}
