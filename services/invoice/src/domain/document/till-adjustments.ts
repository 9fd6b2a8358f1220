/**
 * What a till prints between its total and the money taken: a discount granted after the sum of the items ('Valor
 * total R$ 1.409,00' / 'Desconto R$ 90,30' / 'Valor a Pagar R$ 1.318,70') makes the amount charged differ from the
 * figure the total's label names.
 */
import type { Cell } from '../parsing/split-cells.ts';

interface MoneyField {
  value: string | null;
  amount: number | null;
  confidence: number;
  line: number | null;
}

const DISCOUNT = /^(?:desconto|discount|rabatt|nachlass|descuento|remise|sconto|korting|diskon|potongan)(?![\p{L}])/iu;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The amount to pay printed below the total is the total when a discount line between them makes up the difference:
 * the receipt charges the discounted sum. A balance that differs for any other reason (a deposit, an earlier payment)
 * leaves the total as printed.
 */
export function totalAfterDiscount<T extends MoneyField>(
  total: T,
  balance: MoneyField,
  rows: readonly Cell[][],
  printed: ReadonlyMap<number, number[]>,
): T {
  if (total.amount === null || balance.amount === null || total.line === null || balance.line === null) return total;
  if (balance.line <= total.line || balance.amount >= total.amount) return total;
  const difference = cents(total.amount - balance.amount);
  for (let line = total.line + 1; line < balance.line; line += 1) {
    const label = rows[line - 1]?.[0]?.text.trim() ?? '';
    const discounted = printed.get(line)?.some((a) => Math.abs(Math.abs(a) - difference) < 0.005);
    if (DISCOUNT.test(label) && discounted)
      return { ...total, value: balance.amount.toFixed(2), amount: balance.amount, line: balance.line };
  }
  return total;
}
