import type Stripe from 'stripe';
import { PLANS, type PlanType } from '@realty/proto-schemas';

/**
 * Finds or creates the monthly Stripe price of a plan from the catalogue. The lookup key
 * carries the amount, so a price changed in the catalogue gets a new Stripe price instead of
 * silently reusing the old one; found prices are cached for the life of the process.
 */
export class CataloguePrices {
  private readonly cache = new Map<PlanType, Promise<string>>();

  constructor(private readonly stripe: Stripe) {}

  priceId(plan: PlanType): Promise<string> {
    let pending = this.cache.get(plan);
    if (!pending) {
      pending = this.findOrCreate(plan);
      // A failed lookup must not stick: the next checkout tries again.
      pending.catch(() => this.cache.delete(plan));
      this.cache.set(plan, pending);
    }
    return pending;
  }

  private async findOrCreate(plan: PlanType): Promise<string> {
    const definition = PLANS[plan];
    const unitAmount = Math.round(definition.priceMonthly * 100);
    const lookupKey = `realtylens_${plan}_${unitAmount}_usd_month`;
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await this.stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: unitAmount,
        recurring: { interval: 'month' },
        lookup_key: lookupKey,
        product_data: { name: `RealtyLens ${definition.name}` },
        metadata: { planType: plan },
      },
      { idempotencyKey: `realtylens-price-${lookupKey}` },
    );
    return created.id;
  }
}
