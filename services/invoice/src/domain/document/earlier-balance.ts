/** The document's own total when its amount to pay carries a balance owed from before. */

interface MoneyField {
  name: string;
  value: string | null;
  amount: number | null;
  confidence: number;
  line: number | null;
}

interface MoneyFields {
  total: MoneyField;
  balance: MoneyField;
}

/** An amount read after a label, with its 1-based line. */
export interface PrintedAmount {
  amount: number | null;
  line: number;
}

/**
 * An amount to pay that carries an earlier balance ('Balance brought forward  £120.00' ... 'Total amount due
 * £210.00') is not the document's own total: when the difference is printed on another line ('Total charges this
 * invoice  £90.00'), that is the total, and the amount read stays the balance to pay.
 */
export function withoutEarlierBalance<T extends MoneyFields>(
  fields: T,
  earlier: readonly PrintedAmount[],
  printed: ReadonlyMap<number, number[]>,
): T {
  const carried = earlier[0];
  const total = fields.total;
  if (!carried?.amount || total.amount === null || total.line === null) return fields;
  const own = Math.round((total.amount - carried.amount) * 100) / 100;
  const line = [...printed].find(
    ([n, amounts]) => n !== total.line && n !== carried.line && amounts.some((a) => Math.abs(a - own) < 0.005),
  )?.[0];
  if (line === undefined || own <= 0) return fields;
  return {
    ...fields,
    total: { ...total, value: own.toFixed(2), amount: own, line, confidence: total.confidence * 0.9 },
    balance: fields.balance.value === null ? { ...total, name: 'balance' } : fields.balance,
  };
}
