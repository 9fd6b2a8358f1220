/**
 * What a till prints between its total and the money taken: a discount granted after the sum of the items ('Valor
 * total R$ 1.409,00' / 'Desconto R$ 90,30' / 'Valor a Pagar R$ 1.318,70'), and the change handed back from the cash
 * tendered ('Bezahlt bar 20,00 EUR' / 'Rückgeld 6,00 EUR'). Either way the amount charged is not the figure the
 * label names.
 */
import type { Cell } from '../parsing/split-cells.ts';
import type { PrintedAmount } from './earlier-balance.ts';

interface MoneyField {
  value: string | null;
  amount: number | null;
  confidence: number;
  line: number | null;
}

const DISCOUNT = /^(?:desconto|discount|rabatt|nachlass|descuento|remise|sconto|korting|diskon|potongan)(?![\p{L}])/iu;

const CHANGE =
  /^(?:change(?:\s+due)?|r[üu]ckgeld|wechselgeld|rendu|monnaie\s+rendue|cambio|vuelto|troco|wisselgeld|resto|kembalian|sukli|お釣り?|おつり)(?![\p{L}])/iu;

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

/**
 * A receipt that prints only the cash tendered and the change handed back charged their difference. The change is
 * looked for on the few lines under the payment.
 */
export function paymentLessChange(
  paid: PrintedAmount,
  rows: readonly Cell[][],
  printed: ReadonlyMap<number, number[]>,
): number | null {
  if (paid.amount === null) return null;
  for (let line = paid.line + 1; line <= Math.min(rows.length, paid.line + 3); line += 1) {
    const label = rows[line - 1]?.[0]?.text.trim() ?? '';
    const change = printed.get(line)?.at(-1);
    if (CHANGE.test(label) && change !== undefined && change >= 0 && change < paid.amount)
      return cents(paid.amount - change);
  }
  return null;
}
