import { createEvent, outboxOf } from '@realty/service-kit';
import type { AccountDoc } from '../store/collections.ts';
import { applyStripeEventOnce, applySubscriptionState, readAccount } from '../store/accounts.ts';
import { nextSubscriptionState, type SubscriptionChange } from '../domain/subscription-state.ts';
import type { AccountStore } from './current-account.ts';
import { backoff } from './backoff.ts';

const MAX_ATTEMPTS = 20;

/** The parts of a verified Stripe event that decide whether and when it applies. */
export interface StripeEventRef {
  id: string;
  /** Unix seconds, Stripe's own creation time of the event. */
  created: number;
}

type Change = SubscriptionChange & { subscriptionId: string | null; customerId: string | null };

export type StripeOutcome = 'applied' | 'unchanged' | 'duplicate' | 'stale' | 'no_account';

/**
 * Applies a subscription state change from Stripe to an account, once and in order.
 *
 * Once: the write requires the event id not to be among the applied ones and adds it.
 * In order: Stripe does not guarantee delivery order, so each account remembers the
 * `created` time of the newest event that set its subscription state; an older event is
 * recorded as applied but changes nothing (events created in the same second both apply, in
 * arrival order, since Stripe's timestamps cannot tell them apart).
 * The write is a compare-and-set on the fields the decision read, so it cannot interleave
 * with another Stripe event; subscription.changed rides in the same write (its usageCount is the display counter's).
 */
export async function applySubscriptionChange(
  store: AccountStore,
  userId: string,
  change: Change,
  stripeEvent: StripeEventRef,
): Promise<StripeOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const outcome = await store.lock.run(userId, () => tryApply(store, userId, change, stripeEvent));
    if (outcome) return outcome;
    await backoff(attempt);
  }
  throw new Error(`could not apply Stripe event ${stripeEvent.id}: too much contention`);
}

/** One read-decide-write round; null when another writer changed the account in between. */
async function tryApply(
  store: AccountStore,
  userId: string,
  change: Change,
  stripeEvent: StripeEventRef,
): Promise<StripeOutcome | null> {
  const account = await readAccount(store.accounts, userId);
  if (!account) return 'no_account';
  if ((account.appliedStripeEvents ?? []).includes(stripeEvent.id)) return 'duplicate';
  if (stripeEvent.created < account.stripeStateAt) {
    await applyStripeEventOnce(store.accounts, userId, stripeEvent.id, []);
    return 'stale';
  }

  const at = new Date(stripeEvent.created * 1000);
  const next = nextSubscriptionState(account, change, at);
  const set: Partial<AccountDoc> = { stripeStateAt: stripeEvent.created };
  if (change.subscriptionId) set.stripeSubscriptionId = change.subscriptionId;
  if (change.customerId && !account.stripeCustomerId) set.stripeCustomerId = change.customerId;
  const outbox: string[] = [];
  if (next) {
    Object.assign(set, {
      planType: next.planType,
      subscriptionStatus: next.subscriptionStatus,
      trialEndDate: next.trialEndDate,
    });
    if (next.reset) Object.assign(set, { ...next.reset, usageCount: 0 });
    const event = createEvent('subscription.changed', {
      producer: 'billing',
      userId,
      data: {
        planType: next.planType,
        subscriptionStatus: next.subscriptionStatus,
        trialEndDate: next.trialEndDate ? next.trialEndDate.toISOString() : null,
        usageCount: next.reset ? 0 : account.usageCount,
        changedAt: at.toISOString(),
        stripeEventId: stripeEvent.id,
      },
    });
    outbox.push(...outboxOf(event));
  }

  // Atomic on MongoDB; false means another billing instance changed the account since we read it.
  const updated = await applySubscriptionState(store.accounts, account, stripeEvent.id, {
    set,
    outbox,
    resetUnits: Boolean(next?.reset),
  });
  if (!updated) return null;
  if (next) await store.gateChanges.bump();
  if (outbox.length) store.onEventsQueued();
  return next ? 'applied' : 'unchanged';
}
