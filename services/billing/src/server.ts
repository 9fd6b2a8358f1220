import { subgraphSdl } from '@realty/proto-schemas';
import { runService, startOutboxRelay } from '@realty/service-kit';
import type { BillingEnv } from './env.ts';
import { openAccounts } from './store/collections.ts';
import type { AccountStore } from './application/current-account.ts';
import { KeyedLock } from './application/account-lock.ts';
import { GateChanges } from './store/gate-changes.ts';
import { LedgerViews } from './store/ledger-views.ts';
import { UsageTally } from './store/usage-tally.ts';
import { jetStreamPublisher } from './events/publish-usage-events.ts';
import { coalescedKicks } from './events/coalesced-kicks.ts';
import { billingResolvers } from './resolvers/index.ts';
import { openAccountWhenUserRegistered } from './application/open-account-when-user-registered.ts';
import { commitStoredResult } from './application/commit-stored-results.ts';
import { consumeUserRegistrations } from './events/consume-user-registrations.ts';
import { consumeStoredResults } from './events/consume-stored-results.ts';
import { startUsageResponders } from './application/usage/usage-responders.ts';
import { startReservationSweeper } from './application/usage/reservation-sweeper.ts';
import { createStripeClient } from './application/stripe/stripe-client.ts';
import { Checkout } from './application/stripe/checkout.ts';
import { stripeWebhookRoute } from './rest/stripe-webhook-route.ts';

/** How often an instance reads the gate-changes version itself (a point read; see application/shown-accounts.ts). */
const GATE_WATCH_MS = 100;

export function startBilling(env: BillingEnv) {
  return runService('billing', env, async (rt) => {
    const { collection, outboxSource, reservations, ledger, gateChanges } = await openAccounts(rt.db);
    // Shutdown hooks run in order: stop taking work first, then the relay publishes what is pending.
    let stopTakingWork = async () => undefined as void;
    rt.onShutdown(() => stopTakingWork());
    const relay = startOutboxRelay(rt, [outboxSource]);
    const kicks = coalescedKicks(relay);
    const reservationMs = env.USAGE_RESERVATION_SECONDS * 1000;
    const tally = new UsageTally(collection, rt.log);
    const store: AccountStore = {
      accounts: collection,
      ledger,
      views: new LedgerViews(ledger, tally),
      gateChanges: new GateChanges(gateChanges),
      tally,
      publish: jetStreamPublisher(rt.nats.nc),
      reservations,
      reservationMs,
      lock: new KeyedLock(),
      onEventsQueued: kicks.request,
    };

    // Changes of plan, status or trial made through other instances reach this one's kept accounts within this.
    const stopGateWatch = store.gateChanges.watch(GATE_WATCH_MS, (err) =>
      rt.log.warn('could not read the gate-changes version', { err }),
    );
    const consumer = await consumeUserRegistrations(rt, (event) => openAccountWhenUserRegistered(store, event));
    // The results' own events commit their units, so a commit request lost while billing was down changes nothing.
    const commits = await consumeStoredResults(rt, (event) => commitStoredResult(store, event));
    const responders = startUsageResponders(rt.nats.nc, store, rt.log);
    // A sweep may read every reservation (the embedded store scans for the expiry filter), so it runs a quarter of the
    // reservation time apart: 30 s for the default 120 s, a unit is given back at most 150 s after its grant.
    const sweepMs = Math.min(30_000, Math.max(250, reservationMs / 4));
    const sweeper = startReservationSweeper(store, rt.nats.nc, rt.log, sweepMs, sweepMs);
    stopTakingWork = async () => {
      stopGateWatch();
      await responders.stop();
      await sweeper.stop();
      await consumer.stop();
      for (const c of commits) await c.stop();
      kicks.cancel();
      await tally.flush();
    };

    const stripe = createStripeClient(env);
    const checkout = stripe ? new Checkout(stripe, store, rt.log) : null;
    return {
      typeDefs: subgraphSdl('billing'),
      resolvers: billingResolvers(store, checkout),
      routes: stripeWebhookRoute(env.STRIPE_WEBHOOK_SECRET, store, rt.log),
    };
  });
}
