/**
 * A plan price. Prices are exact amounts, so cents are kept when a price has them ($29.99); rounding a price
 * to whole dollars would misstate it. Estimates elsewhere use whole dollars.
 */
export function formatPrice(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
