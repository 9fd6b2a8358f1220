import express, { type Express } from 'express';
import Stripe from 'stripe';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@realty/proto-schemas';
import type { Logger } from '@realty/service-kit';
import type { AccountStore } from '../application/current-account.ts';
import { handleStripeEvent } from '../application/stripe/stripe-events.ts';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/**
 * POST /webhooks/stripe. The body is taken raw because the signature covers the exact bytes
 * Stripe sent; JSON parsing first would break it. Answers 503 when no signing secret is
 * configured, 400 for a missing or bad signature, 500 when applying failed (Stripe retries),
 * and 200 otherwise, including for events that were duplicates or did not concern us.
 */
export function stripeWebhookRoute(webhookSecret: string | undefined, store: AccountStore, log: Logger) {
  return (app: Express) => {
    app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
      if (!webhookSecret) {
        res.status(503).json({ message: PAYMENTS_NOT_CONFIGURED_MESSAGE });
        return;
      }
      const signature = req.headers['stripe-signature'];
      const body: unknown = req.body;
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned or empty request');
        event = Stripe.webhooks.constructEvent(body, signature, webhookSecret);
      } catch {
        res.status(400).json({ message: 'Invalid Stripe signature' });
        return;
      }
      try {
        const outcome = await handleStripeEvent(store, event);
        log.info('stripe event', { id: event.id, type: event.type, outcome });
        res.json({ received: true, outcome });
      } catch (err) {
        log.error('stripe event failed; Stripe will retry', { id: event.id, type: event.type, err });
        res.status(500).json({ message: 'Webhook processing failed' });
      }
    });
  };
}
