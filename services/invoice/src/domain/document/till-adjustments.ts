/**
 * What a till prints between its total and the money taken: a discount granted after the sum of the items ('Valor
 * total R$ 1.409,00' / 'Desconto R$ 90,30' / 'Valor a Pagar R$ 1.318,70'), the change handed back from the cash
 * tendered ('Bezahlt bar 20,00 EUR' / 'Rückgeld 6,00 EUR'), and a tip written under the bill. Each way the amount
 * charged is not the figure the label names.
 */
import { roundCents } from '../money.ts';
import type { Cell } from '../parsing/split-cells.ts';
import type { PrintedAmount } from './earlier-balance.ts';

interface MoneyField {
  value: string | null;
  amount: number | null;
  confidence: number;
  line: number | null;
}

const DISCOUNT = /^(?:desconto|discount|rabatt|nachlass|descuento|remise|sconto|korting|diskon|potongan)(?![\p{L}])/iu;

// Cash rounding to the smallest coin: 'Rounding', 'Rounding adj.', 'Cash rounding', 'Arrondi', 'Redondeo', 'Rundung'.
const ROUNDING =
  /^(?:(?:cash\s+)?rounding(?:\s+adj(?:ustment|\.)?)?|arrondi|redondeo|arredondamento|afronding|rundung|pembulatan|penggenapan)(?![\p{L}])/iu;

// The label stands alone before its figure (and a currency code): 'Change', 'Rückgeld  6,00 EUR'; 'Change order #3' is
// an item.
const CHANGE =
  /^(?:change(?:\s+due)?|r[üu]ckgeld|wechselgeld|rendu|monnaie\s+rendue|cambio|vuelto|troco|wisselgeld|resto|kembalian|sukli|お釣り?|おつり)(?![\p{L}])(?=[^\p{L}]*(?:[a-z]{3})?[^\p{L}]*$)/iu;

/**
 * The amount to pay printed below the total is the total when a discount or a rounding line between them makes up the
 * difference: the receipt charges the discounted or rounded sum ('TOTAL 10.03' / 'Rounding -0.03' / 'Amount payable
 * 10.00'). A balance that differs for any other reason (a deposit, an earlier payment) leaves the total as printed.
 */
export function totalAfterDiscount<T extends MoneyField>(
  total: T,
  balance: MoneyField,
  rows: readonly Cell[][],
  printed: ReadonlyMap<number, number[]>,
): T {
  if (total.amount === null || balance.amount === null || total.line === null || balance.line === null) return total;
  if (balance.line <= total.line || balance.amount === total.amount) return total;
  const difference = roundCents(Math.abs(total.amount - balance.amount));
  const lower = balance.amount < total.amount;
  for (let line = total.line + 1; line < balance.line; line += 1) {
    const label = rows[line - 1]?.[0]?.text.trim() ?? '';
    const explained = printed.get(line)?.some((a) => Math.abs(Math.abs(a) - difference) < 0.005);
    const adjusts = (lower && DISCOUNT.test(label)) || (difference < 1 && ROUNDING.test(label));
    if (adjusts && explained)
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
      return roundCents(paid.amount - change);
  }
  return null;
}

// A tip or gratuity written on the slip after the bill: 'Tip', 'Gratuity', 'Trinkgeld', 'Propina', 'Pourboire'. A tip
// guide ('Tip 18%  9.00') suggests one and is not read.
const TIP = /^(?:tips?|gratuity|trinkgeld|propina|pourboire|gorjeta|mancia|fooi|dricks|drikkepenge)(?![\p{L}])/iu;

/** Lines under the total in which a tip and the charge with it are looked for. */
const SLIP_LINES = 6;

/**
 * A tip added under the bill's total ('Bill Total 829,00' / 'Tip 85,00' / 'Total Paid 914,00'): the charge is the total
 * with the tip, when a line below the tip prints that sum. Without the sum printed the total stays as read.
 */
export function totalWithTip<T extends MoneyField>(
  total: T,
  rows: readonly Cell[][],
  printed: ReadonlyMap<number, number[]>,
): T {
  if (total.amount === null || total.line === null) return total;
  const last = Math.min(rows.length, total.line + SLIP_LINES);
  for (let line = total.line + 1; line <= last; line += 1) {
    const label = rows[line - 1]?.[0]?.text.trim() ?? '';
    const tip = printed.get(line)?.at(-1);
    if (!TIP.test(label) || /%/.test(label) || tip === undefined || tip <= 0) continue;
    const charged = roundCents(total.amount + tip);
    for (let below = line + 1; below <= last; below += 1)
      if (printed.get(below)?.some((a) => Math.abs(a - charged) < 0.005))
        return { ...total, value: charged.toFixed(2), amount: charged, line: below };
    return total;
  }
  return total;
}
