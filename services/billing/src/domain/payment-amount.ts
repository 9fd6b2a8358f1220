import { DEFAULT_PAYMENT_AMOUNT } from '@realty/proto-schemas';

/** Stripe's smallest USD charge is 50 cents; the upper bound stops fat-finger amounts. */
export const MIN_PAYMENT_CENTS = 50;
export const MAX_PAYMENT_CENTS = 10_000_000;
export const PAYMENT_AMOUNT_MESSAGE = 'Amount must be between $0.50 and $100,000';

/** Dollars (default DEFAULT_PAYMENT_AMOUNT) to whole cents, or null when the amount is not payable. */
export function paymentCents(amount: number | null | undefined): number | null {
  const dollars = amount ?? DEFAULT_PAYMENT_AMOUNT;
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  return cents >= MIN_PAYMENT_CENTS && cents <= MAX_PAYMENT_CENTS ? cents : null;
}
