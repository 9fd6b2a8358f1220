/**
 * Every threshold the fee and billing rules apply, each with where it comes from and why it is set
 * where it is. Findings quote `source` so that a user can check the figure. Ceilings sit at the top
 * of the published typical range, not its middle: a finding claims "above what is usual", and
 * the dollar impact is only the part above the ceiling.
 */
import table from './benchmarks.json' with { type: 'json' };
import lateFeeCaps from './late-fee-caps.json' with { type: 'json' };

export interface Benchmark {
  /** The ceiling in the benchmark's unit (percent, dollars or a ratio). */
  ceiling: number;
  source: string;
  rationale: string;
}

/** Cents lost to rounding when a vendor rounds each line; beyond this per line a difference is real. */
export const ROUNDING_TOLERANCE_PER_LINE = 0.02;

/**
 * The published fee ceilings and billing-pattern limits, each with its source and rationale, kept as
 * data in benchmarks.json. Their types are the JSON's own, so a rule reading a field the table lacks
 * does not compile.
 */
const { labourNotTaxable, ...benchmarks } = table;
export const BENCHMARKS = benchmarks;

/** A state's cap on a residential late fee as a function of the monthly rent. */
export interface LateFeeCap {
  cap: (monthlyRent: number) => number;
  rule: string;
  /** The statute that sets the cap; null marks an entry without a citation, which findings say. */
  statute: string | null;
}

/**
 * How a cap is figured from the monthly rent: a percent of it, held to at least or at most a dollar
 * amount (the "greater of" and "lesser of" statutes), or a flat amount by rent bracket.
 */
type CapFormula =
  | { percent: number; atLeast?: number; atMost?: number }
  /** The first bracket whose rentUpTo covers the rent applies; the last one has no bound. */
  | { dollarsByRent: readonly { rentUpTo?: number; dollars: number }[] };

function capOf(formula: CapFormula): (monthlyRent: number) => number {
  if ('dollarsByRent' in formula) {
    const brackets = formula.dollarsByRent;
    return (rent) => brackets.find((b) => b.rentUpTo === undefined || rent <= b.rentUpTo)?.dollars ?? Infinity;
  }
  const { percent, atLeast = -Infinity, atMost = Infinity } = formula;
  return (rent) => Math.min(Math.max((rent * percent) / 100, atLeast), atMost);
}

const capTable: Readonly<Record<string, { cap: CapFormula; rule: string; statute: string | null }>> = lateFeeCaps;

/**
 * Statutory late-fee caps for residential leases, kept as data in late-fee-caps.json. States whose law
 * only requires a "reasonable" fee (e.g. California, Florida, Washington) are left out on purpose: there
 * is no figure to compare to.
 */
export const LATE_FEE_CAPS: Readonly<Record<string, LateFeeCap>> = Object.fromEntries(
  Object.entries(capTable).map(([state, { cap, rule, statute }]) => [state, { cap: capOf(cap), rule, statute }]),
);

/** The highest combined state and local sales-tax rates in the US are a little over 10% (Tax Foundation, 2024). */
export const MAX_COMBINED_SALES_TAX_RATE = 0.1025;

/**
 * States where labour to repair real property is not subject to sales tax when it is stated
 * separately. Exceptions exist (e.g. Texas taxes nonresidential repair), so the finding is a warning.
 */
export const LABOUR_NOT_TAXABLE: Readonly<Record<string, { source: string }>> = labourNotTaxable;
