/**
 * Whether a printed tax can be explained by its rate. Vendors tax only some lines (parts but not
 * labour, permits or disposal), and rarely say which, so the tax is accepted when the rate applied
 * to some set of the lines gives it. A tax no set of lines explains is an arithmetic error.
 */
import { ROUNDING_TOLERANCE_PER_LINE } from '../benchmarks.ts';
import { roundCents } from '../money.ts';

/**
 * Above these sizes the search is skipped and only the whole-invoice bases are tried: with many lines
 * almost any figure is some subset, and the check would explain away real errors.
 */
const MAX_LINES_FOR_SUBSETS = 15;
const MAX_CENTS_FOR_SUBSETS = 1_500_000;

export function taxExplainedBySomeLines(
  amounts: readonly number[],
  tax: number,
  rate: number,
  wholeBases: readonly number[],
): boolean {
  if (rate <= 0) return false;
  if (wholeBases.some((base) => Math.abs(roundCents(base * rate) - tax) <= ROUNDING_TOLERANCE_PER_LINE)) return true;
  return (
    leastLabourTaxed(
      amounts.map((amount) => ({ amount, labour: false })),
      tax,
      rate,
    ) !== null
  );
}

/**
 * The least labour any set of lines that explains the printed tax must hold: a vendor taxes some lines and not others
 * (a Tax column of T and N, 'taxable 1,148.60'), so the labour taxed is read from the lines whose total the tax is
 * the rate of, and where several sets fit the one with the least labour is taken. Null when no set fits or the search
 * is too large.
 */
export function leastLabourTaxed(
  lines: readonly { amount: number; labour: boolean }[],
  tax: number,
  rate: number,
): number | null {
  if (rate <= 0) return null;
  const positive = lines
    .map((line) => ({ cents: Math.round(line.amount * 100), labour: line.labour }))
    .filter((line) => line.cents > 0);
  const totalCents = positive.reduce((total, line) => total + line.cents, 0);
  if (positive.length > MAX_LINES_FOR_SUBSETS || totalCents > MAX_CENTS_FOR_SUBSETS) return null;
  const low = Math.ceil(((tax - ROUNDING_TOLERANCE_PER_LINE) / rate) * 100);
  const high = Math.floor(((tax + ROUNDING_TOLERANCE_PER_LINE) / rate) * 100);
  const unreached = Number.MAX_SAFE_INTEGER;
  const labourAt = new Array<number>(totalCents + 1).fill(unreached);
  labourAt[0] = 0;
  let reach = 0;
  for (const line of positive) {
    const labour = line.labour ? line.cents : 0;
    for (let value = reach; value >= 0; value -= 1) {
      const here = labourAt[value] ?? unreached;
      if (here === unreached) continue;
      const next = value + line.cents;
      labourAt[next] = Math.min(labourAt[next] ?? unreached, here + labour);
    }
    reach += line.cents;
  }
  let least = unreached;
  for (let value = Math.max(1, low); value <= Math.min(high, totalCents); value += 1)
    least = Math.min(least, labourAt[value] ?? unreached);
  return least === unreached ? null : least / 100;
}
