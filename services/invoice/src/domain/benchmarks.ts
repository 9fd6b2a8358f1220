/**
 * Every threshold the fee and billing rules apply, each with where it comes from and why it is set
 * where it is. Findings quote `source` so that a user can check the figure. Ceilings sit at the top
 * of the published typical range, not its middle: a finding claims "above what is usual", and
 * the dollar impact is only the part above the ceiling.
 */
import table from './benchmarks.json' with { type: 'json' };

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

const percentOfRent = (percent: number) => (rent: number) => (rent * percent) / 100;
const greaterOf = (dollars: number, percent: number) => (rent: number) => Math.max(dollars, (rent * percent) / 100);
const lesserOf = (dollars: number, percent: number) => (rent: number) => Math.min(dollars, (rent * percent) / 100);

/**
 * Statutory late-fee caps for residential leases. States whose law only requires a "reasonable" fee
 * (e.g. California, Florida, Washington) are left out on purpose: there is no figure to compare to.
 */
export const LATE_FEE_CAPS: Readonly<Record<string, LateFeeCap>> = {
  CO: { cap: greaterOf(50, 5), rule: 'the greater of $50 or 5% of the past-due rent', statute: 'C.R.S. § 38-12-105' },
  CT: {
    cap: lesserOf(50, 5),
    rule: 'the lesser of $5 a day up to $50, or 5% of the delinquent rent',
    statute: 'Conn. Gen. Stat. § 47a-15a',
  },
  DC: { cap: percentOfRent(5), rule: '5% of the monthly rent', statute: 'D.C. Code § 42-3505.31' },
  DE: { cap: percentOfRent(5), rule: '5% of the monthly rent', statute: '25 Del. C. § 5501(d)' },
  HI: { cap: percentOfRent(8), rule: '8% of the rent due', statute: 'Haw. Rev. Stat. § 521-21(f)' },
  IA: {
    cap: (rent) => (rent <= 700 ? 60 : 100),
    rule: '$12 a day up to $60 a month when rent is $700 or less, otherwise $20 a day up to $100',
    statute: 'Iowa Code § 562A.9(4)',
  },
  MD: { cap: percentOfRent(5), rule: '5% of the monthly rent', statute: 'Md. Code, Real Prop. § 8-208(d)(3)' },
  ME: { cap: percentOfRent(4), rule: '4% of the monthly rent', statute: '14 M.R.S. § 6028' },
  MN: { cap: percentOfRent(8), rule: '8% of the overdue rent', statute: 'Minn. Stat. § 504B.177' },
  NC: {
    cap: greaterOf(15, 5),
    rule: 'the greater of $15 or 5% of the monthly rent',
    statute: 'N.C. Gen. Stat. § 42-46(a)',
  },
  NM: { cap: percentOfRent(10), rule: '10% of the rent for the rental period', statute: 'N.M. Stat. § 47-8-15(D)' },
  NV: { cap: percentOfRent(5), rule: '5% of the periodic rent', statute: 'Nev. Rev. Stat. § 118A.210' },
  NY: {
    cap: lesserOf(50, 5),
    rule: 'the lesser of $50 or 5% of the monthly rent',
    statute: 'N.Y. Real Prop. Law § 238-a(2)',
  },
  TN: { cap: percentOfRent(10), rule: '10% of the past-due rent', statute: 'Tenn. Code Ann. § 66-28-201(d)' },
  TX: {
    cap: percentOfRent(12),
    rule: '12% of the monthly rent (10% in buildings of more than four units)',
    statute: 'Tex. Prop. Code § 92.019',
  },
  VA: {
    cap: percentOfRent(10),
    rule: 'the lesser of 10% of the periodic rent or 10% of the unpaid balance',
    statute: 'Va. Code § 55.1-1204(E)',
  },
};

/** The highest combined state and local sales-tax rates in the US are a little over 10% (Tax Foundation, 2024). */
export const MAX_COMBINED_SALES_TAX_RATE = 0.1025;

/**
 * States where labour to repair real property is not subject to sales tax when it is stated
 * separately. Exceptions exist (e.g. Texas taxes nonresidential repair), so the finding is a warning.
 */
export const LABOUR_NOT_TAXABLE: Readonly<Record<string, { source: string }>> = labourNotTaxable;
