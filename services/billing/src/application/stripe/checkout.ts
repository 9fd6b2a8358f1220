import Stripe from 'stripe';
import { PLANS, isPlanType, type PlanType } from '@realty/proto-schemas';
import { appError, invalidInput, type Logger } from '@realty/service-kit';
import { paymentCents, PAYMENT_AMOUNT_MESSAGE } from '../../domain/payment-amount.ts';
import { currentAccount, type AccountStore } from '../current-account.ts';
import { rememberCustomer } from './stripe-customer.ts';
import { CataloguePrices } from './catalogue-prices.ts';

export interface Payer {
  userId: string;
  email: string;
}

const PURCHASABLE = (Object.keys(PLANS) as PlanType[]).filter((p) => PLANS[p].purchasable);
const PLAN_MESSAGE = `Choose one of the plans: ${PURCHASABLE.join(', ')}`;

/**
 * Starts card payments with Stripe: a one-off PaymentIntent, or a subscription to a plan of
 * the catalogue left incomplete until the browser confirms the first invoice's payment. Both
 * answer the client secret the browser needs for that confirmation.
 */
export class Checkout {
  private readonly prices: CataloguePrices;

  constructor(
    private readonly stripe: Stripe,
    private readonly store: AccountStore,
    private readonly log: Logger,
  ) {
    this.prices = new CataloguePrices(stripe);
  }

  async createPaymentIntent(payer: Payer, amount: number | null | undefined): Promise<string> {
    const cents = paymentCents(amount);
    if (cents === null) throw invalidInput({ amount: PAYMENT_AMOUNT_MESSAGE });
    return this.calling('payment', async () => {
      const customer = await this.customerFor(payer);
      const intent = await this.stripe.paymentIntents.create({
        amount: cents,
        currency: 'usd',
        customer,
        metadata: { userId: payer.userId },
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} came without a client secret`);
      return intent.client_secret;
    });
  }

  async createSubscription(payer: Payer, planType: string | null | undefined): Promise<string> {
    const plan = planType ?? 'basic';
    if (!isPlanType(plan) || !PLANS[plan].purchasable) throw invalidInput({ planType: PLAN_MESSAGE });
    return this.calling('subscription', async () => {
      const customer = await this.customerFor(payer);
      const subscription = await this.stripe.subscriptions.create({
        customer,
        items: [{ price: await this.prices.priceId(plan) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        // The webhook reads the plan and the user back from this metadata.
        metadata: { userId: payer.userId, planType: plan },
        expand: ['latest_invoice.confirmation_secret'],
      });
      return this.subscriptionClientSecret(subscription);
    });
  }

  /**
   * Current API versions put the first invoice's client secret in
   * `latest_invoice.confirmation_secret` (the invoice's payment_intent field is gone).
   * stripe-mock answers that field with an empty secret, so when it is empty we read it from
   * the invoice's payment, which real Stripe also serves.
   */
  private async subscriptionClientSecret(subscription: Stripe.Subscription): Promise<string> {
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string')
      throw new Error(`subscription ${subscription.id} came without its first invoice`);
    const secret = invoice.confirmation_secret?.client_secret;
    if (secret) return secret;
    if (!invoice.id) throw new Error(`subscription ${subscription.id} has an invoice without an id`);
    const payments = await this.stripe.invoicePayments.list({
      invoice: invoice.id,
      limit: 1,
      expand: ['data.payment.payment_intent'],
    });
    const intent = payments.data[0]?.payment.payment_intent;
    if (intent && typeof intent !== 'string' && intent.client_secret) return intent.client_secret;
    throw new Error(`no client secret for the first invoice of subscription ${subscription.id}`);
  }

  /** The user's Stripe customer, created once (an idempotency key guards concurrent checkouts). */
  private async customerFor(payer: Payer): Promise<string> {
    const account = await currentAccount(this.store, payer.userId, new Date());
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const customer = await this.stripe.customers.create(
      { email: payer.email, metadata: { userId: payer.userId } },
      { idempotencyKey: `realtylens-customer-${payer.userId}` },
    );
    return rememberCustomer(this.store, payer.userId, customer.id);
  }

  /** Stripe failures become a 503 the client can show as "Failed to initialize ..."; details go to the log. */
  private async calling<T>(what: 'payment' | 'subscription', call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.log.error(`stripe ${what} setup failed`, { err });
      throw appError('SERVICE_UNAVAILABLE', `Failed to initialize ${what}. Please try again.`);
    }
  }
}
