import { subgraphSdl } from '@realty/proto-schemas';
import { OutboxRelay, runService } from '@realty/service-kit';
import type { BillingEnv } from './env.ts';
import { openAccounts } from './model.ts';
import type { AccountStore } from './accounts/current-account.ts';
import { KeyedLock } from './accounts/account-lock.ts';
import { coalescedKicks } from './events/coalesced-kicks.ts';
import { billingResolvers } from './resolvers/index.ts';
import { consumeUserRegistrations } from './events/open-account-when-user-registered.ts';
import { startUsageResponders } from './usage/usage-responders.ts';
import { startReservationSweeper } from './usage/reservation-sweeper.ts';
import { createStripeClient } from './stripe/stripe-client.ts';
import { Checkout } from './stripe/checkout.ts';
import { stripeWebhookRoute } from './stripe/webhook-route.ts';

export function startBilling(env: BillingEnv) {
  return runService('billing', env, async (rt) => {
    const { model, collection, reservations } = await openAccounts(rt.db);
    const relay = new OutboxRelay([model.collection], rt.nats.js, rt.log);
    relay.start();
    const kicks = coalescedKicks(relay);
    const reservationMs = env.USAGE_RESERVATION_SECONDS * 1000;
    const store: AccountStore = { accounts: collection, reservations, reservationMs, lock: new KeyedLock(), onEventsQueued: kicks.request };

    const consumer = await consumeUserRegistrations(rt, store);
    const responders = startUsageResponders(rt.nats.nc, store, rt.log);
    const sweeper = startReservationSweeper(store, rt.log, Math.min(5000, reservationMs / 2));
    // Stop taking work first, then publish what is still pending.
    rt.onShutdown(() => responders.stop());
    rt.onShutdown(() => sweeper.stop());
    rt.onShutdown(() => consumer.stop());
    rt.onShutdown(async () => {
      kicks.cancel();
      await relay.flush();
      await relay.stop();
    });

    const stripe = createStripeClient(env);
    const checkout = stripe ? new Checkout(stripe, store, rt.log) : null;
    return {
      typeDefs: subgraphSdl('billing'),
      resolvers: billingResolvers(store, checkout),
      routes: stripeWebhookRoute(env.STRIPE_WEBHOOK_SECRET, store, rt.log),
    };
  });
}
