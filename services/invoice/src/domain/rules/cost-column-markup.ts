/**
 * A materials table that prints each part's cost beside the amount billed ('our cost 129.00   billed 161.25') with no
 * quantity, on a bill that discloses or an agreement that sets a cost-plus rate: what is billed above cost plus that
 * rate, over all such lines, is one markup overcharge.
 */
import { ROUNDING_TOLERANCE_PER_LINE } from '../benchmarks.ts';
import { classifyCharge } from '../classify-charge.ts';
import { formatPercent, formatUsd, roundCents, sum } from '../money.ts';
import type { Rule } from '../types.ts';
import { chargedItems, describeLines } from './describe.ts';
import { markupAboveAllowance, markupAllowance } from './markup-allowance.ts';

export const findCostColumnMarkup: Rule = ({ parsed, terms }) => {
  const allowance = markupAllowance(parsed, terms);
  if (allowance === null) return [];
  const allowed = allowance.percent;
  const priced = chargedItems(parsed).filter(
    (item) =>
      item.quantity === null &&
      item.unitPrice !== null &&
      item.unitPrice > 0 &&
      item.amount > item.unitPrice &&
      classifyCharge(item.description) !== 'labour',
  );
  const over = priced
    .map((item) => ({ item, excess: roundCents(item.amount - (item.unitPrice ?? 0) * (1 + allowed / 100)) }))
    .filter(({ excess }) => excess > ROUNDING_TOLERANCE_PER_LINE);
  if (over.length === 0) return [];
  const excess = roundCents(sum(over.map((o) => o.excess)));
  const cost = sum(over.map((o) => o.item.unitPrice ?? 0));
  const billed = sum(over.map((o) => o.item.amount));
  return [
    markupAboveAllowance(
      allowance,
      `${describeLines(over.map((o) => o.item))} bill ${formatUsd(billed)} for parts that cost ${formatUsd(cost)} (${formatPercent(((billed - cost) / cost) * 100)} on top)`,
      over.map((o) => o.item.lineNumber),
      excess,
    ),
  ];
};
