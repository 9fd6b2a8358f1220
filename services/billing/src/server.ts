import { subgraphSdl } from '@realty/proto-schemas';
import { OutboxRelay, runService } from '@realty/service-kit';
import type { BillingEnv } from './env.ts';
import { openAccounts } from './model.ts';
import type { AccountStore } from './accounts/current-account.ts';
import { KeyedLock, relayView } from './accounts/account-lock.ts';
import { coalescedKicks } from './events/coalesced-kicks.ts';
import { billingResolvers } from './resolvers/index.ts';
import { consumeUserRegistrations } from './events/open-account-when-user-registered.ts';
import { startUsageResponders } from './usage/usage-responders.ts';
import { createStripeClient } from './stripe/stripe-client.ts';
import { Checkout } from './stripe/checkout.ts';
import { stripeWebhookRoute } from './stripe/webhook-route.ts';

export function startBilling(env: BillingEnv) {
  return runService('billing', env, async (rt) => {
    const { model, collection } = await openAccounts(rt.db);
    const lock = new KeyedLock();
    const relay = new OutboxRelay([relayView(model.collection, lock)], rt.nats.js, rt.log);
    relay.start();
    const kicks = coalescedKicks(relay);
    const store: AccountStore = { accounts: collection, lock, onEventsQueued: kicks.request };

    const consumer = await consumeUserRegistrations(rt, store);
    const responders = startUsageResponders(rt.nats.nc, store, rt.log);
    // Stop taking work first, then publish what is still pending.
    rt.onShutdown(() => responders.stop());
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
