import { createEvent, outboxOf } from '@realty/service-kit';
import type { AccountCollection } from '../store/collections.ts';
import { insertAccountOnce } from '../store/accounts.ts';
import { newAccountFields } from '../domain/new-account.ts';

/**
 * Opens the account of a user once: an upsert keyed by userId whose $setOnInsert carries
 * the account and its account.opened event, so a second call (a redelivered user.registered,
 * or the on-demand path racing the event) matches the existing document and changes nothing.
 * Returns whether this call created it.
 */
export async function openAccount(accounts: AccountCollection, userId: string, registeredAt: Date): Promise<boolean> {
  const fields = newAccountFields(registeredAt);
  const event = createEvent('account.opened', {
    producer: 'billing',
    userId,
    data: {
      planType: fields.planType,
      subscriptionStatus: fields.subscriptionStatus,
      trialEndDate: fields.trialEndDate ? fields.trialEndDate.toISOString() : null,
      openedAt: registeredAt.toISOString(),
    },
  });
  return insertAccountOnce(accounts, userId, fields, outboxOf(event));
}
