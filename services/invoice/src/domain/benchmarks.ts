/**
 * Every threshold the fee and billing rules apply, each with where it comes from and why it is set
 * where it is. Findings quote `source` so that a user can check the figure. Ceilings sit at the top
 * of the published typical range, not its middle: a finding claims "above what is usual", and
 * the dollar impact is only the part above the ceiling.
 */

export interface Benchmark {
  /** The ceiling in the benchmark's unit (percent, dollars or a ratio). */
  ceiling: number;
  source: string;
  rationale: string;
}

/** Cents lost to rounding when a vendor rounds each line; beyond this per line a difference is real. */
export const ROUNDING_TOLERANCE_PER_LINE = 0.02;

export const MANAGEMENT_FEE_PERCENT: Benchmark = {
  ceiling: 12,
  source: 'Published residential property-management fee surveys (e.g. NARPM member surveys, All Property Management fee survey): 8-12% of collected rent',
  rationale: 'Long-term residential management is usually priced at 8-10% of rent collected; above 12% is outside the common range.',
};

export const LEASING_FEE_MONTHS_OF_RENT: Benchmark = {
  ceiling: 1,
  source: "Published property-management fee guides: tenant-placement (leasing) fees of 50-100% of one month's rent",
  rationale: "A placement fee above one full month's rent exceeds the range managers commonly charge.",
};

export const RENEWAL_FEE: Benchmark & { flatCeiling: number } = {
  ceiling: 0.5,
  flatCeiling: 300,
  source: "Published property-management fee guides: lease-renewal fees of about $100-$300, or up to half a month's rent",
  rationale: "A renewal involves far less work than a new placement; more than the greater of $300 and half a month's rent is high.",
};

export const MATERIALS_MARKUP_PERCENT: Benchmark = {
  ceiling: 20,
  source: 'Residential contractor and maintenance pricing guides: material markups of 10-20%; management agreements often cap pass-through markups at 10-15%',
  rationale: 'A markup above 20% on parts is beyond what is customary and should be justified or capped by contract.',
};

export const TRIP_CHARGE_DOLLARS: Benchmark = {
  ceiling: 150,
  source: 'Consumer cost guides (Angi, HomeAdvisor): plumber and HVAC service-call or trip fees of roughly $50-$150',
  rationale: 'A trip charge pays for travel to the site; more than $150 is above the usual range.',
};

export const EMERGENCY_SURCHARGE: Benchmark & { flatCeiling: number } = {
  ceiling: 0.5,
  flatCeiling: 150,
  source: 'Trade practice and consumer cost guides: after-hours work billed at time-and-a-half (+50% of labour) or a flat emergency fee of about $100-$150',
  rationale: 'The premium should not exceed the greater of half the labour billed and $150.',
};

export const JUNK_FEE: Benchmark = {
  ceiling: 0,
  source: 'No rate guide supports unexplained administrative, processing or convenience fees; the FTC calls such add-ons "junk fees" (FTC Rule on Unfair or Deceptive Fees, 16 CFR Part 464, 2024)',
  rationale: 'Such a fee is owed only when the service agreement lists it; otherwise the whole fee is at stake.',
};

export const CARD_SURCHARGE_PERCENT: Benchmark = {
  ceiling: 3,
  source: 'Card network surcharge rules (Visa caps credit-card surcharges at 3% of the transaction)',
  rationale: 'A card surcharge up to 3% is permitted where disclosed; above it the excess is not.',
};

export const SPLIT_BILLING: { thresholds: readonly number[]; band: number; minimumLines: number; source: string; rationale: string } = {
  thresholds: [500, 1000, 2500, 5000],
  band: 0.1,
  minimumLines: 2,
  source: 'Owner-approval limits in management agreements are commonly $500-$1,000 per repair; the ACFE Fraud Examiners Manual lists split purchases under an approval limit as a red flag',
  rationale: 'Several charges each within 10% below the same approval limit suggest one job divided to avoid approval.',
};

export const ROUND_AMOUNTS: { minimumLines: number; share: number; minimumAmount: number; source: string; rationale: string } = {
  minimumLines: 3,
  share: 0.8,
  minimumAmount: 200,
  source: 'ACFE Fraud Examiners Manual: clusters of round-dollar charges indicate estimated rather than actual billing',
  rationale: 'Lump sums in round hundreds with no quantities or rates cannot be checked; ask for a breakdown.',
};

export const MISCELLANEOUS_CHARGE: { source: string; rationale: string } = {
  source: 'Standard accounts-payable practice: every charge must be itemised and supported before payment',
  rationale: 'A "miscellaneous" charge with no explanation cannot be verified; the whole amount is at stake.',
};

/** A state's cap on a residential late fee as a function of the monthly rent. */
export interface LateFeeCap {
  cap: (monthlyRent: number) => number;
  rule: string;
  /** The statute that sets the cap; null marks an entry without a citation, which findings say. */
  statute: string | null;
}

const percentOfRent = (percent: number) => (rent: number) => (rent * percent) / 100;

/**
 * Statutory late-fee caps for residential leases. States whose law only requires a "reasonable" fee
 * (e.g. California, Florida, Washington) are left out on purpose: there is no figure to compare to.
 */
export const LATE_FEE_CAPS: Readonly<Record<string, LateFeeCap>> = {
  CO: { cap: (rent) => Math.max(50, rent * 0.05), rule: 'the greater of $50 or 5% of the past-due rent', statute: 'C.R.S. § 38-12-105' },
  CT: { cap: (rent) => Math.min(50, rent * 0.05), rule: 'the lesser of $5 a day up to $50, or 5% of the delinquent rent', statute: 'Conn. Gen. Stat. § 47a-15a' },
  DC: { cap: percentOfRent(5), rule: '5% of the monthly rent', statute: 'D.C. Code § 42-3505.31' },
  DE: { cap: percentOfRent(5), rule: '5% of the monthly rent', statute: '25 Del. C. § 5501(d)' },
  HI: { cap: percentOfRent(8), rule: '8% of the rent due', statute: 'Haw. Rev. Stat. § 521-21(f)' },
  IA: { cap: (rent) => (rent <= 700 ? 60 : 100), rule: '$12 a day up to $60 a month when rent is $700 or less, otherwise $20 a day up to $100', statute: 'Iowa Code § 562A.9(4)' },
  MD: { cap: percentOfRent(5), rule: '5% of the monthly rent', statute: 'Md. Code, Real Prop. § 8-208(d)(3)' },
  ME: { cap: percentOfRent(4), rule: '4% of the monthly rent', statute: '14 M.R.S. § 6028' },
  MN: { cap: percentOfRent(8), rule: '8% of the overdue rent', statute: 'Minn. Stat. § 504B.177' },
  NC: { cap: (rent) => Math.max(15, rent * 0.05), rule: 'the greater of $15 or 5% of the monthly rent', statute: 'N.C. Gen. Stat. § 42-46(a)' },
  NM: { cap: percentOfRent(10), rule: '10% of the rent for the rental period', statute: 'N.M. Stat. § 47-8-15(D)' },
  NV: { cap: percentOfRent(5), rule: '5% of the periodic rent', statute: 'Nev. Rev. Stat. § 118A.210' },
  NY: { cap: (rent) => Math.min(50, rent * 0.05), rule: 'the lesser of $50 or 5% of the monthly rent', statute: 'N.Y. Real Prop. Law § 238-a(2)' },
  TN: { cap: percentOfRent(10), rule: '10% of the past-due rent', statute: 'Tenn. Code Ann. § 66-28-201(d)' },
  TX: { cap: percentOfRent(12), rule: '12% of the monthly rent (10% in buildings of more than four units)', statute: 'Tex. Prop. Code § 92.019' },
  VA: { cap: percentOfRent(10), rule: 'the lesser of 10% of the periodic rent or 10% of the unpaid balance', statute: 'Va. Code § 55.1-1204(E)' },
};

/** The highest combined state and local sales-tax rates in the US are a little over 10% (Tax Foundation, 2024). */
export const MAX_COMBINED_SALES_TAX_RATE = 0.1025;

/**
 * States where labour to repair real property is not subject to sales tax when it is stated
 * separately. Exceptions exist (e.g. Texas taxes nonresidential repair), so the finding is a warning.
 */
export const LABOUR_NOT_TAXABLE: Readonly<Record<string, { source: string }>> = {
  CA: { source: 'Cal. Code Regs. tit. 18, § 1521 and CDTFA Publication 9: repair labour on real property is not taxable' },
  CO: { source: 'Colorado Department of Revenue sales tax guidance: separately stated labour and services are not taxable' },
  IL: { source: '86 Ill. Adm. Code 130.1940 and the Service Occupation Tax Act (35 ILCS 115): labour is not taxed, only property transferred' },
  MA: { source: 'M.G.L. c. 64H § 1 and 830 CMR 64H.1.1: services, including repair labour on real property, are not taxable sales' },
  TX: { source: 'Tex. Tax Code § 151.0048 and 34 Tex. Admin. Code § 3.357: labour to repair residential real property is not taxable' },
  VA: { source: 'Va. Code § 58.1-609.5(1): separately stated charges for services are exempt' },
};
